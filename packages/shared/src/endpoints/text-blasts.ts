import { z } from 'zod';
import { IdParam } from '../schemas/common.ts';
import { okEnvelope } from '../schemas/envelope.ts';
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
} from '../schemas/text-blasts.ts';
import { endpoint } from './define.ts';
import { textBlastsPaths } from './text-blasts.paths.ts';

const tags = ['text-blasts'];
const security = [{ bearer: [] }];
const blast = { 200: okEnvelope(ZBlast) };

export const textBlastsEndpoints = {
  events: endpoint({
    ...textBlastsPaths.events,
    tags,
    security,
    summary: "The host's events with how many guests can be texted, 20 a page",
    querystring: ZBlastEventsQuery,
    response: { 200: okEnvelope(ZBlastEventsPage) },
  }),
  audience: endpoint({
    ...textBlastsPaths.audience,
    tags,
    security,
    summary: 'How many people the chosen groups reach, and how many are left out (no phone, opted out)',
    querystring: ZAudienceQuery,
    response: { 200: okEnvelope(ZAudience) },
  }),
  create: endpoint({
    ...textBlastsPaths.create,
    tags,
    security,
    summary: 'Save a blast as a draft',
    body: ZCreateBlastRequest,
    response: blast,
  }),
  list: endpoint({
    ...textBlastsPaths.list,
    tags,
    security,
    summary: "The organization's blasts, newest first",
    querystring: ZBlastsQuery,
    response: { 200: okEnvelope(ZBlastsPage) },
  }),
  get: endpoint({
    ...textBlastsPaths.get,
    tags,
    security,
    summary: 'One blast with its counts by state',
    params: IdParam,
    response: blast,
  }),
  update: endpoint({
    ...textBlastsPaths.update,
    tags,
    security,
    summary: 'Edit a draft',
    params: IdParam,
    body: ZUpdateBlastRequest,
    response: blast,
  }),
  delete: endpoint({
    ...textBlastsPaths.delete,
    tags,
    security,
    summary: 'Delete a draft',
    params: IdParam,
    response: { 200: okEnvelope(z.object({ id: z.uuid() })) },
  }),
  send: endpoint({
    ...textBlastsPaths.send,
    tags,
    security,
    summary:
      'Send a draft now or at scheduledAt (Idempotency-Key). Fixes the recipients; at most 10 a day per organization (429 with Retry-After)',
    params: IdParam,
    body: ZSendBlastRequest,
    response: blast,
  }),
  cancel: endpoint({
    ...textBlastsPaths.cancel,
    tags,
    security,
    summary: 'Call off a scheduled blast before it starts',
    params: IdParam,
    response: blast,
  }),
  recipients: endpoint({
    ...textBlastsPaths.recipients,
    tags,
    security,
    summary: 'Recipients with their state (names and the last 4 digits only), 20 a page',
    params: IdParam,
    querystring: ZRecipientsQuery,
    response: { 200: okEnvelope(ZRecipientsPage) },
  }),
};
