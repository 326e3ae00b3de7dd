import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryError } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useEvent } from '../../../entities/event/api/use-event.ts';
import { useAudience } from '../api/text-blasts.ts';
import { availableSegments, people, segmentLabel } from '../lib/segments.ts';
import '../text-blast.css';

/**
 * /recipient-selection?eventId=…: which groups of the event (or the subscribers, without an
 * event) get the blast, with live counts of who can be texted and who is left out and why.
 */
export default function RecipientSelectionPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const eventId = params.get('eventId');
  const event = useEvent(eventId).data;
  const all = availableSegments(eventId, event?.ticketTypes ?? []);
  const chosen = (params.get('segments') ?? (eventId ? 'going' : 'subscribers'))
    .split(',')
    .filter((s) => all.includes(s));
  const counts = useAudience(eventId, all);
  const selected = useAudience(eventId, chosen);

  const toggle = (segment: string) => {
    const next = chosen.includes(segment) ? chosen.filter((s) => s !== segment) : [...chosen, segment];
    const query: Record<string, string> = { segments: next.join(',') };
    if (eventId) query.eventId = eventId;
    setParams(query, { replace: true });
  };

  const reachable = selected.data?.reachable ?? 0;
  const excluded = selected.data?.excluded;
  const next = new URLSearchParams({ segments: chosen.join(','), ...(eventId ? { eventId } : {}) });

  return (
    <div className="container page recipient-selection">
      <PageHeader
        title="Choose recipients"
        description={
          eventId ? (event?.title ?? 'Your event') : 'Everyone who subscribed to your host profile'
        }
        back={{ to: '/text-blast', label: 'Text blasts' }}
      />
      {counts.isError ? (
        <QueryError error={counts.error} onRetry={() => void counts.refetch()} />
      ) : (
        <fieldset className="card segment-list">
          <legend>Who gets it</legend>
          {all.map((segment) => (
            <label key={segment} className="segment-option">
              <input type="checkbox" checked={chosen.includes(segment)} onChange={() => toggle(segment)} />
              <span className="segment-label">{segmentLabel(segment, event?.ticketTypes)}</span>
              <span className="segment-count muted" data-testid={`count-${segment}`}>
                {counts.data ? (counts.data.bySegment[segment] ?? 0) : '…'}
              </span>
            </label>
          ))}
        </fieldset>
      )}

      <section className="card audience-summary" aria-live="polite" aria-label="Audience">
        {chosen.length === 0 ? (
          <p>Choose at least one group.</p>
        ) : selected.isPending ? (
          <Spinner label="Counting" size={24} />
        ) : selected.isError ? (
          <Alert variant="error">{selected.error.message}</Alert>
        ) : (
          <>
            <p className="audience-total">
              <strong data-testid="audience-reachable">{people(reachable)}</strong> can be texted. Everyone is
              texted once, even if they are in several groups.
            </p>
            {excluded && excluded.noPhone + excluded.optedOut > 0 && (
              <ul className="audience-excluded small">
                {excluded.noPhone > 0 && (
                  <li data-testid="excluded-no-phone">
                    {people(excluded.noPhone)} left out: no phone number on their account.
                  </li>
                )}
                {excluded.optedOut > 0 && (
                  <li data-testid="excluded-opted-out">
                    {people(excluded.optedOut)} left out: they replied STOP to a blast.
                  </li>
                )}
              </ul>
            )}
          </>
        )}
      </section>

      <div className="row recipient-actions">
        <ButtonLink variant="secondary" to="/text-blast">
          Cancel
        </ButtonLink>
        <Button
          disabled={chosen.length === 0 || reachable === 0}
          onClick={() => void navigate(`/textBlast-details?${next.toString()}`)}
        >
          Write the message
        </Button>
      </div>
    </div>
  );
}
