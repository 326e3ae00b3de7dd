import type { RevenueAnalytics } from '@mingle/shared/schemas/analytics';
import { FEE_SHORT, formatMoney } from '../../../lib/format.ts';
import { useAnalytics } from '../api/analytics.ts';
import { FiguresTable } from '../components/figures-table.tsx';
import { ReportEmpty, ReportHeading, SeriesBlock } from '../components/report-parts.tsx';
import { StatCards } from '../components/stat-cards.tsx';
import { ViewState } from '../components/view-state.tsx';
import { formatCount } from '../lib/analytics-format.ts';
import { useAnalyticsFilter } from '../lib/use-analytics-filter.ts';

type Money = Omit<RevenueAnalytics['totals'], 'orders'>;

/** The lists' last row, summing what the top ones leave out; no id can be this key. */
const OTHER_KEY = 'other';

const otherLabel = (count: number | undefined, noun: string) =>
  `Other (${formatCount(count ?? 0)} ${noun}${count === 1 ? '' : 's'})`;

/** /host-center/analytics/revenue */
export default function RevenuePage() {
  const [filter] = useAnalyticsFilter();
  const query = useAnalytics('revenue', filter);
  return (
    <section aria-labelledby="revenue-title" className="report">
      <ReportHeading id="revenue-title" title="Revenue" view="revenue" />
      <ViewState query={query} what="revenue">
        {(d) => {
          const money = (cents: number) => formatMoney(cents, d.currency);
          const moneyColumns = <R extends Money>() => [
            { label: 'Gross', numeric: true, cell: (r: R) => money(r.grossCents) },
            { label: 'Discounts', numeric: true, cell: (r: R) => money(r.discountCents) },
            { label: 'Refunds', numeric: true, cell: (r: R) => money(r.refundsCents) },
            { label: 'Net', numeric: true, cell: (r: R) => money(r.netCents) },
            { label: 'Tickets', numeric: true, cell: (r: R) => formatCount(r.tickets) },
          ];
          if (d.totals.orders === 0 && d.totals.refundsCents === 0) {
            return (
              <ReportEmpty title="No sales in this range yet">
                Each paid order shows here on the day it was paid, and a refund on the day the money went
                back. Net is your ticket price after discounts and refunds; buyers pay the {FEE_SHORT} fee on
                top.
              </ReportEmpty>
            );
          }
          return (
            <>
              <StatCards
                label="Revenue totals"
                stats={[
                  {
                    label: 'Net',
                    value: money(d.totals.netCents),
                    hint: 'After discounts and refunds; fees not included',
                  },
                  { label: 'Gross', value: money(d.totals.grossCents) },
                  { label: 'Discounts', value: money(d.totals.discountCents) },
                  { label: 'Refunds', value: money(d.totals.refundsCents) },
                  { label: 'Tickets sold', value: formatCount(d.totals.tickets) },
                  { label: 'Orders', value: formatCount(d.totals.orders) },
                ]}
              />
              <SeriesBlock
                title="Revenue by day"
                points={d.series}
                format={(v) => formatMoney(Math.round(v), d.currency)}
                chart={[
                  { label: 'Net', value: (p) => p.netCents },
                  { label: 'Refunds', value: (p) => p.refundsCents },
                ]}
                columns={moneyColumns()}
                active={(p) => p.grossCents !== 0 || p.refundsCents !== 0}
                total={{ date: 'Total', ...d.totals }}
              />
              <FiguresTable
                caption="By event"
                rows={d.byEvent}
                rowKey={(r) => r.eventId ?? OTHER_KEY}
                columns={[
                  {
                    label: 'Event',
                    cell: (r) =>
                      r.eventId === null ? otherLabel(r.others, 'event') : (r.title ?? 'Untitled event'),
                  },
                  ...moneyColumns(),
                ]}
              />
              <FiguresTable
                caption="By ticket type"
                rows={d.byTicketType}
                rowKey={(r) => r.ticketTypeId ?? OTHER_KEY}
                columns={[
                  {
                    label: 'Ticket type',
                    cell: (r) =>
                      r.ticketTypeId === null
                        ? otherLabel(r.others, 'ticket type')
                        : `${r.name} · ${r.eventTitle ?? 'Untitled event'}`,
                  },
                  ...moneyColumns(),
                ]}
              />
            </>
          );
        }}
      </ViewState>
    </section>
  );
}
