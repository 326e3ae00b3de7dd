import { useAnalytics } from '../api/analytics.ts';
import { BreakdownTable } from '../components/breakdown-table.tsx';
import { ReportEmpty, ReportHeading, SeriesBlock } from '../components/report-parts.tsx';
import { StatCards } from '../components/stat-cards.tsx';
import { ViewState } from '../components/view-state.tsx';
import { formatCount } from '../lib/analytics-format.ts';
import { useAnalyticsFilter } from '../lib/use-analytics-filter.ts';

/** /host-center/analytics/guests */
export default function GuestsPage() {
  const [filter] = useAnalyticsFilter();
  const query = useAnalytics('guests', filter);
  return (
    <section aria-labelledby="guests-title" className="report">
      <ReportHeading id="guests-title" title="Guests" view="guests" />
      <ViewState query={query} what="guests">
        {(d) => {
          if (d.going + d.maybe + d.checkedIn + d.noShows === 0) {
            return (
              <ReportEmpty title="No guests in this range yet">
                Guests count here from the day they get a ticket or say Yes (Maybe counts separately),
                check-ins from the door scanner, and no-shows once an event has ended. Groups of fewer than 5
                people show as "&lt;5" so nobody can be singled out.
              </ReportEmpty>
            );
          }
          const count = (n: number) => formatCount(n);
          return (
            <>
              <StatCards
                label="Guest totals"
                stats={[
                  {
                    label: 'Going',
                    value: count(d.going),
                    hint: 'Ticket holders and Yes answers, each once per event',
                  },
                  { label: 'Maybe', value: count(d.maybe) },
                  { label: 'Checked in', value: count(d.checkedIn) },
                  {
                    label: 'No-shows',
                    value: count(d.noShows),
                    hint: 'Ticket holders not scanned at ended events',
                  },
                ]}
              />
              <SeriesBlock
                title="Guests by day"
                points={d.series}
                chart={[
                  { label: 'Going', value: (p) => p.going },
                  { label: 'Checked in', value: (p) => p.checkedIn },
                ]}
                columns={[
                  { label: 'Going', numeric: true, cell: (p) => count(p.going) },
                  { label: 'Maybe', numeric: true, cell: (p) => count(p.maybe) },
                  { label: 'Checked in', numeric: true, cell: (p) => count(p.checkedIn) },
                  { label: 'No-shows', numeric: true, cell: (p) => count(p.noShows) },
                ]}
                active={(p) => p.going + p.maybe + p.checkedIn + p.noShows > 0}
                total={{
                  date: 'Total',
                  going: d.going,
                  maybe: d.maybe,
                  checkedIn: d.checkedIn,
                  noShows: d.noShows,
                }}
              />
              <div className="breakdowns">
                <BreakdownTable caption="New and returning" cells={d.newVsReturning} />
                <BreakdownTable caption="By gender" cells={d.byGender} />
                <BreakdownTable caption="By intent" cells={d.byIntent} />
                <BreakdownTable caption="By age" cells={d.ageBands} />
              </div>
            </>
          );
        }}
      </ViewState>
    </section>
  );
}
