import { okEnvelope } from '../schemas/envelope.ts';
import {
  ZDiscoverPage,
  ZDiscoverQuery,
  ZHostEventsPage,
  ZHostEventsQuery,
  ZMyEventsPage,
  ZMyEventsQuery,
} from '../schemas/events.ts';
import { endpoint } from './define.ts';

const tags = ['discover'];
const security = [{ bearer: [] }];

export const discoverEndpoints = {
  discover: endpoint({
    method: 'GET',
    path: '/events',
    tags,
    summary: 'Discover: published public upcoming events with date filter (in tz), search, city and sort',
    querystring: ZDiscoverQuery,
    response: { 200: okEnvelope(ZDiscoverPage) },
  }),
  hostEvents: endpoint({
    method: 'GET',
    path: '/host/events',
    tags,
    security,
    summary: "The caller's organization's events: Upcoming, Past (ended or cancelled), Drafts",
    querystring: ZHostEventsQuery,
    response: { 200: okEnvelope(ZHostEventsPage) },
  }),
  myEvents: endpoint({
    method: 'GET',
    path: '/me/events',
    tags,
    security,
    summary: "The caller's events: Upcoming, Invited, Attended",
    querystring: ZMyEventsQuery,
    response: { 200: okEnvelope(ZMyEventsPage) },
  }),
};
