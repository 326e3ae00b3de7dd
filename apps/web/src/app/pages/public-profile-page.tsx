import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { QueryError } from '../../components/ui/query-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useEvent } from '../../entities/event/api/use-event.ts';
import { usePublicProfile } from '../../features/guest-list/api/get-public-profile.ts';
import { ConnectButton } from '../../features/guest-list/components/connect-button.tsx';
import { nameAndAge, PersonFacts } from '../../features/guest-list/components/person-facts.tsx';
import { SafetyActions } from '../../features/safety/components/safety-actions.tsx';
import { ApiError } from '../../lib/api-client.ts';
import '../../features/guest-list/guest-list.css';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /users/:id?eventId=…: a guest's public profile, as far as they show it (never a phone number
 * or e-mail: the API does not send them), with Connect, Report and Block.
 */
export default function PublicProfilePage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const rawEventId = params.get('eventId');
  const eventId = rawEventId && UUID_RE.test(rawEventId) ? rawEventId : null;
  const [blocked, setBlocked] = useState<'blocked' | 'reported' | null>(null);
  const query = usePublicProfile(id, eventId);
  const event = useEvent(eventId);
  const back = eventId ? `/event-details?id=${eventId}` : '/matches';

  if (blocked) {
    return (
      <div className="container page narrow">
        <Alert variant="success" title={blocked === 'reported' ? 'Thanks for reporting' : 'Blocked'}>
          <p>
            {blocked === 'reported' ? 'We have your report, and you have blocked this person. ' : ''}
            You won't see each other anywhere on Mingle from now on.
          </p>
        </Alert>
        <p>
          <Link to={back}>{eventId ? 'Back to the event' : 'Back to your matches'}</Link>
        </p>
      </div>
    );
  }
  if (!UUID_RE.test(id)) return <ProfileUnavailable back={back} />;
  if (query.isPending) return <Spinner label="Loading the profile" />;
  if (query.isError) {
    if (query.error instanceof ApiError && [403, 404].includes(query.error.status)) {
      return <ProfileUnavailable back={back} />;
    }
    return (
      <div className="container page narrow">
        <QueryError
          title="Could not load this profile"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }

  const profile = query.data;
  const firstName = profile.firstName ?? 'Guest';
  return (
    <div className="container page narrow">
      <Link to={back} className="page-header-back">
        <span aria-hidden="true">←</span> {eventId ? 'Back to the event' : 'Your matches'}
      </Link>
      <section className="card public-profile" aria-labelledby="public-profile-name">
        <Avatar
          src={profile.profilePhoto}
          alt={`Photo of ${firstName}`}
          size={160}
          className="public-profile-photo"
        />
        <h1 id="public-profile-name">{nameAndAge(profile)}</h1>
        <PersonFacts guest={profile} />
        {profile.bio && <p className="public-profile-bio">{profile.bio}</p>}
        <div className="public-profile-actions">
          <ConnectButton
            userId={profile.id}
            firstName={firstName}
            status={profile.connectionStatus}
            eventId={eventId}
            timing={event.data && { window: event.data.connectWindow, timeZone: event.data.timeZone }}
            size="md"
          />
          {profile.connectionStatus === 'Matched' && (
            <ButtonLink to="/matches" variant="secondary">
              Message
            </ButtonLink>
          )}
        </div>
        <SafetyActions userId={profile.id} firstName={firstName} eventId={eventId} onBlocked={setBlocked} />
      </section>
    </div>
  );
}

function ProfileUnavailable({ back }: { back: string }) {
  return (
    <div className="container page narrow">
      <EmptyState
        title="This profile isn't available"
        action={
          <ButtonLink to={back} variant="secondary">
            Go back
          </ButtonLink>
        }
      >
        People show their profile to guests of the events they attend, and to the people they connect with.
      </EmptyState>
    </div>
  );
}
