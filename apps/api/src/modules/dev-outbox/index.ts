export { devOutboxModule, normaliseRecipient } from './dev-outbox.routes.ts';
