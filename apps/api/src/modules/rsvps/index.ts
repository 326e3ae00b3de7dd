export { decideRsvp, rsvpDecisionJobs } from './rsvp-decisions.ts';
export { rsvpsModule } from './rsvps.routes.ts';
export { answerRsvp, listEventRsvps } from './rsvps.service.ts';
