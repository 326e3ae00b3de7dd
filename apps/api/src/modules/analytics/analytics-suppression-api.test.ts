import { describe, expect, it } from 'vitest';
import { seedEvent, seedUser } from '../../../test/checkout-fixtures.ts';
import { useTestApp } from '../../../test/helpers.ts';
import { analyticsApi } from './analytics-fixtures.ts';

/**
 * The two unmaskings the probe found, through the API and its CSV: a non-binary guest as
 * going − the shown cells (the unknown cell is always empty), and the one woman at E2 as all
 * events' Woman 7 − E1's Woman 6.
 */
const t = useTestApp();
const { analytics } = analyticsApi(t);

describe('breakdowns that cannot be unmasked by subtraction', () => {
  it('hides a complement in one answer and keeps all events and one event 0 or 5+ apart', async () => {
    const host = await seedUser(t.db, { name: 'Suppression Host' });
    const e1 = await seedEvent(t.db, { host, title: 'E1' });
    const e2 = await seedEvent(t.db, { host, title: 'E2' });
    const going = async (eventId: string, gender: string, n: number) => {
      for (let i = 0; i < n; i += 1) {
        const g = await seedUser(t.db);
        await t.db.query('UPDATE users SET gender = $2 WHERE id = $1', [g.userId, gender]);
        await t.db.query(`INSERT INTO rsvps (event_id, user_id, answer) VALUES ($1, $2, 'Yes')`, [
          eventId,
          g.userId,
        ]);
      }
    };
    await going(e1.eventId, 'Man', 5);
    await going(e1.eventId, 'Woman', 6);
    await going(e1.eventId, 'Non-Binary', 1);
    await going(e2.eventId, 'Woman', 1);

    const gender = (body: { data: { byGender: { key: string; count: number | null }[] } }) =>
      Object.fromEntries(body.data.byGender.map((c) => [c.key, c.count]));
    const all = await analytics(host.token, '/guests', 'range=all');
    expect(all.status).toBe(200);
    expect(all.body.data.going).toBe(13);
    // Man 5 would leave the non-binary guest as 13 − 5 − 7 with unknown known to be 0.
    expect(gender(all.body)).toEqual({ Man: null, Woman: 7, 'Non-Binary': null, unknown: null });

    const one = await analytics(host.token, '/guests', `range=all&eventId=${e1.eventId}`);
    expect(one.body.data.going).toBe(12);
    // Woman 6 would be 1 away from all events' 7: the woman at E2.
    expect(gender(one.body)).toEqual({ Man: 5, Woman: null, 'Non-Binary': null, unknown: null });

    const csv = await analytics(host.token, '/guests', `range=all&eventId=${e1.eventId}&format=csv`);
    expect(csv.body).toContain('Gender,Woman,<5');
    expect(csv.body).not.toContain('Gender,Woman,6');
    const allCsv = await analytics(host.token, '/guests', 'range=all&format=csv');
    expect(allCsv.body).toContain('Gender,Man,<5');
  });
});
