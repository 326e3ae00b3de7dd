/**
 * The router state checkout hands the ticket page after a purchase, so it opens with the
 * "You're going" confirmation (a reload or a later visit shows the ticket alone).
 */
export const GOING_STATE = { going: true } as const;

export function isGoingState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { going?: unknown }).going === true;
}
