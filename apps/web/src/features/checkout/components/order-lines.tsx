import { formatMoney } from '@mingle/shared/fees';
import type { Order } from '@mingle/shared/schemas/orders';
import { quoteBreakdown } from '../lib/breakdown.ts';
import { PriceBreakdown } from './price-breakdown.tsx';

/** What the order holds, line by line, and its breakdown as the server priced it. */
export function OrderLines({ order }: { order: Order }) {
  return (
    <div className="stack order-lines">
      <ul className="order-items">
        {order.items.map((item) => (
          <li key={item.ticketTypeId}>
            <span>
              {item.quantity} × {item.name}
            </span>
            <span>
              {item.unitPriceCents === 0
                ? 'Free'
                : formatMoney(item.unitPriceCents * item.quantity, order.currency)}
            </span>
          </li>
        ))}
      </ul>
      <PriceBreakdown breakdown={quoteBreakdown(order)} promoCode={order.promoCode} />
    </div>
  );
}
