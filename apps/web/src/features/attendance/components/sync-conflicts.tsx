import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { SyncConflict } from '../lib/door-sync.ts';

/** After offline check-ins were sent: how many went through, and each one the server refused. */
export function SyncConflicts({
  synced,
  conflicts,
  onDismiss,
}: {
  synced: number;
  conflicts: readonly SyncConflict[];
  onDismiss: () => void;
}) {
  if (conflicts.length === 0 && synced === 0) return null;
  if (conflicts.length === 0)
    return (
      <Alert variant="success" className="door-synced">
        {synced} offline check-in{synced === 1 ? '' : 's'} sent.{' '}
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          OK
        </Button>
      </Alert>
    );
  return (
    <div className="door-conflicts" role="alert">
      <strong>
        {conflicts.length === 1
          ? '1 offline check-in was refused'
          : `${conflicts.length} offline check-ins were refused`}
        {synced > 0 ? ` (${synced} sent)` : ''}
      </strong>
      <ul>
        {conflicts.map((c) => (
          <li key={c.ticketId}>
            <span className="door-conflict-name">
              {c.name}, {c.ticketTypeName}
            </span>
            <span>{c.message}</span>
          </li>
        ))}
      </ul>
      <Button size="sm" variant="secondary" onClick={onDismiss}>
        Got it
      </Button>
    </div>
  );
}
