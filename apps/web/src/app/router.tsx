import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { AuthShell } from '../components/layouts/auth-shell.tsx';
import { MainLayout } from '../components/layouts/main-layout.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { NavigationEffects } from './navigation-effects.tsx';
import { RequireAuth } from './require-auth.tsx';
import { pages as p } from './routes.tsx';

/** The main shell inside the error boundary (spec §2). */
function BoundedShell() {
  return (
    <ErrorBoundary>
      <MainLayout />
    </ErrorBoundary>
  );
}

/** Every route of spec §2. The main shell's table first, then the other routes. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<BoundedShell />}>
        <Route index element={<p.home />} />
        <Route path="shared" element={<p.shared />} />
        <Route path="event-details" element={<p.eventDetails />} />
        <Route path="create-events" element={<p.createEvents />} />
        <Route path="test-error" element={<p.testError />} />
        <Route element={<RequireAuth />}>
          <Route path="discover" element={<p.discover />} />
          <Route path="payout-accounts" element={<p.payoutAccounts />} />
          <Route path="events" element={<p.events />} />
          <Route path="host-center" element={<p.hostCenter />} />
          <Route path="refund-requests" element={<p.refundRequests />} />
          <Route path="checkout" element={<p.checkout />} />
          <Route path="tickets/:id" element={<p.ticket />} />
          <Route path="host-center/attendance" element={<p.attendance />} />
          <Route path="host-center/event-details" element={<p.hostEventDetails />} />
          <Route path="host-center/subscribers" element={<p.subscribers />} />
          <Route path="host-center/analytics" element={<p.analytics />}>
            <Route index element={<p.analyticsOverview />} />
            <Route path="revenue" element={<p.revenue />} />
            <Route path="guests" element={<p.guests />} />
            <Route path="matches" element={<p.matches />} />
            <Route path="connection-request" element={<p.connectionRequest />} />
          </Route>
          <Route path="create-event" element={<p.createEvent />}>
            <Route index element={<Navigate to="basic-details" replace />} />
            <Route path="basic-details" element={<p.basicDetails />} />
            <Route path="event-info" element={<p.eventInfo />} />
            <Route path="tickets&promo" element={<p.ticketsPromo />} />
            <Route path="general-settings" element={<p.generalSettings />} />
            <Route path="payouts" element={<p.payoutsStep />} />
          </Route>
          <Route path="text-blast" element={<p.textBlast />} />
          <Route path="recipient-selection" element={<p.recipientSelection />} />
          <Route path="textBlast-details" element={<p.textBlastDetails />} />
          <Route path="profile" element={<p.profile />} />
          <Route path="matches" element={<p.socialMatches />} />
          <Route path="users/:id" element={<p.publicProfile />} />
          <Route path="chats" element={<p.chats />} />
          <Route path="chats/:roomId" element={<p.chat />} />
          <Route path="notifications" element={<p.notifications />} />
        </Route>
        <Route path="*" element={<p.notFound />} />
      </Route>

      <Route path="help" element={<p.help />}>
        <Route index element={<p.helpIndex />} />
        <Route path="terms-of-service" element={<p.termsOfService />} />
        <Route path="privacy-policy" element={<p.privacyPolicy />} />
        <Route path="eula" element={<p.eula />} />
        <Route path="host-agreement" element={<p.hostAgreement />} />
        <Route path="safety-notice" element={<p.safetyNotice />} />
        <Route path="faq" element={<p.faq />} />
      </Route>
      <Route path="about" element={<p.about />} />
      <Route path="auth" element={<AuthShell />}>
        <Route index element={<p.login />} />
        <Route path="otp" element={<p.otp />} />
        <Route path="signup" element={<p.signup />} />
        <Route path="profile-pic-upload" element={<p.profilePicUpload />} />
        <Route path="registration" element={<p.registration />} />
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
