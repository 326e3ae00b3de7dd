/** The five steps of creating an event, in order. */
export const CREATE_EVENT_STEPS = [
  { path: 'basic-details', label: 'Basic details' },
  { path: 'event-info', label: 'Event info' },
  { path: 'tickets&promo', label: 'Tickets & promo' },
  { path: 'general-settings', label: 'General settings' },
  { path: 'payouts', label: 'Payouts' },
] as const;
