import type { Queryable } from '../../db/client.ts';
import { newTicketCode } from './ticket-codes.ts';

/** Writes the tickets of a paid order, one per unit, each with its own code, held by the buyer. */
export async function issueTickets(tx: Queryable, orderId: string): Promise<number> {
  const items = await tx.query<{
    ticket_type_id: string;
    quantity: number;
    price: number;
    event_id: string;
    buyer_id: string | null;
  }>(
    `SELECT i.ticket_type_id, i.quantity, i.unit_price_cents - i.unit_discount_cents AS price, o.event_id, o.buyer_id
       FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE i.order_id = $1 ORDER BY i.ticket_type_id`,
    [orderId],
  );
  const values: unknown[] = [orderId];
  const rows: string[] = [];
  for (const item of items) {
    for (let n = 0; n < item.quantity; n += 1) {
      const p = values.length + 1;
      values.push(item.event_id, item.ticket_type_id, item.buyer_id, newTicketCode(), item.price);
      rows.push(`($1, $${p}, $${p + 1}, $${p + 2}, $${p + 3}, $${p + 4})`);
    }
  }
  if (rows.length === 0) return 0;
  await tx.query(
    `INSERT INTO tickets (order_id, event_id, ticket_type_id, holder_id, code, price_paid_cents) VALUES ${rows.join(', ')}`,
    values,
  );
  return rows.length;
}
