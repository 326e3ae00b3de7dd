import { NavLink, Outlet } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';

const SECTIONS = [
  { to: 'revenue', label: 'Revenue' },
  { to: 'guests', label: 'Guests' },
  { to: 'matches', label: 'Matches' },
  { to: 'connection-request', label: 'Connection requests' },
] as const;

/** /host-center/analytics and its four reports. */
export default function AnalyticsLayout() {
  return (
    <div className="container page">
      <PageHeader
        title="Analytics"
        description="How your events sell and how your guests connect."
        back={{ to: '/host-center', label: 'Host Center' }}
      />
      <nav aria-label="Analytics reports" className="chip-nav">
        {SECTIONS.map((s) => (
          <NavLink key={s.to} to={s.to}>
            {s.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
