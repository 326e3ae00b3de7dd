import { IdParam, PageQuery } from '@mingle/shared/schemas/common';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
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
} from '@mingle/shared/schemas/tickets';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getAttendance, getDoorList, redeemTicket } from './door.service.ts';
import {
  claimSharedTicket,
  getSharedTicket,
  getTicket,
  listMyTickets,
  revokeShare,
  shareTicket,
} from './tickets.service.ts';

const tags = ['tickets'];
const security = [{ bearer: [] }];
// The share token is in these paths: keep their request lines out of the log.
const quietLog = { logLevel: 'warn' } as const;

export const ticketsRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/me/tickets',
    {
      schema: {
        tags,
        security,
        summary: 'The tickets the caller holds',
        querystring: ZMyTicketsQuery,
        response: { 200: okEnvelope(ZMyTicketsPage) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await listMyTickets(ctx, userId, request.query));
    },
  );

  app.get(
    '/tickets/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A ticket with its code for the QR (holder only)',
        params: IdParam,
        response: { 200: okEnvelope(ZTicket) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await getTicket(ctx, request.params.id, userId));
    },
  );

  app.post(
    '/tickets/:id/share',
    {
      schema: {
        tags,
        security,
        summary: 'Make a share link (holder only); it replaces any unclaimed one',
        params: IdParam,
        response: { 200: okEnvelope(ZTicketShare) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await shareTicket(ctx, request.params.id, userId));
    },
  );

  app.delete(
    '/tickets/:id/share',
    {
      schema: {
        tags,
        security,
        summary: 'Revoke the unclaimed share link (holder only)',
        params: IdParam,
        response: { 200: okEnvelope(ZTicket) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await revokeShare(ctx, request.params.id, userId));
    },
  );

  app.get(
    '/shared/:token',
    {
      ...quietLog,
      schema: {
        tags,
        summary: 'A shared ticket as the friend sees it (public; no code)',
        params: ZShareTokenParam,
        response: { 200: okEnvelope(ZSharedTicket) },
      },
    },
    async (request) => ok(await getSharedTicket(ctx, request.params.token)),
  );

  app.post(
    '/shared/:token/claim',
    {
      ...quietLog,
      schema: {
        tags,
        security,
        summary: 'Take a shared ticket: it gets a new code and the old QR stops working',
        params: ZShareTokenParam,
        response: { 200: okEnvelope(ZTicket) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await claimSharedTicket(ctx, request.params.token, userId));
    },
  );

  app.post(
    '/events/:id/redeem',
    {
      schema: {
        tags,
        security,
        summary:
          'Redeem a ticket at the door (owner, co-hosts, door staff) by its QR code, its short code (any case, spaces and dashes allowed) or its id (manual check-in). 409 ALREADY_REDEEMED (fields.redeemedAt, redeemedBy, redeemedById), 422 WRONG_EVENT (another event of the organization) / TICKET_NOT_VALID, 404 (no ticket of the organization has it), 429 RATE_LIMITED with Retry-After after DOOR_WRONG_CODES_BURST wrong codes per event and member (ticketId check-ins are not limited)',
        params: IdParam,
        body: ZRedeemRequest,
        response: { 200: okEnvelope(ZRedeemedTicket) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await redeemTicket(ctx, request.params.id, userId, request.body));
    },
  );

  app.get(
    '/events/:id/door-list',
    {
      schema: {
        tags,
        security,
        summary:
          'Every ticket of the event with digests of its codes, kept on the door device to check in offline (owner, co-hosts, door staff)',
        params: IdParam,
        response: { 200: okEnvelope(ZDoorList) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await getDoorList(ctx, request.params.id, userId));
    },
  );

  app.get(
    '/events/:id/attendance',
    {
      schema: {
        tags,
        security,
        summary: 'Ticket holders and arrivals with counts (host only)',
        params: IdParam,
        querystring: PageQuery,
        response: { 200: okEnvelope(ZAttendancePage) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await getAttendance(ctx, request.params.id, userId, request.query.page));
    },
  );
};
