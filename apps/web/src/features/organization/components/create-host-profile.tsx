import { zodResolver } from '@hookform/resolvers/zod';
import { BIO_MAX_LENGTH } from '@mingle/shared/constants';
import { ORGANIZATION_NAME_MAX, ZCreateOrganizationRequest } from '@mingle/shared/schemas/organizations';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { ImageFileInput } from '../../events/components/image-file-input.tsx';
import { applyServerErrors } from '../../events/lib/form-errors.ts';
import { useCreateOrganization } from '../api/create-organization.ts';
import { useUploadOrganizationPicture } from '../api/upload-organization-picture.ts';
import '../organization.css';

type Values = z.input<typeof ZCreateOrganizationRequest>;
type Output = z.output<typeof ZCreateOrganizationRequest>;
const FIELDS = ['name', 'bio'] as const;

/**
 * Becoming a host: the organization guests see on event pages (name, bio, picture). The picture
 * goes up once the organization exists, since it is stored on it.
 */
export function CreateHostProfile({ onCreated }: { onCreated?: () => void }) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(ZCreateOrganizationRequest),
    defaultValues: { name: '', bio: '' },
  });
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
      setProblems(applyServerErrors(err, form.setError, FIELDS));
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
  const errors = form.formState.errors;
  return (
    <section className="card host-profile-card" aria-labelledby="host-profile-title">
      <h2 id="host-profile-title">Create your host profile</h2>
      <p className="muted">
        Guests see your host profile on every event you run and can subscribe to hear about your next ones.
      </p>
      <form className="stack" onSubmit={submit} noValidate>
        <TextField
          label="Host name"
          hint="Your name, your collective or your venue."
          maxLength={ORGANIZATION_NAME_MAX}
          autoComplete="organization"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextareaField
          label="About you (optional)"
          hint={`Up to ${BIO_MAX_LENGTH} characters.`}
          maxLength={BIO_MAX_LENGTH}
          rows={3}
          error={errors.bio?.message}
          {...form.register('bio')}
        />
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
        {problems.length > 0 && (
          <Alert variant="error">
            {problems.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </Alert>
        )}
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
