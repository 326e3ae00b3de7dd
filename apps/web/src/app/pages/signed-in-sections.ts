/**
 * Loaders of the event page's signed-in sections (guest list, event chat, Contact Host), which
 * bring the query cache, chat, real time and zod. They sit in a chunk of their own so the page's
 * chunk, which anonymous visitors download, does not carry the list of files each one needs.
 * The note for a signed-in visitor not going yet is small and fetches nothing: it is here itself.
 */
export { GuestsOnlyNote } from '../../features/events/components/details/guests-only-note.tsx';
export const loadGuestListSection = () =>
  import('../../features/guest-list/components/guest-list-section.tsx');
export const loadEventChatSection = () => import('../../features/chat/components/event-chat-section.tsx');
export const loadContactHostButton = () => import('../../features/chat/components/contact-host-button.tsx');
