import type { ApiModule } from '../../app-context.ts';
import { waitlistRoutes } from './waitlist.routes.ts';
import { waitlistJobs } from './waitlist-jobs.ts';

export { getWaitlistEntry, joinWaitlist, leaveWaitlist } from './waitlist.service.ts';

export const waitlistModule: ApiModule = {
  name: 'waitlist',
  register: waitlistRoutes,
  jobs: waitlistJobs,
};
