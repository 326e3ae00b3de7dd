import type { AnalyticsView } from '@mingle/shared/schemas/analytics';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ChartIcon } from '../../../components/ui/icons.tsx';
import { dayLabel } from '../lib/analytics-format.ts';
import { CsvButton } from './csv-button.tsx';
import { type Column, FiguresTable } from './figures-table.tsx';
import { type ChartSeries, SeriesChart } from './series-chart.tsx';

/** A report's heading with its CSV download. */
export function ReportHeading({ id, title, view }: { id: string; title: string; view: AnalyticsView }) {
  return (
    <div className="report-heading">
      <h2 id={id}>{title}</h2>
      <CsvButton view={view} />
    </div>
  );
}

/** What a report shows when the range holds nothing yet: what will appear, and when. */
export function ReportEmpty({ title, children }: { title: string; children: ReactNode }) {
  return (
    <EmptyState title={title} icon={<ChartIcon />} headingLevel={3}>
      {children}
    </EmptyState>
  );
}

type Point = { date: string };

/**
 * The daily series as a chart and, for screen readers and copying, as a table of the days
 * with activity and the range's total.
 */
export function SeriesBlock<P extends Point>({
  title,
  points,
  chart,
  columns,
  active,
  total,
  format,
}: {
  title: string;
  points: P[];
  chart: { label: string; value: (p: P) => number }[];
  /** The columns after the day. */
  columns: Column<P>[];
  /** Whether a day had any activity (quiet days stay in the chart, not in the table). */
  active: (p: P) => boolean;
  total: P;
  format?: (value: number) => string;
}) {
  const series: ChartSeries[] = chart.map((c) => ({ label: c.label, values: points.map(c.value) }));
  return (
    <figure className="series-block">
      <figcaption>{title}</figcaption>
      <SeriesChart dates={points.map((p) => p.date)} series={series} format={format} />
      <FiguresTable
        caption={`${title}, as a table`}
        rows={points.filter(active)}
        rowKey={(p) => p.date}
        columns={[{ label: 'Day', cell: (p: P) => (p === total ? 'Total' : dayLabel(p.date)) }, ...columns]}
        footer={total}
      />
    </figure>
  );
}
