import { IdParam, PageQuery } from '../schemas/common.ts';
import { okEnvelope } from '../schemas/envelope.ts';
import { ZCancelEventRequest, ZEvent } from '../schemas/events.ts';
import {
  ZCreateRefundRequest,
  ZMassRefundPreview,
  ZMassRefundRequest,
  ZRefundDecisionRequest,
  ZRefundRequest,
  ZRefundRequestsPage,
  ZRefundRequestsQuery,
} from '../schemas/tickets.ts';
import { endpoint } from './define.ts';
import { ZIdempotencyHeaders } from './headers.ts';
import { refundsPaths } from './refunds.paths.ts';

const tags = ['refunds'];
const security = [{ bearer: [] }];
const one = { 200: okEnvelope(ZRefundRequest) };

export const refundsEndpoints = {
  request: endpoint({
    ...refundsPaths.request,
    tags,
    security,
    summary:
      'Ask for a refund of tickets of a paid order the caller holds (default: all of them); the fee is kept',
    params: IdParam,
    body: ZCreateRefundRequest,
    response: one,
  }),
  hostRequests: endpoint({
    ...refundsPaths.hostRequests,
    tags,
    security,
    summary: "Refund requests on the caller's events, pending first",
    querystring: ZRefundRequestsQuery,
    response: { 200: okEnvelope(ZRefundRequestsPage) },
  }),
  myRequests: endpoint({
    ...refundsPaths.myRequests,
    tags,
    security,
    summary: 'The refunds the caller asked for',
    querystring: PageQuery,
    response: { 200: okEnvelope(ZRefundRequestsPage) },
  }),
  approve: endpoint({
    ...refundsPaths.approve,
    tags,
    security,
    summary:
      'Approve (host only): refunds the price of the tickets still held by who asked, keeps the fee, frees them',
    params: IdParam,
    body: ZRefundDecisionRequest,
    response: one,
  }),
  decline: endpoint({
    ...refundsPaths.decline,
    tags,
    security,
    summary: 'Decline (host only)',
    params: IdParam,
    body: ZRefundDecisionRequest,
    response: one,
  }),
  cancelEvent: endpoint({
    ...refundsPaths.cancelEvent,
    tags: ['events'],
    security,
    summary:
      'Cancel a published event (host only): every guest gets the message, and with refund (the default) every paid ticket is refunded with its fee in the same step',
    params: IdParam,
    body: ZCancelEventRequest,
    response: { 200: okEnvelope(ZEvent) },
  }),
  preview: endpoint({
    ...refundsPaths.preview,
    tags,
    security,
    summary:
      'What refunding every paid ticket returns, fees included (host only; before or after cancelling)',
    params: IdParam,
    response: { 200: okEnvelope(ZMassRefundPreview) },
  }),
  refundEveryone: endpoint({
    ...refundsPaths.refundEveryone,
    tags,
    security,
    summary: 'Refund every paid order of a cancelled event; 409 when the total changed since the preview',
    params: IdParam,
    body: ZMassRefundRequest,
    headers: ZIdempotencyHeaders,
    response: { 200: okEnvelope(ZMassRefundPreview) },
  }),
};
