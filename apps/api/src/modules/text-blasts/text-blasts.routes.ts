import { IdParam } from '@mingle/shared/schemas/common';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
import {
  ZAudience,
  ZAudienceQuery,
  ZBlast,
  ZBlastEventsPage,
  ZBlastEventsQuery,
  ZBlastsPage,
  ZBlastsQuery,
  ZCreateBlastRequest,
  ZRecipientsPage,
  ZRecipientsQuery,
  ZSendBlastRequest,
  ZUpdateBlastRequest,
} from '@mingle/shared/schemas/text-blasts';
import { z } from 'zod';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { idempotent } from '../orders/index.ts';
import { cancelBlast, listBlastRecipients, sendBlast } from './blast-dispatch.service.ts';
import {
  createBlast,
  deleteBlast,
  getAudience,
  getBlast,
  listBlastEvents,
  listBlasts,
  updateBlast,
} from './text-blasts.service.ts';

const tags = ['text-blasts'];
const security = [{ bearer: [] }];
const blast = { 200: okEnvelope(ZBlast) };

/** Text blasts of the caller's organization (see blastOrganizationFor for who may). */
export const textBlastsRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/text-blasts/events',
    {
      schema: {
        tags,
        security,
        summary: "The host's events with how many guests can be texted, 20 a page",
        querystring: ZBlastEventsQuery,
        response: { 200: okEnvelope(ZBlastEventsPage) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await listBlastEvents(ctx, userId, request.query));
    },
  );

  app.get(
    '/text-blasts/audience',
    {
      schema: {
        tags,
        security,
        summary: 'How many people the chosen groups reach, and how many are left out (no phone, opted out)',
        querystring: ZAudienceQuery,
        response: { 200: okEnvelope(ZAudience) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await getAudience(ctx, userId, request.query));
    },
  );

  app.post(
    '/text-blasts',
    {
      schema: {
        tags,
        security,
        summary: 'Save a blast as a draft',
        body: ZCreateBlastRequest,
        response: blast,
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await createBlast(ctx, userId, request.body));
    },
  );

  app.get(
    '/text-blasts',
    {
      schema: {
        tags,
        security,
        summary: "The organization's blasts, newest first",
        querystring: ZBlastsQuery,
        response: { 200: okEnvelope(ZBlastsPage) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await listBlasts(ctx, userId, request.query));
    },
  );

  app.get(
    '/text-blasts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One blast with its counts by state',
        params: IdParam,
        response: blast,
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await getBlast(ctx, userId, request.params.id));
    },
  );

  app.patch(
    '/text-blasts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a draft',
        params: IdParam,
        body: ZUpdateBlastRequest,
        response: blast,
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await updateBlast(ctx, userId, request.params.id, request.body));
    },
  );

  app.delete(
    '/text-blasts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a draft',
        params: IdParam,
        response: { 200: okEnvelope(z.object({ id: z.uuid() })) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await deleteBlast(ctx, userId, request.params.id));
    },
  );

  app.post(
    '/text-blasts/:id/send',
    {
      schema: {
        tags,
        security,
        summary:
          'Send a draft now or at scheduledAt (Idempotency-Key). Fixes the recipients; at most 10 a day per organization (429 with Retry-After)',
        params: IdParam,
        body: ZSendBlastRequest,
        response: blast,
      },
    },
    async (request, reply) => {
      const { userId } = await requireAuth(ctx.db, request);
      const scheduledAt = request.body?.scheduledAt ? new Date(request.body.scheduledAt) : null;
      return idempotent(ctx.db, request, reply, userId, async () =>
        ok(await sendBlast(ctx, userId, request.params.id, scheduledAt, new Date())),
      );
    },
  );

  app.post(
    '/text-blasts/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Call off a scheduled blast before it starts',
        params: IdParam,
        response: blast,
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await cancelBlast(ctx, userId, request.params.id));
    },
  );

  app.get(
    '/text-blasts/:id/recipients',
    {
      schema: {
        tags,
        security,
        summary: 'Recipients with their state (names and the last 4 digits only), 20 a page',
        params: IdParam,
        querystring: ZRecipientsQuery,
        response: { 200: okEnvelope(ZRecipientsPage) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await listBlastRecipients(ctx, userId, request.params.id, request.query));
    },
  );
};
