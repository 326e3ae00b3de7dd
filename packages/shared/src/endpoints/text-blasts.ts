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

const tags = ['text-blasts'];
const security = [{ bearer: [] }];
const blast = { 200: okEnvelope(ZBlast) };

export const textBlastsEndpoints = {
  events: endpoint({
    method: 'GET',
    path: '/text-blasts/events',
    tags,
    security,
    summary: "The host's events with how many guests can be texted, 20 a page",
    querystring: ZBlastEventsQuery,
    response: { 200: okEnvelope(ZBlastEventsPage) },
  }),
  audience: endpoint({
    method: 'GET',
    path: '/text-blasts/audience',
    tags,
    security,
    summary: 'How many people the chosen groups reach, and how many are left out (no phone, opted out)',
    querystring: ZAudienceQuery,
    response: { 200: okEnvelope(ZAudience) },
  }),
  create: endpoint({
    method: 'POST',
    path: '/text-blasts',
    tags,
    security,
    summary: 'Save a blast as a draft',
    body: ZCreateBlastRequest,
    response: blast,
  }),
  list: endpoint({
    method: 'GET',
    path: '/text-blasts',
    tags,
    security,
    summary: "The organization's blasts, newest first",
    querystring: ZBlastsQuery,
    response: { 200: okEnvelope(ZBlastsPage) },
  }),
  get: endpoint({
    method: 'GET',
    path: '/text-blasts/:id',
    tags,
    security,
    summary: 'One blast with its counts by state',
    params: IdParam,
    response: blast,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/text-blasts/:id',
    tags,
    security,
    summary: 'Edit a draft',
    params: IdParam,
    body: ZUpdateBlastRequest,
    response: blast,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/text-blasts/:id',
    tags,
    security,
    summary: 'Delete a draft',
    params: IdParam,
    response: { 200: okEnvelope(z.object({ id: z.uuid() })) },
  }),
  send: endpoint({
    method: 'POST',
    path: '/text-blasts/:id/send',
    tags,
    security,
    summary:
      'Send a draft now or at scheduledAt (Idempotency-Key). Fixes the recipients; at most 10 a day per organization (429 with Retry-After)',
    params: IdParam,
    body: ZSendBlastRequest,
    response: blast,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/text-blasts/:id/cancel',
    tags,
    security,
    summary: 'Call off a scheduled blast before it starts',
    params: IdParam,
    response: blast,
  }),
  recipients: endpoint({
    method: 'GET',
    path: '/text-blasts/:id/recipients',
    tags,
    security,
    summary: 'Recipients with their state (names and the last 4 digits only), 20 a page',
    params: IdParam,
    querystring: ZRecipientsQuery,
    response: { 200: okEnvelope(ZRecipientsPage) },
  }),
};
