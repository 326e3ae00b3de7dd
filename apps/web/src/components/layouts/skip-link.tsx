/** The first tab stop of every layout: jumps past the navigation to the page's content. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main-content">
      Skip to content
    </a>
  );
}
