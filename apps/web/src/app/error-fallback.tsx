import { useLocation, useNavigate } from 'react-router';
import { Button } from '../components/ui/button.tsx';

export const FALLBACK_TITLE = 'Something went wrong.';
export const UNKNOWN_ERROR_TEXT = 'An unknown error occurred.';

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return UNKNOWN_ERROR_TEXT;
}

interface ErrorFallbackProps {
  error: unknown;
  onRetry: () => void;
}

/** The error fallback page, with its exact texts and buttons. */
export function ErrorFallback({ error, onRetry }: ErrorFallbackProps) {
  const navigate = useNavigate();
  // The entry the visit started on has the key "default": going back from it would leave Mingle.
  const canGoBack = useLocation().key !== 'default';
  return (
    <main className="error-page" id="main-content">
      <div className="error-page-box" role="alert">
        <div className="error-page-icon" aria-hidden="true">
          !
        </div>
        <h1>{FALLBACK_TITLE}</h1>
        <p className="error-page-message">{errorMessage(error)}</p>
        <div className="row error-page-actions">
          <Button variant="secondary" onClick={() => (canGoBack ? navigate(-1) : navigate('/'))}>
            Go Back
          </Button>
          <Button variant="secondary" onClick={() => navigate('/')}>
            Go to Home
          </Button>
          <Button onClick={onRetry}>Retry</Button>
        </div>
      </div>
    </main>
  );
}
