import type { ApiModule } from '../../app-context.ts';
import { safetyRoutes } from './safety.routes.ts';

export {
  blockRelations,
  blockUser,
  isBlockedEitherWay,
  moderationList,
  reportUser,
  reviewReport,
  unblockUser,
} from './safety.service.ts';

export const safetyModule: ApiModule = {
  name: 'safety',
  register: safetyRoutes,
};
