import { UNSTORABLE_TEXT_MESSAGE } from '@mingle/shared/schemas/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByEmail, VALID_PROFILE } from './auth-helpers.ts';
import { buyTickets, seedEvent, seedUser } from './checkout-fixtures.ts';
import { call, createTestApp, type TestApp } from './helpers.ts';

/**
 * NUL (PostgreSQL refuses it in text) and lone surrogates in any text field answer 400 with a
 * message on that field, never 500: the reproductions of the probe, one by one.
 */
const BAD = ['a\u0000b', '\u0000', 'x\ud800', '\udc00y', '\ud83d'];

describe('text the database cannot store', () => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof seedUser>>;
  let buyer: Awaited<ReturnType<typeof seedUser>>;
  let eventId: string;
  let organizationId: string;
  let orderId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: 1500 }] });
    ({ host, eventId, organizationId } = event);
    buyer = await seedUser(t.db);
    const order = await buyTickets(t.app, buyer.token, eventId, [
      { ticketTypeId: event.ticketTypeIds[0]!, quantity: 1 },
    ]);
    orderId = order.id;
  });
  afterAll(() => t.close());

  async function expectFieldError(
    request: { method: 'GET' | 'POST' | 'PUT' | 'PATCH'; url: string; payload?: object; token?: string },
    field: string,
  ) {
    const res = await call(t.app, request);
    expect(res.status, `${request.method} ${request.url} ${JSON.stringify(request.payload)}`).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields[field]).toBe(UNSTORABLE_TEXT_MESSAGE);
  }

  it('profile set-up and user details: name and bio', async () => {
    const fresh = await signUpByEmail(t.app, 'nul.setup@example.com');
    for (const bad of BAD) {
      for (const field of ['name', 'bio'] as const) {
        await expectFieldError(
          {
            method: 'POST',
            url: '/api/v1/profileSetup-web',
            token: fresh.token,
            payload: { ...VALID_PROFILE, [field]: bad },
          },
          field,
        );
        await expectFieldError(
          {
            method: 'PUT',
            url: '/api/v1/updateUserDetailsWeb',
            token: buyer.token,
            payload: { [field]: bad },
          },
          field,
        );
      }
    }
  });

  it('organizations: name and bio, created and edited', async () => {
    const owner = await seedUser(t.db);
    for (const bad of BAD) {
      await expectFieldError(
        { method: 'POST', url: '/api/v1/organizations', token: owner.token, payload: { name: bad } },
        'name',
      );
      await expectFieldError(
        {
          method: 'POST',
          url: '/api/v1/organizations',
          token: owner.token,
          payload: { name: 'Fine', bio: bad },
        },
        'bio',
      );
      for (const field of ['name', 'bio']) {
        await expectFieldError(
          {
            method: 'PATCH',
            url: `/api/v1/organizations/${organizationId}`,
            token: host.token,
            payload: { [field]: bad },
          },
          field,
        );
      }
    }
  });

  it('the redeem code, the refund reason and the report note', async () => {
    for (const bad of BAD) {
      await expectFieldError(
        {
          method: 'POST',
          url: `/api/v1/events/${eventId}/redeem`,
          token: host.token,
          payload: { code: bad },
        },
        'code',
      );
      await expectFieldError(
        {
          method: 'POST',
          url: `/api/v1/orders/${orderId}/refund-requests`,
          token: buyer.token,
          payload: { reason: bad },
        },
        'reason',
      );
      await expectFieldError(
        {
          method: 'POST',
          url: `/api/v1/users/${host.userId}/report`,
          token: buyer.token,
          payload: { reason: 'Other', note: bad },
        },
        'note',
      );
    }
  });

  it('search queries: subscribers, Discover and the dev outbox', async () => {
    for (const q of ['a%00b', '%00']) {
      await expectFieldError(
        {
          method: 'GET',
          url: `/api/v1/organizations/${organizationId}/subscribers?q=${q}`,
          token: host.token,
        },
        'q',
      );
      await expectFieldError({ method: 'GET', url: `/api/v1/events?q=${q}` }, 'q');
      await expectFieldError({ method: 'GET', url: `/api/v1/dev/outbox?to=${q}` }, 'to');
    }
  });

  it('still takes emoji and other astral characters whole', async () => {
    const res = await call(t.app, {
      method: 'PUT',
      url: '/api/v1/updateUserDetailsWeb',
      token: buyer.token,
      payload: { bio: 'Dancing 💃🏽 and 𝄞 music' },
    });
    expect(res.status).toBe(200);
  });
});
