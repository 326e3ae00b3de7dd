import { NavLink } from 'react-router';
import { Avatar } from '../ui/avatar.tsx';

/** "Profile" in the navigation, with the person's photo (the default one when absent). */
export function ProfileNavLinkView({ photo }: { photo?: string | null }) {
  return (
    <NavLink to="/profile" className="nav-link">
      <Avatar src={photo} alt="" size={26} />
      <span className="nav-label">Profile</span>
    </NavLink>
  );
}
