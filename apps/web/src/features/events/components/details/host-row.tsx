import type { Event } from '@mingle/shared/schemas/events';
import type { ReactNode } from 'react';
import { Avatar } from '../../../../components/ui/avatar.tsx';

export interface HostRowProps {
  event: Event;
  /** The Subscribe control, composed by the page. */
  action?: ReactNode;
}

/** The host: picture, name and follower count, with the page's Subscribe control beside it. */
export function HostRow({ event, action }: HostRowProps) {
  const { organization } = event;
  return (
    <div className="host-row">
      <Avatar src={organization.profilePicture} alt="" size={48} />
      <div className="host-row-main">
        <p className="hint">Hosted by</p>
        <p className="host-row-name">{organization.name}</p>
        <p className="hint">
          {organization.subscriberCount} {organization.subscriberCount === 1 ? 'subscriber' : 'subscribers'}
        </p>
      </div>
      {action}
    </div>
  );
}
