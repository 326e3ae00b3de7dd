export { devOutboxModule } from './dev-outbox.routes.ts';
export { forgetOutboxOf, listOutbox, normaliseRecipient } from './dev-outbox.service.ts';
