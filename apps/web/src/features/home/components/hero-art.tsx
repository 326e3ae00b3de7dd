/** The hero's illustration in plain markup and CSS: an event card with guests and a chat. */
export function HeroArt() {
  return (
    <div className="hero-art" aria-hidden="true">
      <div className="art-card">
        <div className="art-cover">
          <span className="art-date">
            <strong>SAT</strong>
            <span>21:00</span>
          </span>
        </div>
        <div className="art-body">
          <span className="art-line art-line-lg" />
          <span className="art-line" />
          <div className="art-guests">
            <span className="art-face art-face-1" />
            <span className="art-face art-face-2" />
            <span className="art-face art-face-3" />
            <span className="art-more">+24 going</span>
          </div>
        </div>
      </div>
      <div className="art-bubble art-bubble-1">Who else is going?</div>
      <div className="art-bubble art-bubble-2">Me! See you at the bar</div>
      <div className="art-match">It's a match</div>
    </div>
  );
}
