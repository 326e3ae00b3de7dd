import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../entities/event/lib/event-time.ts';
import { useDecideRsvp, useEventRsvps } from '../api/get-event-rsvps.ts';

/**
 * Everyone who answered, requests waiting for approval first (with Approve / Decline), then
 * newest first: names and answers, never contact details.
 */
export function RsvpsSection({ eventId }: { eventId: string }) {
  const query = useEventRsvps(eventId);
  const decide = useDecideRsvp(eventId);
  const deciding = decide.isPending ? decide.variables : undefined;
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <section className="card manage-section" aria-labelledby="rsvps-title">
      <h2 id="rsvps-title" className="section-title">
        RSVPs {total > 0 && <span className="badge">{total}</span>}
      </h2>
      {query.isPending && <Spinner size={32} label="Loading RSVPs" />}
      {query.isError && <Alert variant="error">{query.error.message}</Alert>}
      {decide.isError && <Alert variant="error">{decide.error.message}</Alert>}
      {query.isSuccess && items.length === 0 && (
        <p className="muted">No answers yet. Share the link or invite people to get going.</p>
      )}
      {items.length > 0 && (
        <ul className="plain-list">
          {items.map((r) => (
            <li key={r.user.id} className="person-row">
              <Avatar src={r.user.profilePhoto} alt="" size={36} />
              <div className="person-row-main">
                <p>{r.user.name ?? 'Guest'}</p>
                <p className="hint">{formatDateTime(r.updatedAt)}</p>
              </div>
              {r.approval === 'pending' ? (
                <div className="row">
                  <span className="badge">Requested {r.answer}</span>
                  <Button
                    size="sm"
                    disabled={decide.isPending}
                    loading={deciding?.userId === r.user.id && deciding.decision === 'approved'}
                    aria-label={`Approve ${r.user.name ?? 'guest'}`}
                    onClick={() => decide.mutate({ userId: r.user.id, decision: 'approved' })}
                  >
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={decide.isPending}
                    loading={deciding?.userId === r.user.id && deciding.decision === 'declined'}
                    aria-label={`Decline ${r.user.name ?? 'guest'}`}
                    onClick={() => decide.mutate({ userId: r.user.id, decision: 'declined' })}
                  >
                    Decline
                  </Button>
                </div>
              ) : (
                <span className={`badge answer-${r.answer.toLowerCase()}`}>
                  {r.approval === 'declined' ? 'Declined' : r.attendance}
                </span>
              )}
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
