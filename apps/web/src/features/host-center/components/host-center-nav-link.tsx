import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { DoorIcon, MegaphoneIcon } from '../../../components/ui/icons.tsx';
import { myOrganizationsQueryOptions } from '../../../entities/organization/api/my-organizations.ts';
import { useOwnProfile } from '../../../entities/user/api/own-profile.ts';

/**
 * "Host Center" in the main navigation, shown in Host mode. In Guest mode, someone on a door
 * team gets "Door" in its place instead, the way to the events they check guests in for.
 */
export default function HostCenterNavLink() {
  const { data } = useOwnProfile();
  const guest = data !== undefined && data.userType !== 'Host';
  const teams = useQuery({ ...myOrganizationsQueryOptions(), enabled: guest });
  if (data?.userType === 'Host') {
    return (
      <NavLink to="/host-center" className="nav-link">
        <MegaphoneIcon />
        <span className="nav-label">Host Center</span>
      </NavLink>
    );
  }
  if (!guest || !teams.data?.some((o) => o.role === 'door')) return null;
  return (
    <NavLink to="/host-center/door" className="nav-link">
      <DoorIcon />
      <span className="nav-label">Door</span>
    </NavLink>
  );
}
