import { useAnalytics } from '../api/analytics.ts';
import { ReportEmpty, ReportHeading, SeriesBlock } from '../components/report-parts.tsx';
import { StatCards } from '../components/stat-cards.tsx';
import { ViewState } from '../components/view-state.tsx';
import { formatCount, formatRate } from '../lib/analytics-format.ts';
import { useAnalyticsFilter } from '../lib/use-analytics-filter.ts';

/** /host-center/analytics/connection-request */
export default function ConnectionRequestPage() {
  const [filter] = useAnalyticsFilter();
  const query = useAnalytics('connection-requests', filter);
  return (
    <section aria-labelledby="requests-title" className="report">
      <ReportHeading id="requests-title" title="Connection requests" view="connection-requests" />
      <ViewState query={query} what="connection requests">
        {(d) => {
          if (d.sent === 0) {
            return (
              <ReportEmpty title="No connection requests in this range yet">
                Requests guests send each other at your events count here on the day they are sent, with where
                each stands now: matched, declined or still pending.
              </ReportEmpty>
            );
          }
          return (
            <>
              <StatCards
                label="Request totals"
                stats={[
                  { label: 'Sent', value: formatCount(d.sent) },
                  { label: 'Matched', value: formatCount(d.matched) },
                  { label: 'Declined', value: formatCount(d.declined) },
                  { label: 'Pending', value: formatCount(d.pending) },
                  { label: 'Accept rate', value: formatRate(d.acceptRate), hint: 'Matched out of sent' },
                ]}
              />
              <SeriesBlock
                title="Requests by day"
                points={d.series}
                chart={[
                  { label: 'Sent', value: (p) => p.sent },
                  { label: 'Matched', value: (p) => p.matched },
                ]}
                columns={[
                  { label: 'Sent', numeric: true, cell: (p) => formatCount(p.sent) },
                  { label: 'Matched', numeric: true, cell: (p) => formatCount(p.matched) },
                  { label: 'Declined', numeric: true, cell: (p) => formatCount(p.declined) },
                  { label: 'Pending', numeric: true, cell: (p) => formatCount(p.pending) },
                ]}
                active={(p) => p.sent > 0}
                total={{
                  date: 'Total',
                  sent: d.sent,
                  matched: d.matched,
                  declined: d.declined,
                  pending: d.pending,
                }}
              />
            </>
          );
        }}
      </ViewState>
    </section>
  );
}
