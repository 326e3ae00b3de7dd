import { type Member, type MemberRole, TEAM_ROLE_LABELS, type TeamRole } from '@mingle/shared/schemas/teams';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { QueryError } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { getUserId } from '../../../lib/storage.ts';
import { useChangeRole, useMembers, useRemoveMember } from '../api/team-api.ts';

interface Props {
  organizationId: string;
  organizationName: string;
  /** The viewer's own role: only the owner changes roles and removes people. */
  viewerRole: TeamRole;
}

function MemberRow({
  member,
  organizationId,
  canManage,
}: {
  member: Member;
  organizationId: string;
  canManage: boolean;
}) {
  const change = useChangeRole(organizationId);
  const remove = useRemoveMember(organizationId);
  const [confirming, setConfirming] = useState(false);
  const error = change.error ?? remove.error;
  const editable = canManage && member.role !== 'owner';
  return (
    <li className="team-row">
      <Avatar src={member.profilePhoto} alt="" size={40} />
      <div className="team-row-main">
        <p>{member.name ?? 'Someone'}</p>
        {!editable && <p className="hint">{TEAM_ROLE_LABELS[member.role]}</p>}
        {error && <Alert variant="error">{error.message}</Alert>}
      </div>
      {editable && (
        <div className="team-member-actions">
          <label className="visually-hidden" htmlFor={`role-${member.userId}`}>
            Role of {member.name ?? 'this member'}
          </label>
          <select
            id={`role-${member.userId}`}
            className="input team-role-select"
            value={member.role}
            disabled={change.isPending}
            onChange={(e) => change.mutate({ userId: member.userId, role: e.target.value as MemberRole })}
          >
            <option value="cohost">{TEAM_ROLE_LABELS.cohost}</option>
            <option value="door">{TEAM_ROLE_LABELS.door}</option>
          </select>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            Remove
          </Button>
          <ConfirmDialog
            open={confirming}
            title={`Remove ${member.name ?? 'this member'}?`}
            confirmLabel="Remove"
            danger
            busy={remove.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() => remove.mutate(member.userId, { onSettled: () => setConfirming(false) })}
          >
            They lose access to this organization's events at once.
          </ConfirmDialog>
        </div>
      )}
    </li>
  );
}

/** The team: the owner, co-hosts and door staff; the owner manages it, a member may leave. */
export function TeamMembers({ organizationId, organizationName, viewerRole }: Props) {
  const seesTeam = viewerRole !== 'door';
  const members = useMembers(organizationId, seesTeam);
  const leave = useRemoveMember(organizationId);
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const me = getUserId();

  if (seesTeam && members.isPending) return <Spinner label="Loading the team" />;
  if (members.isError) {
    return (
      <QueryError
        title="Could not load the team"
        error={members.error}
        onRetry={() => void members.refetch()}
      />
    );
  }
  return (
    <>
      {members.data ? (
        <ul className="team-rows" aria-label="Team members">
          {members.data.map((m) => (
            <MemberRow
              key={m.userId}
              member={m}
              organizationId={organizationId}
              canManage={viewerRole === 'owner'}
            />
          ))}
        </ul>
      ) : (
        <p className="muted">You check guests in at {organizationName}'s events.</p>
      )}
      {viewerRole !== 'owner' && me && (
        <>
          <Button variant="secondary" onClick={() => setLeaving(true)}>
            Leave this team
          </Button>
          <ConfirmDialog
            open={leaving}
            title={`Leave ${organizationName}?`}
            confirmLabel="Leave"
            danger
            busy={leave.isPending}
            onCancel={() => setLeaving(false)}
            onConfirm={() =>
              leave.mutate(me, {
                onSuccess: () => void navigate('/host-center'),
                onSettled: () => setLeaving(false),
              })
            }
          >
            You won't be able to manage its events any more, unless the owner adds you again.
          </ConfirmDialog>
          {leave.error && <Alert variant="error">{leave.error.message}</Alert>}
        </>
      )}
    </>
  );
}
