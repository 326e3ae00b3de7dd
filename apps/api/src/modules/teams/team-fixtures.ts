import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from '../../../test/helpers.ts';
import type { Db } from '../../db/client.ts';

/** A fresh US phone number for a seeded user. */
export const phone = () => `+1415${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** The team calls of an organization; `t.app` and `t.db` are read at each call. */
export function teamApi(t: { app: FastifyInstance; db: Db }) {
  const add = (orgId: string, token: string, payload: Record<string, string>) =>
    call(t.app, { method: 'POST', url: `/api/v1/organizations/${orgId}/members`, token, payload });
  const answer = (invitationId: string, token: string, verb: 'accept' | 'decline') =>
    call(t.app, { method: 'POST', url: `/api/v1/team-invitations/${invitationId}/${verb}`, token });
  return {
    members: (orgId: string, token: string) =>
      call(t.app, { method: 'GET', url: `/api/v1/organizations/${orgId}/members`, token }),
    add,
    accept: (invitationId: string, token: string) => answer(invitationId, token, 'accept'),
    decline: (invitationId: string, token: string) => answer(invitationId, token, 'decline'),
    mine: (token: string) => call(t.app, { method: 'GET', url: '/api/v1/me/team-invitations', token }),
    /** Invites a seeded user by the phone number they were seeded with, and they accept. */
    addByPhone: async (
      orgId: string,
      token: string,
      person: { userId: string; token: string },
      role: 'cohost' | 'door',
    ) => {
      const row = await t.db.maybeOne<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [
        person.userId,
      ]);
      const invited = await add(orgId, token, { phone: row!.phone, role });
      expect(invited.status, JSON.stringify(invited.body)).toBe(200);
      const accepted = await answer(invited.body.data.id, person.token, 'accept');
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      return accepted;
    },
    activity: async (orgId: string, token: string) =>
      (await call(t.app, { method: 'GET', url: `/api/v1/organizations/${orgId}/activity`, token })).body.data,
  };
}
