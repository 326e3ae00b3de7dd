import { ProfileNavLinkView } from '../../components/layouts/profile-nav-link-view.tsx';
import { useOwnProfile } from '../../entities/user/api/own-profile.ts';

/** Loads the signed-in person's photo through the shared profile query. */
export default function ProfileNavLink() {
  const { data } = useOwnProfile();
  return <ProfileNavLinkView photo={data?.profilePhoto} />;
}
