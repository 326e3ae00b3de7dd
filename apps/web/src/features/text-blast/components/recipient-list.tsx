import { RECIPIENT_STATUSES, type RecipientStatus } from '@mingle/shared/schemas/text-blasts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { QueryError } from '../../../components/ui/query-state.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { blastKeys, useRecipients } from '../api/text-blasts.ts';
import { STATE_LABELS } from './blast-progress.tsx';

const FILTERS = [
  { value: '', label: 'Everyone' },
  ...RECIPIENT_STATUSES.map((s) => ({ value: s, label: STATE_LABELS[s] })),
];

/**
 * Who the blast went to (names and the last 4 digits only), 20 a page, filtered by state. It
 * reloads whenever another recipient's message is handled (`handled` counts them).
 */
export function RecipientList({
  blastId,
  live,
  handled,
}: {
  blastId: string;
  live: boolean;
  handled: number;
}) {
  const [status, setStatus] = useState<RecipientStatus | ''>('');
  const [page, setPage] = useState(1);
  const list = useRecipients(blastId, status, page, live);
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: blastKeys.recipients(blastId, '').slice(0, 4) });
  }, [blastId, handled, queryClient]);
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <section className="blast-recipients card" aria-labelledby="recipients-title">
      <div className="blast-recipients-head">
        <h2 id="recipients-title">Recipients</h2>
        <SelectField
          label="Show"
          options={FILTERS}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as RecipientStatus | '');
            setPage(1);
          }}
        />
      </div>
      {list.isPending ? (
        <Spinner label="Loading recipients" size={32} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p className="muted">No one {status ? `is ${STATE_LABELS[status].toLowerCase()}` : 'yet'}.</p>
      ) : (
        <ul className="recipient-rows">
          {list.data.items.map((r) => (
            <li key={r.id} className="recipient-row">
              <span className="recipient-name">{r.name}</span>
              <span className="muted recipient-phone">
                <span className="visually-hidden">phone ending in </span>•••• {r.phoneLast4}
              </span>
              <span className={`badge recipient-state recipient-state-${r.status}`}>
                {STATE_LABELS[r.status]}
              </span>
              {r.error && <span className="recipient-error small">{r.error}</span>}
            </li>
          ))}
        </ul>
      )}
      {list.data && list.data.total > list.data.pageSize && (
        <nav className="row recipient-pages" aria-label="Recipient pages">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span className="muted">
            Page {page} of {lastPage}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= lastPage}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}
