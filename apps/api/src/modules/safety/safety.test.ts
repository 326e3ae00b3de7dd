import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  assertNoLeaks,
  hostEvent,
  type Person,
  person,
  rsvp,
  type SocialTestApp,
  socialApp,
} from '../../../test/social-test-kit.ts';

describe('blocks, reports and moderation', () => {
  let t: SocialTestApp;
  let host: Person;
  let eventId: string;
  let viewer: Person;

  beforeAll(async () => {
    t = await socialApp();
    host = await person(t, { name: 'Hosty' });
    eventId = await hostEvent(t, host);
    viewer = await person(t, { name: 'Viewer' });
    await rsvp(t, eventId, viewer);
  });
  afterAll(() => t.close());

  const attendee = async (name: string) => {
    const p = await person(t, { name });
    await rsvp(t, eventId, p);
    return p;
  };
  const listed = async (who: Person) =>
    (await api(t, who, 'GET', `events/${eventId}/guests`)).body.data.items.map((g: { id: string }) => g.id);
  const report = (from: Person, target: Person, body: Record<string, unknown> = {}) =>
    api(t, from, 'POST', `users/${target.userId}/report`, {
      reason: 'Derogatory language',
      eventId,
      ...body,
    });

  it('blocks and unblocks; blocking is idempotent and never of oneself or nobody', async () => {
    const x = await attendee('Xavier');
    expect((await api(t, viewer, 'POST', `users/${x.userId}/block`)).body.data).toEqual({ blocked: true });
    expect((await api(t, viewer, 'POST', `users/${x.userId}/block`)).body.data).toEqual({ blocked: true });
    expect(await listed(viewer)).not.toContain(x.userId);
    expect((await api(t, viewer, 'DELETE', `users/${x.userId}/block`)).body.data).toEqual({ blocked: false });
    expect(await listed(viewer)).toContain(x.userId);
    expect((await api(t, viewer, 'POST', `users/${viewer.userId}/block`)).status).toBe(400);
    expect((await api(t, viewer, 'POST', `users/${crypto.randomUUID()}/block`)).status).toBe(404);
    expect((await api(t, null, 'POST', `users/${x.userId}/block`)).status).toBe(401);
  });

  it('a report also blocks, and validates its reason and note', async () => {
    const y = await attendee('Yolanda');
    const res = await report(viewer, y, { note: 'rude' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ reportId: expect.any(String), blocked: true });
    expect(await listed(viewer)).not.toContain(y.userId);
    expect(await listed(y)).not.toContain(viewer.userId);
    expect((await report(viewer, y, { reason: 'Because' })).status).toBe(400);
    expect((await report(viewer, y, { note: 'x'.repeat(1001) })).status).toBe(400);
    const stranger = await person(t);
    expect((await report(stranger, y)).status).toBe(403);
    expect((await report(viewer, y, { eventId: undefined })).status).toBe(200);
  });

  it('hides a person reported by three different people from guest lists until reviewed', async () => {
    const target = await attendee('Target');
    const reporters = [await attendee('R1'), await attendee('R2'), await attendee('R3')];
    await report(reporters[0]!, target);
    await report(reporters[0]!, target, { reason: 'Other' });
    await report(reporters[1]!, target);
    expect(await listed(viewer)).toContain(target.userId);
    await report(reporters[2]!, target);
    expect(await listed(viewer)).not.toContain(target.userId);
    expect(await listed(host)).not.toContain(target.userId);

    const moderation = await api(t, host, 'GET', `events/${eventId}/reports`);
    expect(moderation.status).toBe(200);
    const aboutTarget = moderation.body.data.items.filter(
      (r: { target: { id: string } }) => r.target.id === target.userId,
    );
    expect(aboutTarget).toHaveLength(4);
    expect(aboutTarget[0]).toMatchObject({ openReports: 3, hidden: true, reviewedAt: null });
    expect(JSON.stringify(moderation.body)).not.toContain(reporters[0]!.userId);

    const reviewed = await api(t, host, 'POST', `reports/${aboutTarget[0].id}/review`);
    expect(reviewed.body.data).toMatchObject({
      reviewedAt: expect.any(String),
      openReports: 2,
      hidden: false,
    });
    expect(await listed(viewer)).toContain(target.userId);
    const open = await api(t, host, 'GET', `events/${eventId}/reports?status=open`);
    expect(open.body.data.items.some((r: { id: string }) => r.id === aboutTarget[0].id)).toBe(false);
    const done = await api(t, host, 'GET', `events/${eventId}/reports?status=reviewed`);
    expect(done.body.data.items.map((r: { id: string }) => r.id)).toEqual([aboutTarget[0].id]);
  });

  it('keeps the moderation list to the event’s host', async () => {
    const z = await attendee('Zed');
    const filed = await report(viewer, z);
    expect((await api(t, viewer, 'GET', `events/${eventId}/reports`)).status).toBe(403);
    expect((await api(t, viewer, 'POST', `reports/${filed.body.data.reportId}/review`)).status).toBe(403);
    expect((await api(t, host, 'POST', `reports/${crypto.randomUUID()}/review`)).status).toBe(404);
    const otherHost = await person(t);
    await hostEvent(t, otherHost);
    expect((await api(t, otherHost, 'GET', `events/${eventId}/reports`)).status).toBe(403);
    expect((await api(t, otherHost, 'POST', `reports/${filed.body.data.reportId}/review`)).status).toBe(403);
  });

  it('never shows anyone else’s phone number or e-mail', () => {
    assertNoLeaks(t);
  });
});
