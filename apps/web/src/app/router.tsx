import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AuthShell } from '../components/layouts/auth-shell.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { BoundedShell } from './bounded-shell.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { NavigationEffects } from './navigation-effects.tsx';
import { pages as p } from './routes.tsx';

/** Every route of the app. The main shell's table first, then the other routes. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<BoundedShell />}>
        <Route index element={<p.home />} />
        <Route path="shared" element={<p.shared />} />
        <Route path="event-details" element={<p.eventDetails />} />
        <Route path="create-events" element={<p.createEvents />} />
        <Route path="test-error" element={<p.testError />} />
        {/* Every login-required route and the 404 page: one chunk, loaded when needed. */}
        <Route path="*" element={<p.signedIn />} />
      </Route>

      <Route path="help" element={<p.help />}>
        <Route index element={<p.helpPage page="index" />} />
        <Route path="terms-of-service" element={<p.helpPage page="termsOfService" />} />
        <Route path="privacy-policy" element={<p.helpPage page="privacyPolicy" />} />
        <Route path="eula" element={<p.helpPage page="eula" />} />
        <Route path="host-agreement" element={<p.helpPage page="hostAgreement" />} />
        <Route path="safety-notice" element={<p.helpPage page="safetyNotice" />} />
        <Route path="faq" element={<p.helpPage page="faq" />} />
      </Route>
      <Route path="about" element={<p.about />} />
      <Route path="auth" element={<AuthShell />}>
        <Route index element={<p.authStep step="login" />} />
        <Route path="otp" element={<p.authStep step="otp" />} />
        <Route path="signup" element={<p.authStep step="signup" />} />
        <Route path="profile-pic-upload" element={<p.authStep step="profilePicUpload" />} />
        <Route path="registration" element={<p.authStep step="registration" />} />
      </Route>
      <Route
        path="event-cancelled"
        element={
          <ErrorBoundary>
            <p.eventCancelled />
          </ErrorBoundary>
        }
      />
      <Route path="dev/outbox" element={<p.devOutbox />} />
    </Routes>
  );
}

/**
 * The router with the full-screen spinner while a page loads. The outer boundary is a safety
 * net for the routes the spec leaves unwrapped, so no failure ever leaves a blank screen.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <NavigationEffects />
      <ErrorBoundary>
        <Suspense fallback={<Spinner fullScreen />}>
          <AppRoutes />
        </Suspense>
      </ErrorBoundary>
    </BrowserRouter>
  );
}
