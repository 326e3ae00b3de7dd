import { TEAM_ROLE_LABELS } from '@mingle/shared/schemas/teams';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useMemberInvitations, useRevokeInvitation } from '../api/team-api.ts';

const invitedOn = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const formatInvitedOn = (iso: string) => invitedOn.format(new Date(iso));

/** Invitations waiting for an answer (owner only), each revocable until it is answered. */
export function PendingInvitations({ organizationId }: { organizationId: string }) {
  const list = useMemberInvitations(organizationId, true);
  const revoke = useRevokeInvitation(organizationId);
  const items = list.data ?? [];
  if (list.isError) return <Alert variant="error">{list.error.message}</Alert>;
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="team-pending-title" className="team-pending">
      <h3 id="team-pending-title" className="section-title">
        Invited, waiting for an answer <span className="badge">{items.length}</span>
      </h3>
      <ul className="team-rows">
        {items.map((inv) => (
          <li key={inv.id} className="team-row">
            <div className="team-row-main">
              <p>{inv.email ?? inv.phone}</p>
              <p className="hint">
                {TEAM_ROLE_LABELS[inv.role]} · invited {formatInvitedOn(inv.createdAt)}
              </p>
            </div>
            <Button
              size="sm"
              variant="ghost"
              loading={revoke.isPending && revoke.variables === inv.id}
              onClick={() => revoke.mutate(inv.id)}
              aria-label={`Revoke the invitation to ${inv.email ?? inv.phone}`}
            >
              Revoke
            </Button>
          </li>
        ))}
      </ul>
      {revoke.error && <Alert variant="error">{revoke.error.message}</Alert>}
    </section>
  );
}
