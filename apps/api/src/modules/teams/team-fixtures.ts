import type { FastifyInstance } from 'fastify';
import { call } from '../../../test/helpers.ts';
import type { Db } from '../../db/client.ts';

/** A fresh US phone number for a seeded user. */
export const phone = () => `+1415${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** The team calls of an organization; `t.app` and `t.db` are read at each call. */
export function teamApi(t: { app: FastifyInstance; db: Db }) {
  const add = (orgId: string, token: string, payload: Record<string, string>) =>
    call(t.app, { method: 'POST', url: `/api/v1/organizations/${orgId}/members`, token, payload });
  return {
    members: (orgId: string, token: string) =>
      call(t.app, { method: 'GET', url: `/api/v1/organizations/${orgId}/members`, token }),
    add,
    /** Adds a seeded user to the team by the phone number they were seeded with. */
    addByPhone: async (orgId: string, token: string, userId: string, role: 'cohost' | 'door') => {
      const row = await t.db.maybeOne<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [userId]);
      return add(orgId, token, { phone: row!.phone, role });
    },
    activity: async (orgId: string, token: string) =>
      (await call(t.app, { method: 'GET', url: `/api/v1/organizations/${orgId}/activity`, token })).body.data,
  };
}
