import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { SupportLink } from '../components/support-link.tsx';
import { HELP_PAGES } from '../help-pages.ts';

/** /help: the list of help pages. */
export default function HelpIndexPage() {
  useDocumentTitle('Help');
  return (
    <div>
      <h1>How can we help?</h1>
      <p className="muted">Answers, rules and safety advice for guests and hosts on Mingle.</p>
      <ul className="help-cards">
        {HELP_PAGES.map((page) => (
          <li key={page.path}>
            <Link to={`/help/${page.path}`} className="card help-card">
              <strong>{page.title}</strong>
              <span className="muted">{page.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        Still stuck? Write to <SupportLink /> and we will get back to you.
      </p>
    </div>
  );
}
