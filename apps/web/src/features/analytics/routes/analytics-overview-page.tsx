import { useLocation } from 'react-router';
import { formatMoney } from '../../../lib/format.ts';
import { useAnalytics } from '../api/analytics.ts';
import { ReportEmpty, ReportHeading } from '../components/report-parts.tsx';
import { StatCards } from '../components/stat-cards.tsx';
import { ViewState } from '../components/view-state.tsx';
import { formatCount } from '../lib/analytics-format.ts';
import { useAnalyticsFilter } from '../lib/use-analytics-filter.ts';

/** /host-center/analytics: the headline figures of every report, each linking to its report. */
export default function AnalyticsOverviewPage() {
  const [filter] = useAnalyticsFilter();
  const query = useAnalytics('overview', filter);
  const { search } = useLocation();
  const link = (path: string) => `/host-center/analytics/${path}${search}`;
  return (
    <section aria-labelledby="overview-title" className="report">
      <ReportHeading id="overview-title" title="Overview" view="overview" />
      <ViewState query={query} what="the overview">
        {(d) => {
          const quiet = [d.ticketsSold, d.going, d.matches, d.connectionRequests, d.refundsCents].every(
            (n) => n === 0,
          );
          return (
            <>
              <StatCards
                label="Headline figures"
                stats={[
                  {
                    label: 'Net revenue',
                    value: formatMoney(d.netRevenueCents, d.currency),
                    to: link('revenue'),
                  },
                  { label: 'Tickets sold', value: formatCount(d.ticketsSold), to: link('revenue') },
                  { label: 'Orders', value: formatCount(d.orders) },
                  { label: 'Refunds', value: formatMoney(d.refundsCents, d.currency) },
                  { label: 'Going', value: formatCount(d.going), to: link('guests') },
                  { label: 'Checked in', value: formatCount(d.checkedIn), to: link('guests') },
                  { label: 'Matches', value: formatCount(d.matches), to: link('matches') },
                  {
                    label: 'Connection requests',
                    value: formatCount(d.connectionRequests),
                    to: link('connection-request'),
                  },
                ]}
              />
              {quiet && (
                <ReportEmpty title="Nothing in this range yet">
                  Figures appear here as soon as they happen: sales when an order is paid, guests when they
                  get a ticket or say Yes, check-ins at the door, and matches and connection requests while
                  guests meet at your events. Try All to see everything so far.
                </ReportEmpty>
              )}
            </>
          );
        }}
      </ViewState>
    </section>
  );
}
