import type { ConnectionRequestItem } from '@mingle/shared/schemas/social';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { IntentIcon } from '../../../components/ui/intent-icon.tsx';
import { LoadMore } from '../../../components/ui/query-state.tsx';
import { timeAgo } from '../../../lib/relative-time.ts';
import { useAnswerRequest } from '../api/answer-request.ts';
import { useConnectionRequests } from '../api/get-connection-requests.ts';
import { MetAt } from './met-at.tsx';
import '../connections.css';

/**
 * Connection requests waiting for an answer: Accept connects back (both are Matched), Decline
 * drops it quietly. Shows nothing when there are none.
 */
export function RequestsList() {
  const query = useConnectionRequests();
  if (query.isPending || query.isError) return null;
  const requests = query.data.pages.flatMap((p) => p.items);
  if (requests.length === 0) return null;
  return (
    <section className="requests" aria-labelledby="requests-title">
      <h2 id="requests-title">Connection requests</h2>
      <ul className="people-list">
        {requests.map((request) => (
          <RequestRow key={`${request.user.id}:${request.eventId}`} request={request} />
        ))}
      </ul>
      <LoadMore query={query} />
    </section>
  );
}

function RequestRow({ request }: { request: ConnectionRequestItem }) {
  const answer = useAnswerRequest();
  const name = request.user.firstName ?? 'Guest';
  const reply = (choice: 'accept' | 'decline') =>
    answer.mutate({ userId: request.user.id, eventId: request.eventId, answer: choice });
  return (
    <li className="person-row">
      <Link to={`/users/${request.user.id}?eventId=${request.eventId}`} className="person-row-main">
        <Avatar src={request.user.profilePhoto} alt="" size={56} />
        <span className="person-row-text">
          <strong>{name}</strong>
          {request.intent && (
            <span className="person-row-intent">
              <IntentIcon intent={request.intent} size={16} />
              {request.intent}
            </span>
          )}
          <span className="hint">Sent {timeAgo(request.sentAt)}</span>
        </span>
      </Link>
      <MetAt eventId={request.eventId} event={request.event} />
      <div className="person-row-actions">
        <Button
          size="sm"
          loading={answer.isPending && answer.variables?.answer === 'accept'}
          disabled={answer.isPending}
          onClick={() => reply('accept')}
          aria-label={`Accept ${name}'s request`}
        >
          Accept
        </Button>
        <Button
          variant="secondary"
          size="sm"
          loading={answer.isPending && answer.variables?.answer === 'decline'}
          disabled={answer.isPending}
          onClick={() => reply('decline')}
          aria-label={`Decline ${name}'s request`}
        >
          Decline
        </Button>
      </div>
      {answer.isError && <Alert variant="error">{answer.error.message}</Alert>}
    </li>
  );
}
