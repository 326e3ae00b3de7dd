import { formatMoney } from '@mingle/shared/fees';
import { FEE_SHORT } from '../../../lib/format.ts';
import type { Breakdown } from '../lib/breakdown.ts';

export interface PriceBreakdownProps {
  breakdown: Breakdown;
  promoCode?: string | null;
  /** A fresh quote is on its way; the figures may change. */
  updating?: boolean;
}

/** Price, discount, fee, total: the numbers the order will carry, to the cent. */
export function PriceBreakdown({ breakdown, promoCode, updating = false }: PriceBreakdownProps) {
  const money = (cents: number) => formatMoney(cents, breakdown.currency);
  const n = breakdown.ticketCount;
  return (
    <dl className="breakdown" aria-busy={updating || undefined}>
      <div className="breakdown-row">
        <dt>
          {n} {n === 1 ? 'ticket' : 'tickets'}
        </dt>
        <dd>{money(breakdown.subtotalCents)}</dd>
      </div>
      {breakdown.discountCents > 0 && (
        <div className="breakdown-row breakdown-discount">
          <dt>Discount{promoCode ? ` (${promoCode})` : ''}</dt>
          <dd>−{money(breakdown.discountCents)}</dd>
        </div>
      )}
      <div className="breakdown-row">
        <dt>
          Fee <span className="muted breakdown-hint">{FEE_SHORT} per paid ticket</span>
        </dt>
        <dd>{money(breakdown.feeCents)}</dd>
      </div>
      <div className="breakdown-row breakdown-total">
        <dt>Total</dt>
        <dd>{money(breakdown.totalCents)}</dd>
      </div>
      {updating && <p className="muted breakdown-updating">Updating…</p>}
    </dl>
  );
}
