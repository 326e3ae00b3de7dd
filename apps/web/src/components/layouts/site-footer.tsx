import { Link } from 'react-router';

/**
 * Links every visitor may need: the product pages and the legal texts. Their names differ
 * from the header's so each link's accessible name is unique on the page.
 */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer-inner">
        <nav aria-label="Footer">
          <ul className="footer-links">
            <li>
              <Link to="/about">About Mingle</Link>
            </li>
            <li>
              <Link to="/create-events">Host on Mingle</Link>
            </li>
            <li>
              <Link to="/help">Help centre</Link>
            </li>
            <li>
              <Link to="/help/terms-of-service">Terms</Link>
            </li>
            <li>
              <Link to="/help/privacy-policy">Privacy</Link>
            </li>
            <li>
              <Link to="/help/safety-notice">Safety</Link>
            </li>
          </ul>
        </nav>
        <p className="muted footer-note">© {new Date().getFullYear()} Mingle. Meet the people going.</p>
      </div>
    </footer>
  );
}
