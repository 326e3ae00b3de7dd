import type { ConnectWindow } from '@mingle/shared/schemas/social';
import { formatCardDate } from '../../../entities/event/lib/event-time.ts';

/** When connecting works for an event, from its `connectWindow` (the server's own rule). */
export interface ConnectTiming {
  window: ConnectWindow | null;
  /** The event's zone, in which the opening time is written. */
  timeZone: string | null;
}

/**
 * Why a new connection request cannot be sent now ("Connect opens Fri, Dec 4 · 8:00 PM EST"),
 * or null when it can (or the window is unknown: the server still has the last word).
 */
export function connectClosedReason(timing: ConnectTiming | undefined, now = Date.now()): string | null {
  const window = timing?.window;
  if (!window) return null;
  if (now < Date.parse(window.opensAt))
    return `Connect opens ${formatCardDate(window.opensAt, timing.timeZone)}`;
  if (now > Date.parse(window.closesAt)) return 'Connecting has closed';
  return null;
}
