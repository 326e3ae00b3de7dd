import { type MyTeamInvitation, TEAM_ROLE_LABELS } from '@mingle/shared/schemas/teams';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryError } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMyTeamInvitations } from '../../../entities/organization/api/my-team-invitations.ts';
import { APP_STORAGE_KEYS, storage } from '../../../lib/storage.ts';
import { useAnswerTeamInvitation } from '../api/team-api.ts';
import { landingFor } from '../lib/landing.ts';
import '../team.css';

const ROLE_WORK = {
  cohost: 'Co-hosts run the events with the owner: create and edit them, approve guests, send text blasts.',
  door: 'Door staff see the guest list at the door and check people in.',
} as const;

function InvitationCard({ invitation }: { invitation: MyTeamInvitation }) {
  const navigate = useNavigate();
  const answer = useAnswerTeamInvitation();
  const role = TEAM_ROLE_LABELS[invitation.role].toLowerCase();
  const busy = answer.isPending ? answer.variables?.answer : undefined;

  function accept() {
    answer.mutate(
      { id: invitation.id, answer: 'accept' },
      {
        onSuccess: (joined) => {
          if (!('role' in joined)) return;
          // The screens that act for one organization open on the one just joined.
          storage.set(APP_STORAGE_KEYS.hostOrganization, joined.id);
          navigate(landingFor(joined.role), { replace: true });
        },
      },
    );
  }

  return (
    <li className="card team-invitation" aria-labelledby={`invitation-${invitation.id}`}>
      <h2 id={`invitation-${invitation.id}`} className="section-title">
        {invitation.organization.name}
      </h2>
      <p>
        {invitation.invitedBy?.name ?? 'The owner'} invited you to join as <strong>{role}</strong>.
      </p>
      <p className="hint">{ROLE_WORK[invitation.role]}</p>
      <div className="team-invitation-actions">
        <Button loading={busy === 'accept'} disabled={answer.isPending} onClick={accept}>
          Accept and join
        </Button>
        <Button
          variant="secondary"
          loading={busy === 'decline'}
          disabled={answer.isPending}
          onClick={() => answer.mutate({ id: invitation.id, answer: 'decline' })}
        >
          Decline
        </Button>
      </div>
      {answer.error && <Alert variant="error">{answer.error.message}</Alert>}
    </li>
  );
}

/** /team-invitations: where the invitation message leads (after sign-in): accept or decline each. */
export default function TeamInvitationsPage() {
  const list = useMyTeamInvitations();
  return (
    <div className="container page team-invitations-page">
      <PageHeader title="Team invitations" description="Hosts who asked you to help run their events." />
      {list.isPending ? (
        <Spinner label="Loading your invitations" />
      ) : list.isError ? (
        <QueryError
          title="Could not load your invitations"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <EmptyState
          title="No invitations waiting"
          action={<ButtonLink to="/host-center">Go to Host Center</ButtonLink>}
        >
          An invitation you already answered, or one the host withdrew, no longer shows here. Sign in with the
          phone number or e-mail address the invitation was sent to.
        </EmptyState>
      ) : (
        <ul className="team-rows" aria-label="Invitations">
          {list.data.map((invitation) => (
            <InvitationCard key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      )}
    </div>
  );
}
