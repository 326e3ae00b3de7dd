import { IdParam, PageQuery } from '../schemas/common.ts';
import { okEnvelope } from '../schemas/envelope.ts';
import {
  ZSubscribedOrganizationsPage,
  ZSubscribersPage,
  ZSubscribersQuery,
  ZSubscriptionState,
} from '../schemas/organizations.ts';
import { endpoint } from './define.ts';

const tags = ['subscriptions'];
const security = [{ bearer: [] }];
const state = { 200: okEnvelope(ZSubscriptionState) };

export const subscriptionsEndpoints = {
  subscribe: endpoint({
    method: 'POST',
    path: '/organizations/:id/subscription',
    tags,
    security,
    summary: 'Follow a host',
    params: IdParam,
    response: state,
  }),
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/organizations/:id/subscription',
    tags,
    security,
    summary: 'Stop following a host',
    params: IdParam,
    response: state,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/me/subscriptions',
    tags,
    security,
    summary: 'Host Subscriptions: the hosts the caller follows, newest first',
    querystring: PageQuery,
    response: { 200: okEnvelope(ZSubscribedOrganizationsPage) },
  }),
  subscribers: endpoint({
    method: 'GET',
    path: '/organizations/:id/subscribers',
    tags,
    security,
    summary: "The organization's subscribers, searchable by name (owner only)",
    params: IdParam,
    querystring: ZSubscribersQuery,
    response: { 200: okEnvelope(ZSubscribersPage) },
  }),
  subscribersCsv: endpoint({
    method: 'GET',
    path: '/organizations/:id/subscribers.csv',
    tags,
    security,
    summary: 'Every subscriber as CSV: Name, Subscribed at (owner only)',
    params: IdParam,
    produces: ['text/csv'],
  }),
};
