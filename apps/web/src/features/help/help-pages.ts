/** The six help pages, in the order they are listed. */
export const HELP_PAGES = [
  {
    path: 'faq',
    title: 'FAQ',
    summary: 'Quick answers about signing in, tickets, fees, matching and payouts.',
  },
  {
    path: 'safety-notice',
    title: 'Safety Notice',
    summary: 'Meeting people from Mingle safely, and how to block and report.',
  },
  {
    path: 'terms-of-service',
    title: 'Terms of Service',
    summary: 'The rules for using Mingle as a guest or a host.',
  },
  {
    path: 'privacy-policy',
    title: 'Privacy Policy',
    summary: 'What we collect, who sees it and how to delete it.',
  },
  {
    path: 'host-agreement',
    title: 'Host Agreement',
    summary: 'Selling tickets, fees, refunds, payouts and texts.',
  },
  { path: 'eula', title: 'EULA', summary: 'The licence for the Mingle apps on iOS, Android and the web.' },
] as const;

/** When the texts were last changed. */
export const HELP_UPDATED = '22 November 2026';
