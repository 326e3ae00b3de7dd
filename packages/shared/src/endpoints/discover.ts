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
import { discoverPaths } from './discover.paths.ts';

const tags = ['discover'];
const security = [{ bearer: [] }];

export const discoverEndpoints = {
  discover: endpoint({
    ...discoverPaths.discover,
    tags,
    summary: 'Discover: published public upcoming events with date filter (in tz), search, city and sort',
    querystring: ZDiscoverQuery,
    response: { 200: okEnvelope(ZDiscoverPage) },
  }),
  hostEvents: endpoint({
    ...discoverPaths.hostEvents,
    tags,
    security,
    summary: "The caller's organization's events: Upcoming, Past (ended or cancelled), Drafts",
    querystring: ZHostEventsQuery,
    response: { 200: okEnvelope(ZHostEventsPage) },
  }),
  myEvents: endpoint({
    ...discoverPaths.myEvents,
    tags,
    security,
    summary: "The caller's events: Upcoming, Invited, Attended",
    querystring: ZMyEventsQuery,
    response: { 200: okEnvelope(ZMyEventsPage) },
  }),
};
