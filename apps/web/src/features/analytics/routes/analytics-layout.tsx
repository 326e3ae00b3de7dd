import { NavLink, Outlet, useLocation } from 'react-router';
import { ChipNav } from '../../../components/ui/chip-nav.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
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
  return (
    <div className="container page analytics">
      <PageHeader
        title="Analytics"
        description="How your events sell and how your guests connect. Only counts and sums: never a person."
        back={{ to: '/host-center', label: 'Host Center' }}
      />
      <FilterBar />
      <ChipNav label="Analytics reports">
        {SECTIONS.map((s) => (
          <NavLink key={s.to} to={{ pathname: s.to, search }} end={'end' in s}>
            {s.label}
          </NavLink>
        ))}
      </ChipNav>
      <Outlet />
    </div>
  );
}
