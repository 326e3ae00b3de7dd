import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';

/** Outside production the server keeps codes in the dev outbox instead of sending them. */
export function DevOutboxNotice({ href }: { href: string }) {
  return (
    <Alert variant="info">
      Development mode: your code is in the dev outbox.{' '}
      <Link to={href} target="_blank" rel="noopener">
        Open the dev outbox
      </Link>
    </Alert>
  );
}
