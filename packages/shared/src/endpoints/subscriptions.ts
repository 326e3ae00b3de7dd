import { IdParam, PageQuery } from '../schemas/common.ts';
import { okEnvelope } from '../schemas/envelope.ts';
import {
  ZSubscribedOrganizationsPage,
  ZSubscribersPage,
  ZSubscribersQuery,
  ZSubscriptionState,
} from '../schemas/organizations.ts';
import { endpoint } from './define.ts';
import { subscriptionsPaths } from './subscriptions.paths.ts';

const tags = ['subscriptions'];
const security = [{ bearer: [] }];
const state = { 200: okEnvelope(ZSubscriptionState) };

export const subscriptionsEndpoints = {
  subscribe: endpoint({
    ...subscriptionsPaths.subscribe,
    tags,
    security,
    summary: 'Follow a host',
    params: IdParam,
    response: state,
  }),
  unsubscribe: endpoint({
    ...subscriptionsPaths.unsubscribe,
    tags,
    security,
    summary: 'Stop following a host',
    params: IdParam,
    response: state,
  }),
  mine: endpoint({
    ...subscriptionsPaths.mine,
    tags,
    security,
    summary: 'Host Subscriptions: the hosts the caller follows, newest first',
    querystring: PageQuery,
    response: { 200: okEnvelope(ZSubscribedOrganizationsPage) },
  }),
  subscribers: endpoint({
    ...subscriptionsPaths.subscribers,
    tags,
    security,
    summary: "The organization's subscribers, searchable by name (owner only)",
    params: IdParam,
    querystring: ZSubscribersQuery,
    response: { 200: okEnvelope(ZSubscribersPage) },
  }),
  subscribersCsv: endpoint({
    ...subscriptionsPaths.subscribersCsv,
    tags,
    security,
    summary: 'Every subscriber as CSV: Name, Subscribed at (owner only)',
    params: IdParam,
    produces: ['text/csv'],
  }),
};
