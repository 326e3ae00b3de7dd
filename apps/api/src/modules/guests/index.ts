export type { Attendance, SocialEvent } from './attendance.ts';
export { attendanceOf, findSocialEvent, requireSocialEvent } from './attendance.ts';
export type { CardRow } from './guest-card.ts';
export { toGuestCard, toPublicProfile } from './guest-card.ts';
export { guestsModule } from './guests.routes.ts';
export { getGuestList, getPublicProfile } from './guests.service.ts';
