import { useAboutProfile } from '../api/use-about-profile.ts';
import { AboutProfileLinkView } from './about-profile-link-view.tsx';

/** Fetches the profile for the stored user id, then shows its photo. */
export default function AboutProfileLink({ userId }: { userId: string }) {
  const { profilePhoto } = useAboutProfile(userId);
  return <AboutProfileLinkView photo={profilePhoto} />;
}
