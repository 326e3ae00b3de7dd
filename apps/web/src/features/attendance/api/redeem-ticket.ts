import type { RedeemedTicket, RedeemRequest } from '@mingle/shared/schemas/tickets';
import { api, type Envelope } from '../../../lib/api-client.ts';

/**
 * POST events/:id/redeem (owner, co-hosts, door staff): admits the ticket's holder, named by a
 * scanned or typed code, or by its id from the guest list.
 */
export async function redeemTicket(eventId: string, body: RedeemRequest): Promise<RedeemedTicket> {
  const res = await api<Envelope<RedeemedTicket>>(`events/${encodeURIComponent(eventId)}/redeem`, {
    method: 'POST',
    body,
  });
  return res.data;
}
