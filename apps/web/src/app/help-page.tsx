import { lazyPage } from '../lib/lazy-page.tsx';

/** The help index and the six help pages, each in its own chunk. */
const helpPages = {
  index: lazyPage(() => import('../features/help/routes/help-index-page.tsx')),
  termsOfService: lazyPage(() => import('../features/help/routes/terms-of-service-page.tsx')),
  privacyPolicy: lazyPage(() => import('../features/help/routes/privacy-policy-page.tsx')),
  eula: lazyPage(() => import('../features/help/routes/eula-page.tsx')),
  hostAgreement: lazyPage(() => import('../features/help/routes/host-agreement-page.tsx')),
  safetyNotice: lazyPage(() => import('../features/help/routes/safety-notice-page.tsx')),
  faq: lazyPage(() => import('../features/help/routes/faq-page.tsx')),
};

export type HelpPageName = keyof typeof helpPages;

/**
 * One help page. The pages' table lives in this chunk, loaded with the help layout, so a public
 * page's first load carries none of their chunk names.
 */
export default function HelpPage({ page }: { page: HelpPageName }) {
  const Page = helpPages[page];
  return <Page />;
}
