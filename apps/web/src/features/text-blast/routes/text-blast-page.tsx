import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { MessageIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadMore, QueryError } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../entities/event/lib/event-time.ts';
import { useMyOrganizations } from '../../../entities/organization/api/my-organizations.ts';
import { doorOnlyTeam, ownerOnly } from '../../../entities/organization/lib/role-copy.ts';
import { useBlastEvents, useBlasts } from '../api/text-blasts.ts';
import { BlastStatusBadge } from '../components/blast-status-badge.tsx';
import { people } from '../lib/segments.ts';
import '../text-blast.css';

/** /text-blast: the host's events (20 a page) with how many guests can be texted, and recent blasts. */
export default function TextBlastPage() {
  const events = useBlastEvents();
  const blasts = useBlasts();
  const door = doorOnlyTeam(useMyOrganizations().data ?? []);
  const forbidden = events.error && 'status' in events.error && events.error.status === 403;

  return (
    <div className="container page text-blast-page">
      <PageHeader
        title="Text blasts"
        description="Send one text message to the guests of your events or to your subscribers. People who reply STOP are never texted again."
        back={{ to: '/host-center', label: 'Host Center' }}
        actions={
          <ButtonLink to="/recipient-selection" variant="secondary">
            Text subscribers
          </ButtonLink>
        }
      />
      {forbidden && door ? (
        <EmptyState
          title="Text blasts are for the owner and co-hosts"
          icon={<MessageIcon />}
          action={<ButtonLink to="/host-center/door">Go to your door list</ButtonLink>}
        >
          {ownerOnly(door, 'and its co-hosts send text blasts')} As door staff you check guests in.
        </EmptyState>
      ) : forbidden ? (
        <EmptyState title="Become a host first" icon={<MessageIcon />}>
          Text blasts are for hosts. Create your host profile in the Host Center to text your guests.
        </EmptyState>
      ) : (
        <>
          <section aria-labelledby="blast-events-title" className="stack">
            <h2 id="blast-events-title">Your events</h2>
            {events.isPending ? (
              <Spinner label="Loading your events" size={32} />
            ) : events.isError ? (
              <QueryError error={events.error} onRetry={() => void events.refetch()} />
            ) : events.data.pages[0]?.items.length === 0 ? (
              <EmptyState title="No published events yet" icon={<MessageIcon />}>
                Publish an event; its guests can then be texted from here.
              </EmptyState>
            ) : (
              <ul className="blast-event-list">
                {events.data.pages.flatMap((p) =>
                  p.items.map((e) => (
                    <li key={e.id} className="card blast-event">
                      <div className="blast-event-text">
                        <strong>{e.title ?? 'Untitled event'}</strong>
                        <span className="muted small">
                          {e.startsAt ? formatDateTime(e.startsAt, e.timeZone) : 'No date'}
                        </span>
                        <span className="small">{people(e.reachable)} can be texted</span>
                      </div>
                      <ButtonLink to={`/recipient-selection?eventId=${e.id}`} size="sm">
                        Text guests
                      </ButtonLink>
                    </li>
                  )),
                )}
              </ul>
            )}
            <LoadMore query={events} />
          </section>

          <section aria-labelledby="blast-recent-title" className="stack">
            <h2 id="blast-recent-title">Recent blasts</h2>
            {blasts.isPending ? (
              <Spinner label="Loading blasts" size={32} />
            ) : blasts.isError ? (
              <QueryError error={blasts.error} onRetry={() => void blasts.refetch()} />
            ) : blasts.data.pages[0]?.items.length === 0 ? (
              <p className="muted">No blasts yet. Blasts you send are listed here with how they went.</p>
            ) : (
              <ul className="blast-list">
                {blasts.data.pages.flatMap((p) =>
                  p.items.map((b) => (
                    <li key={b.id}>
                      <Link className="card blast-row" to={`/textBlast-details?id=${b.id}`}>
                        <span className="blast-row-body">{b.body}</span>
                        <span className="blast-row-meta small muted">
                          {b.eventTitle ?? 'Subscribers'} · {formatDateTime(b.queuedAt ?? b.createdAt)} ·{' '}
                          {people(b.recipientCount)}
                          {b.counts.total > 0 && ` · ${b.counts.delivered} delivered`}
                        </span>
                        <BlastStatusBadge blast={b} />
                      </Link>
                    </li>
                  )),
                )}
              </ul>
            )}
            <LoadMore query={blasts} />
          </section>
        </>
      )}
    </div>
  );
}
