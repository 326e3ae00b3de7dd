import { IdParam, PageQuery } from '../schemas/common.ts';
import { okEnvelope } from '../schemas/envelope.ts';
import {
  ZAttendancePage,
  ZDoorList,
  ZMyTicketsPage,
  ZMyTicketsQuery,
  ZRedeemedTicket,
  ZRedeemRequest,
  ZSharedTicket,
  ZShareTokenParam,
  ZTicket,
  ZTicketShare,
} from '../schemas/tickets.ts';
import { endpoint } from './define.ts';
import { ticketsPaths } from './tickets.paths.ts';

const tags = ['tickets'];
const security = [{ bearer: [] }];

export const ticketsEndpoints = {
  mine: endpoint({
    ...ticketsPaths.mine,
    tags,
    security,
    summary: 'The tickets the caller holds',
    querystring: ZMyTicketsQuery,
    response: { 200: okEnvelope(ZMyTicketsPage) },
  }),
  get: endpoint({
    ...ticketsPaths.get,
    tags,
    security,
    summary: 'A ticket with its code for the QR (holder only)',
    params: IdParam,
    response: { 200: okEnvelope(ZTicket) },
  }),
  share: endpoint({
    ...ticketsPaths.share,
    tags,
    security,
    summary: 'Make a share link (holder only); it replaces any unclaimed one',
    params: IdParam,
    response: { 200: okEnvelope(ZTicketShare) },
  }),
  revokeShare: endpoint({
    ...ticketsPaths.revokeShare,
    tags,
    security,
    summary: 'Revoke the unclaimed share link (holder only)',
    params: IdParam,
    response: { 200: okEnvelope(ZTicket) },
  }),
  shared: endpoint({
    ...ticketsPaths.shared,
    tags,
    summary: 'A shared ticket as the friend sees it (public; no code)',
    params: ZShareTokenParam,
    response: { 200: okEnvelope(ZSharedTicket) },
  }),
  claim: endpoint({
    ...ticketsPaths.claim,
    tags,
    security,
    summary: 'Take a shared ticket: it gets a new code and the old QR stops working',
    params: ZShareTokenParam,
    response: { 200: okEnvelope(ZTicket) },
  }),
  redeem: endpoint({
    ...ticketsPaths.redeem,
    tags,
    security,
    summary:
      'Redeem a ticket at the door (owner, co-hosts, door staff) by its QR code, its short code (any case, spaces and dashes allowed) or its id (manual check-in). 409 ALREADY_REDEEMED (fields.redeemedAt, redeemedBy, redeemedById), 422 WRONG_EVENT (another event of the organization) / TICKET_NOT_VALID, 404 (no ticket of the organization has it), 429 RATE_LIMITED with Retry-After after DOOR_WRONG_CODES_BURST wrong codes per event and member (ticketId check-ins are not limited)',
    params: IdParam,
    body: ZRedeemRequest,
    response: { 200: okEnvelope(ZRedeemedTicket) },
  }),
  doorList: endpoint({
    ...ticketsPaths.doorList,
    tags,
    security,
    summary:
      'Every ticket of the event with digests of its codes, kept on the door device to check in offline (owner, co-hosts, door staff)',
    params: IdParam,
    response: { 200: okEnvelope(ZDoorList) },
  }),
  attendance: endpoint({
    ...ticketsPaths.attendance,
    tags,
    security,
    summary: 'Ticket holders and arrivals with counts (host only)',
    params: IdParam,
    querystring: PageQuery,
    response: { 200: okEnvelope(ZAttendancePage) },
  }),
};
