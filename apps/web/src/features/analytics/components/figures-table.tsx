import type { ReactNode } from 'react';

export interface Column<R> {
  label: string;
  cell: (row: R) => ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

/**
 * The figures as a real table (screen readers, copy and paste): the same numbers a chart
 * draws. The first column heads its row.
 */
export function FiguresTable<R>({
  caption,
  columns,
  rows,
  rowKey,
  footer,
}: {
  caption: string;
  columns: Column<R>[];
  rows: R[];
  rowKey: (row: R) => string;
  footer?: R;
}) {
  const cells = (row: R) =>
    columns.map((c, i) =>
      i === 0 ? (
        <th key={c.label} scope="row">
          {c.cell(row)}
        </th>
      ) : (
        <td key={c.label} className={c.numeric ? 'num' : undefined}>
          {c.cell(row)}
        </td>
      ),
    );
  return (
    <div className="table-scroll">
      <table className="figures-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.numeric ? 'num' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>{cells(row)}</tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr>{cells(footer)}</tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
