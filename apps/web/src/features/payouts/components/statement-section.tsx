import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { QueryError } from '../../../components/ui/query-state.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { type StatementRange, useDownloadStatement, useStatement } from '../api/statement.ts';

const ROWS = [
  ['grossCents', 'Ticket sales'],
  ['discountCents', 'Discounts'],
  ['refundsCents', 'Refunds'],
  ['netCents', 'Your net'],
  ['buyerFeesCents', 'Buyer fees (kept by Mingle)'],
] as const;

/** Gross, discounts, refunds and net for a date range, per event and overall, and the CSV. */
export function StatementSection() {
  const [range, setRange] = useState<StatementRange>({ from: '', to: '' });
  const statement = useStatement(range);
  const download = useDownloadStatement();
  const s = statement.data;
  const badRange = range.from !== '' && range.to !== '' && range.from > range.to;

  return (
    <section className="card stack" aria-labelledby="statement-title">
      <h2 id="statement-title">Statement</h2>
      <div className="payouts-pair">
        <TextField
          label="From"
          type="date"
          value={range.from}
          onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
        />
        <TextField
          label="To"
          type="date"
          value={range.to}
          error={badRange ? 'Pick a day on or after the start' : undefined}
          onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
        />
      </div>
      {statement.error && !badRange && (
        <QueryError error={statement.error} onRetry={() => void statement.refetch()} />
      )}
      {s && s.byEvent.length === 0 && <p className="muted">No ticket sales or refunds in this range.</p>}
      {s && s.byEvent.length > 0 && (
        <div className="statement-scroll">
          <table className="statement-table">
            <thead>
              <tr>
                <th scope="col">Event</th>
                {ROWS.map(([key, label]) => (
                  <th key={key} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {s.byEvent.map((e) => (
                <tr key={e.eventId}>
                  <td>{e.title}</td>
                  {ROWS.map(([key]) => (
                    <td key={key}>{formatMoney(e[key], s.currency)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">All events</th>
                {ROWS.map(([key]) => (
                  <td key={key}>
                    <strong>{formatMoney(s[key], s.currency)}</strong>
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <p className="hint">
        Buyers pay the ticket fee on top of your price; it is shown for transparency and is not part of your
        net.
      </p>
      {download.error && <Alert variant="error">{download.error.message}</Alert>}
      <div>
        <Button
          variant="secondary"
          onClick={() => download.mutate(range)}
          loading={download.isPending}
          disabled={badRange}
        >
          Download CSV
        </Button>
      </div>
    </section>
  );
}
