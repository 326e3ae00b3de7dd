import { Navigate, Route, Routes } from 'react-router';
import { lazyPage } from '../lib/lazy-page.tsx';
import { withQueryClient } from '../lib/with-query-client.tsx';
import { RequireAuth } from './require-auth.tsx';

type Load = Parameters<typeof withQueryClient>[0];

/** A page that needs the network for its data: offline, it says so rather than wait (offline-gate.tsx). */
const q = (load: Load) => withQueryClient(load, { offlineGate: true });

/**
 * Pages made for use without a network, which show what the device saved beside parts that
 * need one (so no notice in their place): Your events and a Ticket, whose answers the service
 * worker saved (apps/web/sw/offline-shell.ts), and the door's Guest Attendance (its saved guest
 * list and queued check-ins).
 */
const offlinePage = (load: Load) => withQueryClient(load);

/** The login-required pages (all fetch data, so all come with the query cache). */
const p = {
  discover: lazyPage(q(() => import('../features/discover/routes/discover-page.tsx'))),
  payoutAccounts: lazyPage(q(() => import('../features/payouts/routes/payout-accounts-page.tsx'))),
  events: lazyPage(offlinePage(() => import('./pages/events-page.tsx'))),
  hostCenter: lazyPage(q(() => import('../features/host-center/routes/host-center-page.tsx'))),
  hostEventDetails: lazyPage(q(() => import('./pages/host-event-details-page.tsx'))),
  subscribers: lazyPage(q(() => import('../features/host-center/routes/subscribers-page.tsx'))),
  analytics: lazyPage(q(() => import('../features/analytics/routes/analytics-layout.tsx'))),
  analyticsOverview: lazyPage(q(() => import('../features/analytics/routes/analytics-overview-page.tsx'))),
  revenue: lazyPage(q(() => import('../features/analytics/routes/revenue-page.tsx'))),
  guests: lazyPage(q(() => import('../features/analytics/routes/guests-page.tsx'))),
  matches: lazyPage(q(() => import('../features/analytics/routes/matches-page.tsx'))),
  connectionRequest: lazyPage(q(() => import('../features/analytics/routes/connection-request-page.tsx'))),
  refundRequests: lazyPage(q(() => import('../features/refunds/routes/refund-requests-page.tsx'))),
  checkout: lazyPage(q(() => import('./pages/checkout-page.tsx'))),
  ticket: lazyPage(offlinePage(() => import('./pages/ticket-page.tsx'))),
  attendance: lazyPage(offlinePage(() => import('../features/attendance/routes/attendance-page.tsx'))),
  team: lazyPage(q(() => import('../features/team/routes/team-page.tsx'))),
  activity: lazyPage(q(() => import('../features/team/routes/activity-page.tsx'))),
  door: lazyPage(q(() => import('../features/team/routes/door-page.tsx'))),
  teamInvitations: lazyPage(q(() => import('../features/team/routes/team-invitations-page.tsx'))),
  createEvent: lazyPage(q(() => import('../features/event-wizard/routes/wizard-layout.tsx'))),
  basicDetails: lazyPage(q(() => import('../features/event-wizard/routes/basic-details-page.tsx'))),
  eventInfo: lazyPage(q(() => import('../features/event-wizard/routes/event-info-page.tsx'))),
  ticketsPromo: lazyPage(q(() => import('../features/event-wizard/routes/tickets-promo-page.tsx'))),
  generalSettings: lazyPage(q(() => import('../features/event-wizard/routes/general-settings-page.tsx'))),
  payoutsStep: lazyPage(q(() => import('../features/event-wizard/routes/payouts-page.tsx'))),
  textBlast: lazyPage(q(() => import('../features/text-blast/routes/text-blast-page.tsx'))),
  recipientSelection: lazyPage(q(() => import('../features/text-blast/routes/recipient-selection-page.tsx'))),
  textBlastDetails: lazyPage(q(() => import('../features/text-blast/routes/text-blast-details-page.tsx'))),
  profile: lazyPage(q(() => import('./pages/profile-page.tsx'))),
  socialMatches: lazyPage(q(() => import('../features/connections/routes/matches-page.tsx'))),
  publicProfile: lazyPage(q(() => import('./pages/public-profile-page.tsx'))),
  chats: lazyPage(q(() => import('../features/chat/routes/chats-page.tsx'))),
  chat: lazyPage(q(() => import('../features/chat/routes/chat-page.tsx'))),
  notifications: lazyPage(q(() => import('../features/realtime/routes/notifications-page.tsx'))),
  notFound: lazyPage(() => import('./not-found-page.tsx')),
};

/**
 * The main shell's login-required routes and the 404 page, matched below the shell's `*`
 * route. Everything here needs a stored token and a complete profile.
 */
export default function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="discover" element={<p.discover />} />
        <Route path="payout-accounts" element={<p.payoutAccounts />} />
        <Route path="events" element={<p.events />} />
        <Route path="host-center" element={<p.hostCenter />} />
        <Route path="refund-requests" element={<p.refundRequests />} />
        <Route path="checkout" element={<p.checkout />} />
        <Route path="tickets/:id" element={<p.ticket />} />
        <Route path="host-center/attendance" element={<p.attendance />} />
        <Route path="host-center/team" element={<p.team />} />
        <Route path="host-center/activity" element={<p.activity />} />
        <Route path="host-center/door" element={<p.door />} />
        <Route path="team-invitations" element={<p.teamInvitations />} />
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
    </Routes>
  );
}
