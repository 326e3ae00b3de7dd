import { ZEvent } from '@mingle/shared/schemas/events';
import { describe, expect, it } from 'vitest';
import {
  addTicketType,
  completeEventBody,
  createDraft,
  createPublishedEvent,
  useHostApp,
} from '../../../test/event-fixtures.ts';
import { call } from '../../../test/helpers.ts';
import { seedUser } from '../../../test/seed-users.ts';

describe('the event wizard', () => {
  const { t, host } = useHostApp();

  const patch = (id: string, payload: object) =>
    call(t.app, { method: 'PATCH', url: `/api/v1/events/${id}`, token: host.token, payload });

  it('needs an organization to start a draft', async () => {
    const guest = await seedUser(t.db);
    const res = await call(t.app, { method: 'POST', url: '/api/v1/events', token: guest.token, payload: {} });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('ORGANIZATION_REQUIRED');
  });

  it('starts an empty draft with the defaults', async () => {
    const draft = ZEvent.parse(await createDraft(t, host));
    expect(draft).toMatchObject({
      status: 'draft',
      visibility: 'public',
      title: null,
      wizardStep: null,
      settings: { guestListVisible: true, matchingOn: true, chatOn: true, approvalRequired: false },
      accessibility: {
        stepFreeAccess: false,
        captioningOrAsl: false,
        quietSpace: false,
        allGenderRestrooms: false,
      },
      ticketTypes: [],
      counts: { going: 0, maybe: 0, notGoing: 0 },
    });
    expect(draft.viewer?.isHost).toBe(true);
  });

  it('gives field-level messages for the basic-details step and saves nothing then', async () => {
    const draft = await createDraft(t, host, { title: 'Half done' });
    const res = await patch(draft.id, { venueName: 'Somewhere', wizardStep: 'basic-details' });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('UNPROCESSABLE');
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['endsAt', 'place', 'startsAt', 'timeZone']);
    const saved = await call(t.app, { method: 'GET', url: `/api/v1/events/${draft.id}`, token: host.token });
    expect(saved.body.data.venueName).toBeNull();

    const ok = await patch(draft.id, {
      ...completeEventBody(),
      title: 'Half done',
      wizardStep: 'basic-details',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.wizardStep).toBe('basic-details');
  });

  it('rejects an end before the start, a span over 30 days, a bad zone and a javascript: link', async () => {
    const draft = await createDraft(t, host);
    const start = '2030-05-01T19:00:00Z';
    const before = await patch(draft.id, { startsAt: start, endsAt: '2030-05-01T18:00:00Z' });
    expect(before.status).toBe(400);
    expect(before.body.error.fields.endsAt).toMatch(/after the start/);
    const long = await patch(draft.id, { startsAt: start, endsAt: '2030-06-15T18:00:00Z' });
    expect(long.body.error.fields.endsAt).toMatch(/30 days/);
    const zone = await patch(draft.id, { timeZone: 'Mars/Olympus' });
    expect(zone.status).toBe(400);
    expect(zone.body.error.fields.timeZone).toBeTruthy();
    const link = await patch(draft.id, { onlineUrl: 'javascript:alert(1)' });
    expect(link.body.error.fields.onlineUrl).toBeTruthy();
    const offset = await patch(draft.id, {
      startsAt: '2030-05-01T12:00:00-07:00',
      endsAt: '2030-05-01T22:00:00-07:00',
    });
    expect(offset.status).toBe(200);
    expect(offset.body.data.startsAt).toBe('2030-05-01T19:00:00.000Z');
  });

  it('needs a ticket type to complete tickets&promo, and keeps the furthest step', async () => {
    const draft = await createDraft(t, host, completeEventBody());
    const missing = await patch(draft.id, { wizardStep: 'tickets&promo' });
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields).toEqual({ ticketTypes: expect.any(String) });
    await addTicketType(t, host, draft.id);
    expect((await patch(draft.id, { wizardStep: 'general-settings' })).body.data.wizardStep).toBe(
      'general-settings',
    );
    const back = await patch(draft.id, { wizardStep: 'basic-details', title: 'Renamed' });
    expect(back.body.data).toMatchObject({ wizardStep: 'general-settings', title: 'Renamed' });
  });

  it('stores event info: sanitised description, age limit, accessibility and settings', async () => {
    const draft = await createDraft(t, host);
    const res = await patch(draft.id, {
      description:
        '<p onclick="x()">Hello <script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">bad</a> <a href="https://ok.example">good</a></p><iframe src="https://evil"></iframe>',
      ageLimit: 21,
      accessibility: { stepFreeAccess: true, quietSpace: true, notes: ' Ramp at the side door ' },
      settings: { chatOn: false, approvalRequired: true },
      visibility: 'private',
      capacity: 50,
      wizardStep: 'event-info',
    });
    expect(res.status).toBe(200);
    const e = res.body.data;
    expect(e.description).not.toMatch(/script|onerror|onclick|javascript|iframe|<img/i);
    expect(e.description).toContain('<a href="https://ok.example" rel="noopener nofollow ugc"');
    expect(e).toMatchObject({
      ageLimit: 21,
      visibility: 'private',
      capacity: 50,
      accessibility: {
        stepFreeAccess: true,
        quietSpace: true,
        captioningOrAsl: false,
        notes: 'Ramp at the side door',
      },
      settings: { chatOn: false, approvalRequired: true, guestListVisible: true, matchingOn: true },
    });
    const empty = await patch(draft.id, { description: '<script>only</script>' });
    expect(empty.body.data.description).toBeNull();
  });

  it('refuses an empty or unknown-only patch', async () => {
    const draft = await createDraft(t, host);
    expect((await patch(draft.id, {})).status).toBe(400);
  });
});

describe('publishing', () => {
  const { t, host } = useHostApp();

  const publish = (id: string, token = host.token) =>
    call(t.app, { method: 'POST', url: `/api/v1/events/${id}/publish`, token });

  it('lists everything missing', async () => {
    const draft = await createDraft(t, host, { description: '<p>Only a description</p>' });
    const res = await publish(draft.id);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('UNPROCESSABLE');
    expect(Object.keys(res.body.error.fields).sort()).toEqual([
      'endsAt',
      'place',
      'startsAt',
      'ticketTypes',
      'timeZone',
      'title',
    ]);
  });

  it('accepts an online-only event, publishes once, and keeps a published event complete', async () => {
    const body = completeEventBody(24, {
      venueName: null,
      address: null,
      city: null,
      onlineUrl: 'https://meet.example/x',
    });
    const draft = await createDraft(t, host, body);
    await addTicketType(t, host, draft.id, { priceCents: 1500 });
    const first = await publish(draft.id);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'published', minPriceCents: 1500, currency: 'USD' });
    expect(first.body.data.publishedAt).toBeTruthy();
    const again = await publish(draft.id);
    expect(again.body.data.publishedAt).toBe(first.body.data.publishedAt);

    const cleared = await call(t.app, {
      method: 'PATCH',
      url: `/api/v1/events/${draft.id}`,
      token: host.token,
      payload: { title: '', onlineUrl: null },
    });
    expect(cleared.status).toBe(422);
    expect(Object.keys(cleared.body.error.fields).sort()).toEqual(['place', 'title']);
  });

  it('refuses to move a published event to end in the past (its ticket money would become payable early)', async () => {
    const event = await createPublishedEvent(t, host, {}, { priceCents: 2500 });
    const patch = (payload: Record<string, string>) =>
      call(t.app, { method: 'PATCH', url: `/api/v1/events/${event.id}`, token: host.token, payload });
    const hour = 3_600_000;
    // Under way (a start in the past cannot be set, so it is put there directly).
    const startsAt = new Date(Date.now() - 3 * hour).toISOString();
    await t.db.query('UPDATE events SET starts_at = $2 WHERE id = $1', [event.id, startsAt]);
    const past = await patch({ startsAt, endsAt: new Date(Date.now() - hour).toISOString() });
    expect(past.status).toBe(400);
    expect(past.body.error.fields).toEqual({
      endsAt: 'A published event cannot be moved to end in the past',
    });
    const later = await patch({
      startsAt: new Date(Date.now() + 48 * hour).toISOString(),
      endsAt: new Date(Date.now() + 50 * hour).toISOString(),
    });
    expect(later.status).toBe(200);
  });

  it('refuses to publish an event whose date has passed', async () => {
    const draft = await createDraft(t, host, completeEventBody());
    await addTicketType(t, host, draft.id);
    // The date passed while it was a draft.
    await t.db.query(
      `UPDATE events SET starts_at = now() - interval '10 hours', ends_at = now() - interval '7 hours' WHERE id = $1`,
      [draft.id],
    );
    const res = await publish(draft.id);
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ endsAt: expect.any(String) });
  });
});
