import { lazyPage } from '../lib/lazy-page.tsx';
import { withQueryClient as q } from '../lib/with-query-client.tsx';

/** The sign-in steps (/auth and its children); all call the API. */
const steps = {
  // The first step needs no query cache: /auth's first load stays under the 100 KB budget.
  login: lazyPage(() => import('../features/auth/routes/login-page.tsx')),
  otp: lazyPage(q(() => import('../features/auth/routes/otp-page.tsx'))),
  signup: lazyPage(q(() => import('../features/auth/routes/signup-page.tsx'))),
  profilePicUpload: lazyPage(q(() => import('../features/auth/routes/profile-pic-upload-page.tsx'))),
  registration: lazyPage(q(() => import('../features/auth/routes/registration-page.tsx'))),
};

export type AuthStepName = keyof typeof steps;

/**
 * One sign-in step. The steps' table lives in this chunk, loaded when /auth opens, so a public
 * page's first load carries none of their chunk names.
 */
export default function AuthStep({ step }: { step: AuthStepName }) {
  const Step = steps[step];
  return <Step />;
}
