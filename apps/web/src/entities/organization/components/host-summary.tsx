import type { Organization } from '@mingle/shared/schemas/organizations';
import type { Ref } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import '../organization.css';

export interface HostSummaryProps {
  organization: Organization;
  onEdit: () => void;
  /** The Edit button, so focus can come back to it when editing ends. */
  editRef?: Ref<HTMLButtonElement>;
}

/** The host's organization at the top of the Host Center, with a way to edit it. */
export function HostSummary({ organization, onEdit, editRef }: HostSummaryProps) {
  return (
    <div className="host-summary">
      <Avatar src={organization.profilePicture} alt="" size={56} />
      <div className="host-summary-text">
        <p className="host-summary-name">{organization.name}</p>
        {organization.bio && <p className="muted host-summary-bio">{organization.bio}</p>}
        <p className="hint">
          {organization.subscriberCount} {organization.subscriberCount === 1 ? 'subscriber' : 'subscribers'} ·{' '}
          {organization.upcomingEventCount} upcoming
        </p>
      </div>
      <Button ref={editRef} size="sm" variant="secondary" className="host-summary-edit" onClick={onEdit}>
        Edit host profile
      </Button>
    </div>
  );
}
