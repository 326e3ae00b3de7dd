import { Button } from '../../../components/ui/button.tsx';
import { doorTime } from '../lib/scan-result.ts';

export interface DoorStatusProps {
  online: boolean;
  /** The list shown is the copy saved on the device (offline, or the server can't be reached). */
  fromDevice: boolean;
  savedAt: string | null;
  queued: number;
  syncing: boolean;
  /** The event's zone, in which times are written. */
  timeZone: string | null;
  onSync: () => void;
}

const checkIns = (n: number) => `${n} check-in${n === 1 ? '' : 's'}`;

/** Whether the door is working offline, and how many check-ins wait to be sent. */
export function DoorStatus({
  online,
  fromDevice,
  savedAt,
  queued,
  syncing,
  timeZone,
  onSync,
}: DoorStatusProps) {
  const offline = !online || fromDevice;
  if (!offline && queued === 0) {
    return savedAt ? (
      <p className="muted door-saved">Guest list saved on this device for offline check-in.</p>
    ) : null;
  }
  return (
    <div className={`door-status ${offline ? 'door-status-offline' : 'door-status-sync'}`} role="status">
      <span className="door-status-dot" aria-hidden="true" />
      <span className="door-status-text">
        <strong>{offline ? 'Offline' : syncing ? 'Sending check-ins…' : 'Back online'}</strong>
        <span>
          {offline
            ? `Checking in from the list saved${savedAt ? ` at ${doorTime(savedAt, timeZone)}` : ''}.`
            : syncing
              ? 'Check-ins made offline are being sent.'
              : 'Check-ins made offline could not all be sent yet.'}{' '}
          <span className="door-queue">{checkIns(queued)} waiting to sync</span>
        </span>
      </span>
      {online && queued > 0 && !syncing && (
        <Button size="sm" variant="secondary" onClick={onSync}>
          Send now
        </Button>
      )}
    </div>
  );
}
