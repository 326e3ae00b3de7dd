import { Navigate, useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { getToken } from '../../../lib/storage.ts';
import { PhotoPicker } from '../../profile/components/photo-picker.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';

/** /auth/profile-pic-upload: the last sign-up step; a photo can also be added later. */
export default function ProfilePicUploadPage() {
  const navigate = useNavigate();
  if (!getToken()) return <Navigate to="/auth" replace />;
  return (
    <AuthLayout
      title="Add a profile photo"
      description="Guests you meet at events see it next to your name. A clear photo of your face works best."
    >
      <PhotoPicker onUploaded={() => navigate('/discover', { replace: true })} />
      <ButtonLink to="/discover" variant="ghost" block replace>
        Skip for now
      </ButtonLink>
    </AuthLayout>
  );
}
