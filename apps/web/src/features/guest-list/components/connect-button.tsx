import type { ViewerConnectionStatus } from '@mingle/shared/schemas/social';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/cx.ts';
import { ownProfileKey } from '../../../entities/user/api/own-profile.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { getUserId } from '../../../lib/storage.ts';
import { useConnectUser } from '../api/connect-user.ts';
import { type ConnectTiming, connectClosedReason } from '../lib/connect-window.ts';
import { SocialProfileSheet } from './social-profile-sheet.tsx';

export interface ConnectButtonProps {
  userId: string;
  firstName: string;
  status: ViewerConnectionStatus | null;
  /** The event both attend; without one a new request cannot be sent. */
  eventId: string | null;
  /** When connecting opens and closes for that event: outside it, that is said instead of Connect. */
  timing?: ConnectTiming;
  size?: 'sm' | 'md';
}

/**
 * The viewer's side of a connection, as an action: Connect, Accept (their request is waiting),
 * or the state itself once there is nothing to do ("Connection Request Sent", "Matched").
 */
export function ConnectButton({
  userId,
  firstName,
  status,
  eventId,
  timing,
  size = 'sm',
}: ConnectButtonProps) {
  const connect = useConnectUser();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);

  if (status === 'Matched' || status === 'Connection Request Sent') {
    return (
      <span className={cx('connection-state', status === 'Matched' && 'connection-state-matched')}>
        {status}
      </span>
    );
  }
  if (!eventId) return null;
  const closed = connectClosedReason(timing);
  if (closed) return <span className="connection-state">{closed}</span>;
  const accepting = status === 'Request Received';
  const send = () =>
    connect.mutate(
      { userId, eventId },
      {
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'SOCIAL_PROFILE_NEEDED') setAsking(true);
        },
      },
    );
  const askingSocial = connect.error instanceof ApiError && connect.error.code === 'SOCIAL_PROFILE_NEEDED';
  return (
    <div className="connect-action">
      <Button
        size={size}
        loading={connect.isPending}
        onClick={send}
        aria-label={accepting ? `Accept ${firstName}'s request` : `Connect with ${firstName}`}
      >
        {accepting ? 'Accept' : 'Connect'}
      </Button>
      {connect.isError && !askingSocial && (
        <span className="field-error" role="alert">
          {connect.error.message}
        </span>
      )}
      {asking && (
        <SocialProfileSheet
          purpose="connect"
          open
          onClose={() => setAsking(false)}
          onSaved={() => {
            setAsking(false);
            const me = getUserId();
            if (me) void queryClient.invalidateQueries({ queryKey: ownProfileKey(me) });
            send();
          }}
        />
      )}
    </div>
  );
}
