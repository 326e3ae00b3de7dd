import type { BreakdownCell } from '@mingle/shared/schemas/analytics';
import { cellText, keyLabel } from '../lib/analytics-format.ts';
import { FiguresTable } from './figures-table.tsx';

/** A breakdown of guests; a group under 5 people reads "<5" so no one can be singled out. */
export function BreakdownTable({ caption, cells }: { caption: string; cells: BreakdownCell[] }) {
  return (
    <FiguresTable
      caption={caption}
      rowKey={(c) => c.key}
      rows={cells}
      columns={[
        { label: 'Group', cell: (c) => keyLabel(c.key) },
        {
          label: 'Guests',
          numeric: true,
          cell: (c) =>
            c.suppressed ? (
              <abbr title="Fewer than 5 people: hidden to protect privacy">&lt;5</abbr>
            ) : (
              cellText(c)
            ),
        },
      ]}
    />
  );
}
