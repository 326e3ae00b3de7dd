import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PhotoPicker } from '../../../entities/user/components/photo-picker.tsx';
import { getToken } from '../../../lib/storage.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { signedInHome } from '../lib/sign-in.ts';

/**
 * /auth/profile-pic-upload: the last sign-up step; a photo can also be added later. Either way
 * the person goes on to the page that sent them to sign in, or to Discover.
 */
export default function ProfilePicUploadPage() {
  const navigate = useNavigate();
  if (!getToken()) return <Navigate to="/auth" replace />;
  const done = () => navigate(signedInHome(), { replace: true });
  return (
    <AuthLayout
      title="Add a profile photo"
      description="Guests you meet at events see it next to your name. A clear photo of your face works best."
    >
      <PhotoPicker onUploaded={done} />
      <Button variant="ghost" block onClick={done}>
        Skip for now
      </Button>
    </AuthLayout>
  );
}
