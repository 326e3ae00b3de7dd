// The parts of the event page its first paint does not need: on a phone they sit below the
// cover, title, date and the price bar. One chunk, fetched while the first paint happens, keeps
// the page's first load under its budget (scripts/web-budget.test.mjs).
export { BuyTicketsSection } from '../../features/checkout/components/buy-tickets-section.tsx';
export { EventAbout } from '../../features/events/components/details/event-about.tsx';
export { GuestListPreview } from '../../features/events/components/details/guest-list-preview.tsx';
export { GuestsOnlyNote } from '../../features/events/components/details/guests-only-note.tsx';
