import type { Ticket } from '@mingle/shared/schemas/tickets';
import { type TicketViewRow, toTicketSummary } from '../../db/sql/ticket-view.sql.ts';

/** The holder's view, with the code for the QR and the short code printed under it. */
export function toTicket(row: TicketViewRow, viewerId: string): Ticket {
  return { ...toTicketSummary(row, viewerId), code: row.code, shortCode: row.short_code };
}
