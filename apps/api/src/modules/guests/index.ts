import type { ApiModule } from '../../app-context.ts';
import { guestsRoutes } from './guests.routes.ts';

export type { Attendance, SocialEvent } from './attendance.ts';
export { attendanceOf, findSocialEvent, requireSocialEvent } from './attendance.ts';
export type { CardRow } from './guest-card.ts';
export { toGuestCard, toPublicProfile } from './guest-card.ts';
export { getGuestList, getPublicProfile, guestListPreview } from './guests.service.ts';
export { requireSocialProfile } from './social-profile.ts';

export const guestsModule: ApiModule = {
  name: 'guests',
  register: guestsRoutes,
};
