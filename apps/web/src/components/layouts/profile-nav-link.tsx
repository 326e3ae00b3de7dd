import { useQuery } from '@tanstack/react-query';
import { fetchOwnProfile, ownProfileKey } from '../../lib/own-profile.ts';
import { getUserId } from '../../lib/storage.ts';
import { ProfileNavLinkView } from './profile-nav-link-view.tsx';

/** Loads the signed-in person's photo through the shared profile query. */
export default function ProfileNavLink() {
  const userId = getUserId();
  const { data } = useQuery({
    queryKey: ownProfileKey(userId ?? ''),
    queryFn: ({ signal }) => fetchOwnProfile(userId ?? '', signal),
    enabled: userId !== null,
  });
  return <ProfileNavLinkView photo={data?.profilePhoto} />;
}
