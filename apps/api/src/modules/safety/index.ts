export { safetyModule } from './safety.routes.ts';
export {
  blockRelations,
  blockUser,
  isBlockedEitherWay,
  moderationList,
  reportUser,
  reviewReport,
  unblockUser,
} from './safety.service.ts';
