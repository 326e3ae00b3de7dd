import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormProblems } from '../../../components/ui/form-problems.tsx';
import { ImageFileInput } from '../../../components/ui/image-file-input.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useCreateOrganization } from '../api/create-organization.ts';
import { useUploadOrganizationPicture } from '../api/upload-organization-picture.ts';
import '../organization.css';
import { HOST_PROFILE_FIELDS, HostProfileFields, useHostProfileForm } from './host-profile-fields.tsx';

/**
 * Becoming a host: the organization guests see on event pages (name, bio, picture). The picture
 * goes up once the organization exists, since it is stored on it.
 */
export function CreateHostProfile({ onCreated }: { onCreated?: () => void }) {
  const form = useHostProfileForm({ name: '', bio: '' });
  const create = useCreateOrganization();
  const upload = useUploadOrganizationPicture();
  const [picture, setPicture] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [pictureFailed, setPictureFailed] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setProblems([]);
    setPictureFailed(null);
    try {
      await create.mutateAsync(values);
    } catch (err) {
      setProblems(applyServerErrors(err, form.setError, HOST_PROFILE_FIELDS));
      return;
    }
    if (picture) {
      try {
        setProgress(0);
        await upload.mutateAsync({ file: picture, onProgress: setProgress });
      } catch (err) {
        // The host profile exists; the picture can be added again from the Host Center.
        setPictureFailed(err instanceof Error ? err.message : 'The picture could not be uploaded.');
      } finally {
        setProgress(null);
      }
    }
    onCreated?.();
  });

  const busy = create.isPending || upload.isPending;
  return (
    <section className="card host-profile-card" aria-labelledby="host-profile-title">
      <h2 id="host-profile-title">Create your host profile</h2>
      <p className="muted">
        Guests see your host profile on every event you run and can subscribe to hear about your next ones.
      </p>
      <form className="stack" onSubmit={submit} noValidate>
        <HostProfileFields form={form} />
        <div className="field">
          <span className="label">Picture (optional)</span>
          <ImageFileInput
            label="Choose a picture"
            onChoose={setPicture}
            disabled={busy}
            progress={progress}
            previewClassName="host-profile-preview"
            previewAlt="The picture you chose"
          />
        </div>
        <FormProblems problems={problems} />
        {pictureFailed && <Alert variant="error">{pictureFailed}</Alert>}
        <div>
          <Button type="submit" loading={busy}>
            Create host profile
          </Button>
        </div>
      </form>
    </section>
  );
}
