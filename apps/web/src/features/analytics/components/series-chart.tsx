import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { dayLabel } from '../lib/analytics-format.ts';
import { valueTicks } from '../lib/value-axis.ts';

export interface ChartSeries {
  label: string;
  values: number[];
}

const COLORS = ['#6d28d9', '#db2777', '#15803d', '#b45309'];
const HEIGHT = 220;
const DAY = 86_400;

/** Calendar days arrive as "YYYY-MM-DD"; the chart reads them as UTC midnights, labels in UTC. */
const toSeconds = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;
const utc = (ts: number) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC');
const labelOf = (ts: number) => dayLabel(new Date(ts * 1000).toISOString().slice(0, 10));
/** Ticks fall on whole days. */
const DAY_STEPS = [1, 2, 7, 14, 30, 61, 91, 182, 365].map((d) => d * DAY);

/**
 * A daily series drawn with uPlot (a small canvas chart library, loaded only with the analytics
 * pages). The canvas is hidden from screen readers: the table beside it holds the same figures.
 */
export function SeriesChart({
  dates,
  series,
  format,
}: {
  dates: string[];
  series: ChartSeries[];
  format?: (value: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef({ dates, series, format });
  latest.current = { dates, series, format };
  // Redraw when the figures change, not on every render with equal new arrays.
  const figures = JSON.stringify([dates, series]);

  useEffect(() => {
    const { dates, series, format } = latest.current;
    const node = box.current;
    if (!node) return;
    const xs = dates.map(toSeconds);
    const single = xs.length === 1;
    const ticks = valueTicks(series.flatMap((s) => s.values));
    const show = (v: number) => (format ? format(v) : String(v));
    const last = xs.length - 1;
    const opts: uPlot.Options = {
      width: node.clientWidth || 320,
      height: HEIGHT,
      tzDate: utc,
      legend: { show: series.length > 1 },
      cursor: { drag: { x: false, y: false } },
      scales: {
        // One day still gets a day's width, so its point sits in the middle.
        x: { time: true, range: single ? [xs[0]! - DAY / 2, xs[0]! + DAY / 2] : undefined },
        y: { range: () => [ticks[0]!, ticks[ticks.length - 1]!] },
      },
      axes: [
        {
          stroke: '#5e5775',
          grid: { show: false },
          incrs: DAY_STEPS,
          values: (_u, splits) => splits.map(labelOf),
        },
        {
          stroke: '#5e5775',
          grid: { stroke: '#e2dced' },
          size: 56,
          splits: () => ticks,
          values: (_u, splits) => splits.map(show),
        },
      ],
      // Off the chart (idx null) the legend reads the latest day, not dashes.
      series: [
        { label: 'Day', value: (_u, v, _s, idx) => (last < 0 ? '–' : labelOf(idx === null ? xs[last]! : v)) },
        ...series.map((s, i) => ({
          label: s.label,
          stroke: COLORS[i % COLORS.length],
          width: 2,
          points: { show: single || dates.length <= 31 },
          value: (_u: uPlot, v: number | null, _s: number, idx: number | null) => {
            const shown = idx === null ? s.values[last] : v;
            return shown == null ? '–' : show(shown);
          },
        })),
      ],
    };
    const chart = new uPlot(opts, [xs, ...series.map((s) => s.values)], node);
    const resize = new ResizeObserver(() => chart.setSize({ width: node.clientWidth, height: HEIGHT }));
    resize.observe(node);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [figures]);

  return <div ref={box} className="series-chart" aria-hidden="true" />;
}
