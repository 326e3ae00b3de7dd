import { ButtonLink } from '../components/ui/button.tsx';
import { useDocumentTitle } from '../components/ui/use-document-title.ts';

export const NOT_FOUND_TEXT = 'Oops! Page not found.';

/** Any path no route matches. */
export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="container page not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{NOT_FOUND_TEXT}</h1>
      <p className="muted">The link may be old, or the address mistyped.</p>
      <ButtonLink to="/">Go to Home</ButtonLink>
    </div>
  );
}
