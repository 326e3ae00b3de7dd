import { z } from 'zod';
import { IdParam } from '../schemas/common.ts';
import { okEnvelope } from '../schemas/envelope.ts';
import {
  ZCreatePromoCodeRequest,
  ZCreateTicketTypeRequest,
  ZPromoCode,
  ZPromoCodeParams,
  ZTicketType,
  ZTicketTypeParams,
  ZUpdateTicketTypeRequest,
} from '../schemas/events.ts';
import { endpoint } from './define.ts';
import { ticketingPaths } from './ticketing.paths.ts';

const tags = ['ticket types and promo codes'];
const security = [{ bearer: [] }];
const deleted = { 200: okEnvelope(z.object({ deleted: z.literal(true) })) };

export const ticketingEndpoints = {
  createTicketType: endpoint({
    ...ticketingPaths.createTicketType,
    tags,
    security,
    summary: 'Add a ticket type (priceCents 0 = free); one currency per event',
    params: IdParam,
    body: ZCreateTicketTypeRequest,
    response: { 200: okEnvelope(ZTicketType) },
  }),
  updateTicketType: endpoint({
    ...ticketingPaths.updateTicketType,
    tags,
    security,
    summary: 'Change a ticket type (quantity never below what is sold)',
    params: ZTicketTypeParams,
    body: ZUpdateTicketTypeRequest,
    response: { 200: okEnvelope(ZTicketType) },
  }),
  deleteTicketType: endpoint({
    ...ticketingPaths.deleteTicketType,
    tags,
    security,
    summary: 'Remove a ticket type nobody bought (409 once sold)',
    params: ZTicketTypeParams,
    response: deleted,
  }),
  createPromoCode: endpoint({
    ...ticketingPaths.createPromoCode,
    tags,
    security,
    summary: 'Add a promo code: percentOff or amountOffCents, unique per event whatever the case',
    params: IdParam,
    body: ZCreatePromoCodeRequest,
    response: { 200: okEnvelope(ZPromoCode) },
  }),
  listPromoCodes: endpoint({
    ...ticketingPaths.listPromoCodes,
    tags,
    security,
    summary: "The event's promo codes",
    params: IdParam,
    response: { 200: okEnvelope(z.array(ZPromoCode)) },
  }),
  deletePromoCode: endpoint({
    ...ticketingPaths.deletePromoCode,
    tags,
    security,
    summary: 'Withdraw a promo code',
    params: ZPromoCodeParams,
    response: deleted,
  }),
};
