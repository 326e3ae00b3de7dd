import type { Organization } from '@mingle/shared/schemas/organizations';
import { useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormProblems } from '../../../components/ui/form-problems.tsx';
import { ImageFileInput } from '../../../components/ui/image-file-input.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useDeleteOrganizationPicture } from '../api/delete-organization-picture.ts';
import { useUpdateOrganization } from '../api/update-organization.ts';
import { useUploadOrganizationPicture } from '../api/upload-organization-picture.ts';
import '../organization.css';
import { HOST_PROFILE_FIELDS, HostProfileFields, useHostProfileForm } from './host-profile-fields.tsx';

export interface EditHostProfileProps {
  organization: Organization;
  /** Called after a save that went through, or on Cancel. */
  onDone: () => void;
}

/**
 * Edits the host profile guests see on event pages: name and bio (PATCH organizations/:id) and
 * the picture (organizations/upload-profile-picture or delete-profile-picture). Everything is
 * applied on Save; Cancel leaves the profile as it was.
 */
export function EditHostProfile({ organization, onDone }: EditHostProfileProps) {
  const headingId = useId();
  const form = useHostProfileForm({ name: organization.name, bio: organization.bio ?? '' });
  const update = useUpdateOrganization();
  const upload = useUploadOrganizationPicture();
  const removePicture = useDeleteOrganizationPicture();
  const [picture, setPicture] = useState<File | null>(null);
  const [dropPicture, setDropPicture] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [pictureFailed, setPictureFailed] = useState<string | null>(null);

  const { setFocus } = form;
  useEffect(() => setFocus('name'), [setFocus]);

  const submit = form.handleSubmit(async (values) => {
    setProblems([]);
    setPictureFailed(null);
    const changes = { name: values.name, bio: values.bio ?? null };
    if (changes.name !== organization.name || changes.bio !== organization.bio) {
      try {
        await update.mutateAsync({ id: organization.id, changes });
      } catch (err) {
        setProblems(applyServerErrors(err, form.setError, HOST_PROFILE_FIELDS));
        return;
      }
    }
    try {
      if (picture) {
        setProgress(0);
        await upload.mutateAsync({ file: picture, onProgress: setProgress });
      } else if (dropPicture) {
        await removePicture.mutateAsync(organization.id);
      }
    } catch (err) {
      // The name and bio are saved; the picture can be tried again from here.
      setPictureFailed(err instanceof Error ? err.message : 'The picture could not be changed.');
      return;
    } finally {
      setProgress(null);
    }
    onDone();
  });

  const busy = update.isPending || upload.isPending || removePicture.isPending;
  const hasPicture = organization.profilePicture !== null;
  return (
    <section className="card host-profile-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Edit host profile</h2>
      <p className="muted">Guests see this on your event pages and in their Host Subscriptions.</p>
      <form className="stack" onSubmit={submit} noValidate>
        <HostProfileFields form={form} />
        <div className="field">
          <span className="label">Picture</span>
          <ImageFileInput
            label="Choose a picture"
            currentUrl={dropPicture ? null : organization.profilePicture}
            onChoose={(file) => {
              setPicture(file);
              if (file) setDropPicture(false);
            }}
            disabled={busy}
            progress={progress}
            previewClassName="host-profile-preview"
            previewAlt="Your host picture"
          />
          {hasPicture && !picture && (
            <div>
              {dropPicture ? (
                <p className="hint host-profile-drop">
                  The picture will be removed when you save.{' '}
                  <Button size="sm" variant="ghost" onClick={() => setDropPicture(false)} disabled={busy}>
                    Keep it
                  </Button>
                </p>
              ) : (
                <Button size="sm" variant="ghost" onClick={() => setDropPicture(true)} disabled={busy}>
                  Remove picture
                </Button>
              )}
            </div>
          )}
        </div>
        <FormProblems problems={problems} />
        {pictureFailed && <Alert variant="error">{pictureFailed}</Alert>}
        <div className="row">
          <Button type="submit" loading={busy}>
            Save
          </Button>
          <Button variant="secondary" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
