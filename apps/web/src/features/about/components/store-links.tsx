import { APP_STORE_URL, GOOGLE_PLAY_URL } from '../../../lib/site-config.ts';

function AppleGlyph() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.5-1-2.5-3.9zM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z"
      />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="#34d399" d="M4 2.8v18.4c0 .4.4.6.7.4L14.5 12 4.7 2.4c-.3-.2-.7 0-.7.4z" />
      <path fill="#60a5fa" d="m14.5 12 3-3-11.6-6.7c-.2-.1-.5 0-.7.1z" />
      <path fill="#f87171" d="m14.5 12-9.3 9.6c.2.1.5.2.7.1L17.5 15z" />
      <path fill="#fbbf24" d="m17.5 9-3 3 3 3 3.1-1.8c.8-.5.8-1.9 0-2.4z" />
    </svg>
  );
}

/** Download buttons for the iOS and Android apps. */
export function StoreLinks() {
  return (
    <ul className="store-links">
      <li>
        <a className="store-link" href={APP_STORE_URL} target="_blank" rel="noopener noreferrer">
          <AppleGlyph />
          <span>
            <small>Download on the</small> App Store
          </span>
        </a>
      </li>
      <li>
        <a className="store-link" href={GOOGLE_PLAY_URL} target="_blank" rel="noopener noreferrer">
          <PlayGlyph />
          <span>
            <small>Get it on</small> Google Play
          </span>
        </a>
      </li>
    </ul>
  );
}
