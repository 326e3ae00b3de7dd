import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { MessageIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryError } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useEvent } from '../../../entities/event/api/use-event.ts';
import { formatDateTime } from '../../../entities/event/lib/event-time.ts';
import {
  useActiveOrganization,
  useMyOrganizations,
} from '../../../entities/organization/api/my-organizations.ts';
import { useAudience, useBlast, useCancelBlast, useSendBlast } from '../api/text-blasts.ts';
import { BlastProgress } from '../components/blast-progress.tsx';
import { BlastStatusBadge } from '../components/blast-status-badge.tsx';
import { Composer } from '../components/composer.tsx';
import { RecipientList } from '../components/recipient-list.tsx';
import { people, segmentLabel } from '../lib/segments.ts';
import { useLiveBlast } from '../lib/use-live-blast.ts';
import '../text-blast.css';

/**
 * /textBlast-details: with ?segments (and ?eventId) the composer for a new blast; with ?id the
 * blast itself — its message, live progress by state and the recipient list.
 */
export default function TextBlastDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <BlastView id={id} /> : <NewBlast />;
}

function NewBlast() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const eventId = params.get('eventId');
  const segments = (params.get('segments') ?? '').split(',').filter(Boolean);
  const audience = useAudience(eventId, segments);
  const event = useEvent(eventId).data;
  const sender = useActiveOrganization().active?.name;
  const send = useSendBlast();

  if (segments.length === 0) {
    return (
      <div className="container page">
        <PageHeader title="New text blast" back={{ to: '/text-blast', label: 'Text blasts' }} />
        <EmptyState
          title="No recipients chosen"
          icon={<MessageIcon />}
          action={<ButtonLink to="/recipient-selection">Choose recipients</ButtonLink>}
        >
          Choose who gets the blast first.
        </EmptyState>
      </div>
    );
  }
  const back = `/recipient-selection?${new URLSearchParams({ segments: segments.join(','), ...(eventId ? { eventId } : {}) })}`;
  return (
    <div className="container page blast-details">
      <PageHeader
        title="New text blast"
        description={`${event?.title ?? (eventId ? 'Your event' : 'Subscribers')}: ${segments
          .map((s) => segmentLabel(s, event?.ticketTypes))
          .join(', ')}`}
        back={{ to: back, label: 'Recipients' }}
      />
      {audience.isError ? (
        <QueryError error={audience.error} onRetry={() => void audience.refetch()} />
      ) : audience.isPending ? (
        <Spinner label="Counting recipients" size={32} />
      ) : (
        <Composer
          sender={sender}
          reachable={audience.data.reachable}
          busy={send.isPending}
          error={send.error}
          onSend={(body, scheduledAt, key) =>
            send.mutate(
              { draft: { eventId, segments, body }, draftId: null, scheduledAt, key },
              { onSuccess: (blast) => void navigate(`/textBlast-details?id=${blast.id}`, { replace: true }) },
            )
          }
        />
      )}
    </div>
  );
}

function BlastView({ id }: { id: string }) {
  const blast = useBlast(id);
  const cancel = useCancelBlast();
  const send = useSendBlast();
  const organizations = useMyOrganizations().data;
  useLiveBlast(id);

  if (blast.isPending) return <Spinner fullScreen label="Loading the blast" />;
  if (blast.isError) {
    return (
      <div className="container page">
        <PageHeader title="Text blast" back={{ to: '/text-blast', label: 'Text blasts' }} />
        <QueryError error={blast.error} onRetry={() => void blast.refetch()} />
      </div>
    );
  }
  const b = blast.data;
  const scheduled = b.status === 'queued' && b.scheduledAt !== null && Date.parse(b.scheduledAt) > Date.now();
  const live = b.status === 'queued' || b.status === 'sending';
  return (
    <div className="container page blast-details">
      <PageHeader
        title="Text blast"
        description={`${b.eventTitle ?? 'Subscribers'} · ${b.segments.map((s) => segmentLabel(s)).join(', ')}`}
        back={{ to: '/text-blast', label: 'Text blasts' }}
      />
      <div className="row blast-status-line">
        <BlastStatusBadge blast={b} />
        <span className="muted small">
          {people(b.recipientCount)} · {b.smsSegments} SMS {b.smsSegments === 1 ? 'segment' : 'segments'} ·{' '}
          {b.encoding}
        </span>
      </div>
      {b.status === 'draft' ? (
        <Composer
          sender={organizations?.find((o) => o.id === b.organizationId)?.name}
          reachable={b.recipientCount}
          initialBody={b.body}
          busy={send.isPending}
          error={send.error}
          onSend={(body, scheduledAt, key) =>
            send.mutate({
              draft: { segments: b.segments, body },
              draftId: body === b.body ? b.id : null,
              scheduledAt,
              key,
            })
          }
        />
      ) : (
        <>
          <div className="blast-preview card">
            <span className="muted small">Message</span>
            <p className="blast-bubble">{b.body}</p>
          </div>
          {scheduled && (
            <Alert variant="info">
              Scheduled for {formatDateTime(b.scheduledAt!)}.{' '}
              <Button
                variant="secondary"
                size="sm"
                loading={cancel.isPending}
                onClick={() => cancel.mutate(b.id)}
              >
                Cancel the blast
              </Button>
            </Alert>
          )}
          {cancel.error && <Alert variant="error">{cancel.error.message}</Alert>}
          <BlastProgress blast={b} />
          <RecipientList
            blastId={b.id}
            live={live}
            handled={
              b.counts.total - b.counts.queued - b.counts.sending + b.counts.delivered + b.counts.failed
            }
          />
        </>
      )}
    </div>
  );
}
