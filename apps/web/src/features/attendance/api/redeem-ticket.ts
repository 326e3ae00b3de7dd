import { ticketsPaths } from '@mingle/shared/endpoints/tickets.paths';
import type { RedeemedTicket, RedeemRequest } from '@mingle/shared/schemas/tickets';
import { call } from '../../../lib/api-call.ts';

/**
 * POST events/:id/redeem (owner, co-hosts, door staff): admits the ticket's holder, named by a
 * scanned or typed code, or by its id from the guest list.
 */
export async function redeemTicket(eventId: string, body: RedeemRequest): Promise<RedeemedTicket> {
  const res = await call(ticketsPaths.redeem, { params: { id: eventId }, body });
  return res.data;
}
