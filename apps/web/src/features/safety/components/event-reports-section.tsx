import { REPORT_HIDE_THRESHOLD } from '@mingle/shared/schemas/social';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { QueryError } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { type ReportStatusFilter, useEventReports } from '../api/event-reports.ts';
import { ReportRow } from './report-row.tsx';
import '../safety.css';

const FILTERS: readonly { id: ReportStatusFilter; label: string }[] = [
  { id: 'open', label: 'To review' },
  { id: 'reviewed', label: 'Reviewed' },
  { id: 'all', label: 'All' },
];

const EMPTY: Record<ReportStatusFilter, string> = {
  open: 'Nothing to review. When a guest reports someone they met at this event, it shows up here.',
  reviewed: 'No reviewed reports yet.',
  all: 'No one has reported anyone at this event.',
};

/**
 * The host's moderation list for one event: who was reported, why, and how many different
 * people reported them. It never names the reporter. Marking a report reviewed stops it
 * counting towards hiding the person from guest lists.
 */
export function EventReportsSection({ eventId }: { eventId: string }) {
  const headingId = useId();
  const [status, setStatus] = useState<ReportStatusFilter>('open');
  const query = useEventReports(eventId, status);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <section className="card manage-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        Reports {status === 'open' && total > 0 && <span className="badge badge-reports">{total}</span>}
      </h2>
      <p className="hint">
        Reports never say who made them. Someone reported by {REPORT_HIDE_THRESHOLD} different people is
        hidden from guest lists until you review the reports.
      </p>
      <fieldset className="segmented reports-filter">
        <legend className="visually-hidden">Show</legend>
        {FILTERS.map((f) => (
          <button
            key={f.id}
            type="button"
            className="chip"
            aria-pressed={status === f.id}
            onClick={() => setStatus(f.id)}
          >
            {f.label}
          </button>
        ))}
      </fieldset>
      {query.isPending && <Spinner size={32} label="Loading reports" />}
      {query.isError && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && items.length === 0 && <p className="muted">{EMPTY[status]}</p>}
      {items.length > 0 && (
        <ul className="report-list">
          {items.map((report) => (
            <li key={report.id}>
              <ReportRow eventId={eventId} report={report} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button variant="ghost" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          Show more
        </Button>
      )}
    </section>
  );
}
