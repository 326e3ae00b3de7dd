import { Suspense } from 'react';
import { Spinner } from '../components/ui/spinner.tsx';
import { useLinkGuard } from '../features/auth/lib/use-link-guard.ts';
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
  if (step !== 'registration') return <Step />;
  return (
    <Suspense fallback={<SetUpLoading />}>
      <Step />
    </Suspense>
  );
}

/**
 * Set-up asks before it is left, but its guard comes with its page. While that page loads, a
 * click on the logo would leave with an account whose profile is not set up and no word why,
 * so links do nothing until set-up, and its question, are on screen.
 */
function SetUpLoading() {
  useLinkGuard(ignoreLeaving);
  return (
    <main className="auth-page container">
      <Spinner label="Loading profile set-up" />
    </main>
  );
}

function ignoreLeaving(): void {}
