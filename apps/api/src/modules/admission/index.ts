export type { RefusalReason, RsvpPlace, TicketPath } from './admission.service.ts';
export {
  APPROVAL_NEEDED_MESSAGE,
  admitApprovedYes,
  admitRsvp,
  admitTicketHolder,
  checkTicketHolder,
  checkWaitlistPerson,
  PlaceRefused,
  retakePlaces,
} from './admission.service.ts';
