import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';

/** The signed-in visitor's photo, linking to /discover. */
export function AboutProfileLinkView({ photo }: { photo: string | null }) {
  return (
    <Link to="/discover" className="about-profile-link">
      <Avatar src={photo} alt="Your profile photo" size={40} />
    </Link>
  );
}
