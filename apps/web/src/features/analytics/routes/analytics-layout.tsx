import { NavLink, Outlet, useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { ChipNav } from '../../../components/ui/chip-nav.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useMyOrganizations } from '../../../entities/organization/api/my-organizations.ts';
import { doorOnlyTeam, ownerOnly } from '../../../entities/organization/lib/role-copy.ts';
import { FilterBar } from '../components/filter-bar.tsx';
import '../analytics.css';

const SECTIONS = [
  { to: '/host-center/analytics', label: 'Overview', end: true },
  { to: '/host-center/analytics/revenue', label: 'Revenue' },
  { to: '/host-center/analytics/guests', label: 'Guests' },
  { to: '/host-center/analytics/matches', label: 'Matches' },
  { to: '/host-center/analytics/connection-request', label: 'Connection requests' },
] as const;

/** /host-center/analytics and its four reports, sharing one range and event picker. */
export default function AnalyticsLayout() {
  const { search } = useLocation();
  const door = doorOnlyTeam(useMyOrganizations().data ?? []);
  return (
    <div className="container page analytics">
      <PageHeader
        title="Analytics"
        description="How your events sell and how your guests connect. Only counts and sums: never a person."
        back={{ to: '/host-center', label: 'Host Center' }}
      />
      {door ? (
        <EmptyState
          title="Analytics are for the owner and co-hosts"
          action={<ButtonLink to="/host-center/door">Go to your door list</ButtonLink>}
        >
          {ownerOnly(door, 'and its co-hosts see the analytics')} As door staff you check guests in.
        </EmptyState>
      ) : (
        <>
          <FilterBar />
          <ChipNav label="Analytics reports">
            {SECTIONS.map((s) => (
              <NavLink key={s.to} to={{ pathname: s.to, search }} end={'end' in s}>
                {s.label}
              </NavLink>
            ))}
          </ChipNav>
          <Outlet />
        </>
      )}
    </div>
  );
}
