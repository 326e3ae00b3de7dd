import { IdParam, PageQuery } from '../schemas/common.ts';
import { okEnvelope } from '../schemas/envelope.ts';
import {
  ZEventRsvpsPage,
  ZRsvp,
  ZRsvpDecisionParams,
  ZRsvpDecisionResult,
  ZRsvpRequest,
} from '../schemas/events.ts';
import { endpoint } from './define.ts';
import { rsvpsPaths } from './rsvps.paths.ts';

const tags = ['rsvps'];
const security = [{ bearer: [] }];

export const rsvpsEndpoints = {
  answer: endpoint({
    ...rsvpsPaths.answer,
    tags,
    security,
    summary: 'Answer Yes / Maybe / No (one answer per guest; answering again replaces it)',
    params: IdParam,
    body: ZRsvpRequest,
    response: { 200: okEnvelope(ZRsvp) },
  }),
  list: endpoint({
    ...rsvpsPaths.list,
    tags,
    security,
    summary: "The event's RSVPs, newest first (host only)",
    params: IdParam,
    querystring: PageQuery,
    response: { 200: okEnvelope(ZEventRsvpsPage) },
  }),
  approve: endpoint({
    ...rsvpsPaths.approve,
    tags,
    security,
    summary: "Approve a guest's RSVP on an approval-required event (host only)",
    params: ZRsvpDecisionParams,
    response: { 200: okEnvelope(ZRsvpDecisionResult) },
  }),
  decline: endpoint({
    ...rsvpsPaths.decline,
    tags,
    security,
    summary: "Decline a guest's RSVP on an approval-required event (host only)",
    params: ZRsvpDecisionParams,
    response: { 200: okEnvelope(ZRsvpDecisionResult) },
  }),
};
