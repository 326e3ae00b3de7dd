export { waitlistModule } from './waitlist.routes.ts';
export { getWaitlistEntry, joinWaitlist, leaveWaitlist } from './waitlist.service.ts';
export { waitlistJobs } from './waitlist-jobs.ts';
export { offerReleasedTickets } from './waitlist-offers.ts';
