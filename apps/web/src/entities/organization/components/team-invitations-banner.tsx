import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { useMyTeamInvitations } from '../api/my-team-invitations.ts';

/** A line where a person may look for it (Host Center): a team invited them and waits for an answer. */
export function TeamInvitationsBanner() {
  const { data } = useMyTeamInvitations();
  const first = data?.[0];
  if (!first) return null;
  const who =
    data.length === 1
      ? `${first.organization.name} invited you to its team.`
      : `${data.length} teams invited you.`;
  return (
    <Alert variant="info">
      {who} <Link to="/team-invitations">Accept or decline</Link>
    </Alert>
  );
}
