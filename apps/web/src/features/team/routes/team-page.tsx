import { TEAM_ROLE_LABELS } from '@mingle/shared/schemas/teams';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryError } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useActiveOrganization } from '../../../entities/organization/api/my-organizations.ts';
import { OrganizationSwitcher } from '../../../entities/organization/components/organization-switcher.tsx';
import { AddMember } from '../components/add-member.tsx';
import { PendingInvitations } from '../components/pending-invitations.tsx';
import { TeamMembers } from '../components/team-members.tsx';
import '../team.css';

/** /host-center/team: who runs the organization with the owner, and adding people by phone or e-mail. */
export default function TeamPage() {
  const { query, organizations, active, choose } = useActiveOrganization();
  let body: ReactNode;
  if (query.isPending) body = <Spinner label="Loading your organizations" />;
  else if (query.isError) {
    body = (
      <QueryError
        title="Could not load your organizations"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!active) {
    body = (
      <EmptyState
        title="No team yet"
        headingLevel={2}
        action={<ButtonLink to="/host-center">Go to Host Center</ButtonLink>}
      >
        Create your host profile first, then add co-hosts and door staff here.
      </EmptyState>
    );
  } else {
    body = (
      <>
        <OrganizationSwitcher organizations={organizations} activeId={active.id} onChoose={choose} />
        <p className="muted">
          {active.name} · you are {TEAM_ROLE_LABELS[active.role].toLowerCase()} ·{' '}
          <Link to="/host-center/activity">Activity log</Link>
        </p>
        <div className="team-layout">
          <section className="card team-card" aria-labelledby="team-members-title">
            <h2 id="team-members-title" className="section-title">
              Members
            </h2>
            <TeamMembers organizationId={active.id} organizationName={active.name} viewerRole={active.role} />
          </section>
          {active.role === 'owner' && (
            <section className="card team-card" aria-labelledby="team-add-title">
              <h2 id="team-add-title" className="section-title">
                Add someone
              </h2>
              <AddMember organizationId={active.id} />
              <PendingInvitations organizationId={active.id} />
            </section>
          )}
        </div>
      </>
    );
  }
  return (
    <div className="container page">
      <PageHeader title="Team" description="Co-hosts run your events with you; door staff check guests in." />
      {body}
    </div>
  );
}
