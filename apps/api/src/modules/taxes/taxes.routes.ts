import { IdParam } from '@mingle/shared/schemas/common';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
import { ZTaxAnswer } from '@mingle/shared/schemas/taxes';
import { z } from 'zod';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/auth.ts';
import {
  getEventTax,
  getTaxDefault,
  removeEventTax,
  removeTaxDefault,
  setEventTax,
  setTaxDefault,
} from './taxes.service.ts';

const tags = ['taxes'];
const security = [{ bearer: [] }];
const answer = { 200: okEnvelope(ZTaxAnswer) };
const removed = { 200: okEnvelope(z.object({ removed: z.literal(true) })) };
/** Checked by ZTaxSettingRequest in the service, so bad values are 422 naming the field. */
const body = z
  .unknown()
  .describe(
    '{mode: "inclusive"|"exclusive", rateMilli: 1–100000 (8.875% = 8875), name: 1–20 characters, registrationNumber?}',
  );

/** An event's tax and its organization's default: owners and co-hosts. */
export const taxesRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/events/:id/tax',
    {
      schema: {
        tags,
        security,
        summary: "The event's tax with its registration number (hosts)",
        params: IdParam,
        response: answer,
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok({ tax: await getEventTax(ctx, userId, request.params.id) });
    },
  );

  app.put(
    '/events/:id/tax',
    {
      schema: {
        tags,
        security,
        summary: 'Set the event tax; orders already placed keep the tax they were placed with',
        params: IdParam,
        body,
        response: answer,
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok({ tax: await setEventTax(ctx, userId, request.params.id, request.body, new Date()) });
    },
  );

  app.delete(
    '/events/:id/tax',
    {
      schema: {
        tags,
        security,
        summary: 'Remove the event tax: new orders are untaxed',
        params: IdParam,
        response: removed,
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await removeEventTax(ctx, userId, request.params.id));
    },
  );

  app.get(
    '/organizations/:id/tax-default',
    {
      schema: { tags, security, summary: 'The tax new events start with', params: IdParam, response: answer },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok({ tax: await getTaxDefault(ctx, userId, request.params.id) });
    },
  );

  app.put(
    '/organizations/:id/tax-default',
    {
      schema: {
        tags,
        security,
        summary: 'Set the tax copied to new events of the organization (existing events keep theirs)',
        params: IdParam,
        body,
        response: answer,
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok({ tax: await setTaxDefault(ctx, userId, request.params.id, request.body, new Date()) });
    },
  );

  app.delete(
    '/organizations/:id/tax-default',
    { schema: { tags, security, summary: 'New events start untaxed', params: IdParam, response: removed } },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await removeTaxDefault(ctx, userId, request.params.id));
    },
  );
};
