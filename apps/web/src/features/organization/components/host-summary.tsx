import type { Organization } from '@mingle/shared/schemas/organizations';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { IMAGE_TYPES } from '../../events/components/image-file-input.tsx';
import { useUploadOrganizationPicture } from '../api/upload-organization-picture.ts';
import '../organization.css';

/** The host's organization at the top of the Host Center, with a way to change its picture. */
export function HostSummary({ organization }: { organization: Organization }) {
  const upload = useUploadOrganizationPicture();
  const [progress, setProgress] = useState<number | null>(null);
  const inputId = `org-picture-${organization.id}`;
  return (
    <div className="host-summary">
      <Avatar src={organization.profilePicture} alt="" size={56} />
      <div>
        <p className="host-summary-name">{organization.name}</p>
        <p className="hint">
          {organization.subscriberCount} {organization.subscriberCount === 1 ? 'subscriber' : 'subscribers'} ·{' '}
          {organization.upcomingEventCount} upcoming
        </p>
        <input
          id={inputId}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="visually-hidden"
          disabled={upload.isPending}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            setProgress(0);
            upload.mutate({ file, onProgress: setProgress }, { onSettled: () => setProgress(null) });
          }}
        />
        <label htmlFor={inputId} className="host-summary-change">
          {upload.isPending
            ? `Uploading… ${Math.round((progress ?? 0) * 100)}%`
            : organization.profilePicture
              ? 'Change picture'
              : 'Add a picture'}
        </label>
      </div>
      {upload.isError && <Alert variant="error">{upload.error.message}</Alert>}
    </div>
  );
}
