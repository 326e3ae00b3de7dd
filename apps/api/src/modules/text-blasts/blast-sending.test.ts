import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BlastWorld,
  blastWorld,
  createBlast,
  guest,
  rsvp,
  sendBlast,
  sentBlast,
  smsTo,
} from '../../../test/blast-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { enqueue } from '../../jobs/job-queue.ts';
import { userChannel } from '../../realtime/channels.ts';
import { blastSweepJob } from './blast-job-kinds.ts';

let t: TestApp;
let w: BlastWorld;
const guests: Awaited<ReturnType<typeof guest>>[] = [];

beforeAll(async () => {
  t = await createTestApp({ BLAST_SENDS_PER_SECOND: '5', BLAST_SEND_LEASE_SECONDS: '30' });
  w = await blastWorld(t);
  for (let i = 0; i < 6; i += 1) {
    const g = await guest(t, `Guest ${i}`);
    await rsvp(t, w.eventId, g.userId, 'Yes');
    guests.push(g);
  }
});
afterAll(() => t.close());

const view = async (id: string) =>
  (await call(t.app, { method: 'GET', url: `/api/v1/text-blasts/${id}`, token: w.host.token })).body.data;

describe('sending', () => {
  it('paces messages at BLAST_SENDS_PER_SECOND and pushes progress to the host live', async () => {
    const frames: {
      blast: { id: string; counts: { delivered: number }; progress: number; status: string };
    }[] = [];
    const unsubscribe = await t.app.ctx.providers.pubsub.subscribe(userChannel(w.host.userId), (raw) => {
      const envelope = JSON.parse(raw) as { frame?: { type: string } };
      if (envelope.frame?.type === 'blast_progress') frames.push(envelope.frame as never);
    });
    const id = await sentBlast(t, w, ['going'], 'Paced');
    const started = Date.now();
    await t.app.jobs.runDueJobs();
    const elapsed = Date.now() - started;
    await unsubscribe();
    // Six messages at five a second: at least five gaps of 200 ms.
    expect(elapsed).toBeGreaterThanOrEqual(950);
    expect((await view(id)).counts).toMatchObject({ total: 6, delivered: 6 });
    const mine = frames.filter((f) => f.blast.id === id);
    expect(mine.length).toBeGreaterThanOrEqual(6);
    expect(mine.map((f) => f.blast.counts.delivered)).toEqual(
      [...mine.map((f) => f.blast.counts.delivered)].sort(),
    );
    expect(mine.at(-1)?.blast).toMatchObject({ status: 'sent', progress: 1 });
  });

  it('reports a message stuck in sending past its lease as unknown, never sends it again, and resumes the blast', async () => {
    const draft = await call(t.app, {
      method: 'POST',
      url: '/api/v1/text-blasts',
      token: w.host.token,
      payload: { eventId: w.eventId, segments: ['going'], body: 'Resumed' },
    });
    const id = draft.body.data.id as string;
    await call(t.app, {
      method: 'POST',
      url: `/api/v1/text-blasts/${id}/send`,
      token: w.host.token,
      headers: { 'idempotency-key': `resume-${id}` },
    });
    // As a server that died would leave it: the first job never ran, one message in flight.
    await t.db.query(
      `UPDATE jobs SET status = 'done' WHERE type = 'text-blasts.send' AND payload->>'blastId' = $1`,
      [id],
    );
    const [stuck] = await t.db.query<{ id: string; phone: string }>(
      `UPDATE blast_recipients SET status = 'sending', lease_until = now() - interval '1 second'
        WHERE id = (SELECT id FROM blast_recipients WHERE blast_id = $1 ORDER BY id LIMIT 1) RETURNING id, phone`,
      [id],
    );
    await t.db.query(
      `UPDATE text_blasts SET status = 'sending', started_at = now(), lease_until = now() - interval '1 second' WHERE id = $1`,
      [id],
    );
    await enqueue(t.db, blastSweepJob, {});
    await t.app.jobs.runDueJobs();
    const after = await view(id);
    expect(after).toMatchObject({
      status: 'sent',
      progress: 1,
      counts: { total: 6, unknown: 1, delivered: 5 },
    });
    expect(
      (await smsTo(t, stuck!.phone)).filter((m) => m.body.startsWith('Night Owls: Resumed')),
    ).toHaveLength(0);
    const unknown = await call(t.app, {
      method: 'GET',
      url: `/api/v1/text-blasts/${id}/recipients?status=unknown`,
      token: w.host.token,
    });
    expect(unknown.body.data.items[0]).toMatchObject({
      phoneLast4: stuck!.phone.slice(-4),
      error: expect.stringContaining('may or may not'),
    });
    for (const g of guests.filter((x) => x.phone !== stuck!.phone)) {
      expect((await smsTo(t, g.phone!)).filter((m) => m.body.startsWith('Night Owls: Resumed'))).toHaveLength(
        1,
      );
    }
  });

  it('a stale worker of an older generation stands down', async () => {
    const id = await sentBlast(t, w, ['going'], 'Generations');
    await t.db.query('UPDATE text_blasts SET generation = 1 WHERE id = $1', [id]);
    await t.app.jobs.runDueJobs();
    expect((await view(id)).counts).toMatchObject({ queued: 6, delivered: 0 });
    await t.db.query(`UPDATE text_blasts SET lease_until = now() - interval '1 second' WHERE id = $1`, [id]);
    await enqueue(t.db, blastSweepJob, {});
    await t.app.jobs.runDueJobs();
    expect((await view(id)).counts).toMatchObject({ queued: 0, delivered: 6 });
  });
});

describe('live progress for the team', () => {
  it('goes to the owner and every co-host, whoever sent it, never to door staff or a removed co-host', async () => {
    const sender = await guest(t, 'Cora Sender');
    const watcher = await guest(t, 'Cy Watcher');
    const door = await guest(t, 'Dee Door');
    const removed = await guest(t, 'Rex Removed');
    for (const [member, role] of [
      [sender, 'cohost'],
      [watcher, 'cohost'],
      [door, 'door'],
      [removed, 'cohost'],
    ] as const) {
      const added = await call(t.app, {
        method: 'POST',
        url: `/api/v1/organizations/${w.host.organizationId}/members`,
        token: w.host.token,
        payload: { phone: member.phone, role },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const accepted = await call(t.app, {
        method: 'POST',
        url: `/api/v1/team-invitations/${added.body.data.id}/accept`,
        token: member.token,
      });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    }
    const gone = await call(t.app, {
      method: 'DELETE',
      url: `/api/v1/organizations/${w.host.organizationId}/members/${removed.userId}`,
      token: w.host.token,
    });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);

    const seen = new Map<string, number>();
    const unsubscribes = await Promise.all(
      [w.host, sender, watcher, door, removed].map((who) =>
        t.app.ctx.providers.pubsub.subscribe(userChannel(who.userId), (raw) => {
          const envelope = JSON.parse(raw) as { frame?: { type: string } };
          if (envelope.frame?.type === 'blast_progress')
            seen.set(who.userId, (seen.get(who.userId) ?? 0) + 1);
        }),
      ),
    );
    const draft = await createBlast(t, sender.token, {
      eventId: w.eventId,
      segments: ['going'],
      body: 'Team',
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect((await sendBlast(t, sender.token, draft.body.data.id)).status).toBe(200);
    await t.app.jobs.runDueJobs();
    await Promise.all(unsubscribes.map((u) => u()));

    expect((await view(draft.body.data.id)).status).toBe('sent');
    for (const who of [w.host, sender, watcher]) expect(seen.get(who.userId) ?? 0).toBeGreaterThanOrEqual(6);
    expect(seen.get(door.userId)).toBeUndefined();
    expect(seen.get(removed.userId)).toBeUndefined();
  });
});
