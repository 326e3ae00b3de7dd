import { useAnalytics } from '../api/analytics.ts';
import { FiguresTable } from '../components/figures-table.tsx';
import { ReportEmpty, ReportHeading, SeriesBlock } from '../components/report-parts.tsx';
import { StatCards } from '../components/stat-cards.tsx';
import { ViewState } from '../components/view-state.tsx';
import { formatCount, formatRate } from '../lib/analytics-format.ts';
import { useAnalyticsFilter } from '../lib/use-analytics-filter.ts';

/** /host-center/analytics/matches */
export default function MatchesPage() {
  const [filter] = useAnalyticsFilter();
  const query = useAnalytics('matches', filter);
  return (
    <section aria-labelledby="matches-title" className="report">
      <ReportHeading id="matches-title" title="Matches" view="matches" />
      <ViewState query={query} what="matches">
        {(d) => {
          if (d.matches === 0 && d.going === 0) {
            return (
              <ReportEmpty title="No matches in this range yet">
                When two guests of one of your events both connect, it counts here as a match on that day.
                Guests can connect from a day before an event until two days after it ends.
              </ReportEmpty>
            );
          }
          return (
            <>
              <StatCards
                label="Match totals"
                stats={[
                  { label: 'Matches', value: formatCount(d.matches) },
                  { label: 'Match rate', value: formatRate(d.matchRate), hint: 'Matches per going guest' },
                  { label: 'Going', value: formatCount(d.going) },
                ]}
              />
              <SeriesBlock
                title="Matches by day"
                points={d.series}
                chart={[{ label: 'Matches', value: (p) => p.matches }]}
                columns={[{ label: 'Matches', numeric: true, cell: (p) => formatCount(p.matches) }]}
                active={(p) => p.matches > 0}
                total={{ date: 'Total', matches: d.matches }}
              />
              <FiguresTable
                caption="By event"
                rows={d.byEvent}
                rowKey={(r) => r.eventId}
                columns={[
                  { label: 'Event', cell: (r) => r.title ?? 'Untitled event' },
                  { label: 'Matches', numeric: true, cell: (r) => formatCount(r.matches) },
                  { label: 'Going', numeric: true, cell: (r) => formatCount(r.going) },
                  { label: 'Match rate', numeric: true, cell: (r) => formatRate(r.matchRate) },
                ]}
              />
            </>
          );
        }}
      </ViewState>
    </section>
  );
}
