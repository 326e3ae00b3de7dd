import { NavLink } from 'react-router';
import { MegaphoneIcon } from '../../../components/ui/icons.tsx';
import { useOwnProfile } from '../../../entities/user/api/own-profile.ts';

/** "Host Center" in the main navigation, shown in Host mode. */
export default function HostCenterNavLink() {
  const { data } = useOwnProfile();
  if (data?.userType !== 'Host') return null;
  return (
    <NavLink to="/host-center" className="nav-link">
      <MegaphoneIcon />
      <span className="nav-label">Host Center</span>
    </NavLink>
  );
}
