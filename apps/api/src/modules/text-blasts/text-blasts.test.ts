import { SMS_FOOTER } from '@mingle/shared/sms-segments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BlastPeople,
  type BlastWorld,
  blastAudienceWorld,
  blastWorld,
  createBlast,
  sendBlast,
} from '../../../test/blast-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let w: BlastWorld;
let people: BlastPeople;

const audience = (segments: string, eventId: string | null = w.eventId, token = w.host.token) =>
  call(t.app, {
    method: 'GET',
    url: `/api/v1/text-blasts/audience?segments=${encodeURIComponent(segments)}${eventId ? `&eventId=${eventId}` : ''}`,
    token,
  });

beforeAll(async () => {
  t = await createTestApp();
  ({ w, people } = await blastAudienceWorld(t));
});
afterAll(() => t.close());

describe('GET text-blasts/audience: segments', () => {
  it.each([
    ['going', 3, { noPhone: 1, optedOut: 1 }],
    ['maybe', 1, { noPhone: 0, optedOut: 0 }],
    ['checked_in', 1, { noPhone: 0, optedOut: 0 }],
    ['not_checked_in', 2, { noPhone: 1, optedOut: 1 }],
    ['invited', 2, { noPhone: 0, optedOut: 0 }],
    ['subscribers', 2, { noPhone: 0, optedOut: 0 }],
  ])('%s reaches %i', async (segment, reachable, excluded) => {
    const res = await audience(segment);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ reachable, excluded, bySegment: { [segment]: reachable } });
  });

  it('ticket_type:<id> reaches the holders of that type only', async () => {
    const res = await audience(`ticket_type:${w.vipId}`);
    expect(res.body.data.reachable).toBe(1);
    const both = await audience(`ticket_type:${w.vipId},ticket_type:${w.generalId}`);
    expect(both.body.data.bySegment).toEqual({
      [`ticket_type:${w.vipId}`]: 1,
      [`ticket_type:${w.generalId}`]: 1,
    });
  });

  it('a union counts each person once', async () => {
    const res = await audience('going,maybe,subscribers,checked_in,invited');
    // ticket, door, yes, maybe, fan, invitee, the phone-only invitee.
    expect(res.body.data.reachable).toBe(7);
    expect(res.body.data.excluded).toEqual({ noPhone: 1, optedOut: 1 });
    expect(res.body.data.bySegment).toMatchObject({ going: 3, subscribers: 2, checked_in: 1 });
  });

  it('subscribers need no event; event groups do', async () => {
    expect((await audience('subscribers', null)).body.data.reachable).toBe(2);
    const res = await audience('going', null);
    expect(res.status).toBe(400);
    expect(res.body.error.fields.eventId).toBeDefined();
  });

  it('refuses unknown segments and a ticket type of another event', async () => {
    expect((await audience('everyone')).status).toBe(400);
    const other = await blastWorld(t, 'Other Org');
    const res = await audience(`ticket_type:${other.vipId}`);
    expect(res.status).toBe(400);
  });
});

describe('who may blast', () => {
  it('a guest (no organization) gets 403, another host 404 for this event and its blasts', async () => {
    const guestRes = await audience('going', w.eventId, people.ticket!.token);
    expect(guestRes.status).toBe(403);
    const other = await blastWorld(t, 'Rivals');
    expect((await audience('going', w.eventId, other.host.token)).status).toBe(404);
    expect(
      (await createBlast(t, other.host.token, { eventId: w.eventId, segments: ['going'], body: 'Hi' }))
        .status,
    ).toBe(404);
    const mine = await createBlast(t, w.host.token, { eventId: w.eventId, segments: ['going'], body: 'Hi' });
    const id = mine.body.data.id;
    for (const [method, url] of [
      ['GET', `/api/v1/text-blasts/${id}`],
      ['GET', `/api/v1/text-blasts/${id}/recipients`],
      ['POST', `/api/v1/text-blasts/${id}/cancel`],
      ['DELETE', `/api/v1/text-blasts/${id}`],
    ] as const) {
      expect((await call(t.app, { method, url, token: other.host.token })).status, url).toBe(404);
      expect((await call(t.app, { method, url, token: people.ticket!.token })).status, url).toBe(404);
    }
    expect((await sendBlast(t, other.host.token, id)).status).toBe(404);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/v1/text-blasts', token: people.ticket!.token })).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/v1/text-blasts?organizationId=${other.host.organizationId}`,
          token: w.host.token,
        })
      ).status,
    ).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/api/v1/text-blasts' })).status).toBe(401);
  });
});

describe('drafts', () => {
  it("measures the message with the organization's name and the footer, edits and deletes a draft", async () => {
    const res = await createBlast(t, w.host.token, {
      eventId: w.eventId,
      segments: ['going', 'maybe'],
      body: 'Hi €',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'draft',
      recipientCount: 4,
      encoding: 'GSM-7',
      smsSegments: 1,
      characters: `Night Owls: Hi €\n${SMS_FOOTER}`.length,
    });
    const id = res.body.data.id;
    const edited = await call(t.app, {
      method: 'PATCH',
      url: `/api/v1/text-blasts/${id}`,
      token: w.host.token,
      payload: { body: 'Привет', segments: ['maybe'] },
    });
    expect(edited.body.data).toMatchObject({ encoding: 'UCS-2', recipientCount: 1, segments: ['maybe'] });
    expect(
      (await call(t.app, { method: 'DELETE', url: `/api/v1/text-blasts/${id}`, token: w.host.token })).status,
    ).toBe(200);
    expect(
      (await call(t.app, { method: 'GET', url: `/api/v1/text-blasts/${id}`, token: w.host.token })).status,
    ).toBe(404);
  });

  it('refuses a message over 1,600 characters with the name and the footer', async () => {
    const fits = 1600 - `Night Owls: \n${SMS_FOOTER}`.length;
    const exact = await createBlast(t, w.host.token, {
      eventId: w.eventId,
      segments: ['going'],
      body: 'a'.repeat(fits),
    });
    expect(exact.body.data).toMatchObject({ characters: 1600 });
    const oneMore = await createBlast(t, w.host.token, {
      eventId: w.eventId,
      segments: ['going'],
      body: 'a'.repeat(fits + 1),
    });
    expect(oneMore.status).toBe(400);
    expect(oneMore.body.error.fields.body).toMatch(/name/);
    const long = await createBlast(t, w.host.token, {
      eventId: w.eventId,
      segments: ['going'],
      body: 'a'.repeat(1590),
    });
    expect(long.status).toBe(400);
    expect(long.body.error.fields.body).toMatch(/1,600/);
    const over = await createBlast(t, w.host.token, {
      eventId: w.eventId,
      segments: ['going'],
      body: 'a'.repeat(1601),
    });
    expect(over.status).toBe(400);
  });
});
