/**
 * The sums of an order's stored lines (migration 0033), for the reports that add orders up (the
 * payout statement): the SQL side of `breakdownOfLines` in packages/shared/src/price-lines.ts.
 * Join it LATERAL as `ol` on the order id expression given; sums are 64-bit.
 */
export const orderLineSums = (orderId: string) => `LATERAL (
       SELECT sum(i.quantity::bigint * i.unit_price_cents) AS subtotal,
              sum(i.quantity::bigint * i.unit_discount_cents) AS discount,
              sum(i.quantity::bigint * i.unit_net_cents) AS net,
              sum(i.quantity::bigint * i.unit_tax_cents) AS tax,
              sum(i.quantity::bigint * i.unit_gross_cents) AS gross
         FROM order_items i WHERE i.order_id = ${orderId}) ol`;
