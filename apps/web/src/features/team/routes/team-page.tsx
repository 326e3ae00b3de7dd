import { TEAM_ROLE_LABELS } from '@mingle/shared/schemas/teams';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useActiveOrganization } from '../../../entities/organization/api/my-organizations.ts';
import { ActiveOrganization } from '../../../entities/organization/components/active-organization.tsx';
import { AddMember } from '../components/add-member.tsx';
import { PendingInvitations } from '../components/pending-invitations.tsx';
import { TeamMembers } from '../components/team-members.tsx';
import '../team.css';

/** /host-center/team: who runs the organization with the owner, and adding people by phone or e-mail. */
export default function TeamPage() {
  const state = useActiveOrganization();
  return (
    <div className="container page">
      <PageHeader title="Team" description="Co-hosts run your events with you; door staff check guests in." />
      <ActiveOrganization
        state={state}
        none={
          <EmptyState
            title="No team yet"
            headingLevel={2}
            action={<ButtonLink to="/host-center">Go to Host Center</ButtonLink>}
          >
            Create your host profile first, then add co-hosts and door staff here.
          </EmptyState>
        }
      >
        {(active) => (
          <>
            <p className="muted">
              {active.name} · you are {TEAM_ROLE_LABELS[active.role].toLowerCase()} ·{' '}
              <Link to="/host-center/activity">Activity log</Link>
            </p>
            <div className="team-layout">
              <section className="card team-card" aria-labelledby="team-members-title">
                <h2 id="team-members-title" className="section-title">
                  Members
                </h2>
                <TeamMembers
                  organizationId={active.id}
                  organizationName={active.name}
                  viewerRole={active.role}
                />
              </section>
              {active.role === 'owner' && (
                <section className="card team-card" aria-labelledby="team-add-title">
                  <h2 id="team-add-title" className="section-title">
                    Invite someone
                  </h2>
                  <AddMember organizationId={active.id} />
                  <PendingInvitations organizationId={active.id} />
                </section>
              )}
            </div>
          </>
        )}
      </ActiveOrganization>
    </div>
  );
}
