import { describe, expect, it } from 'vitest';
import { signUpByEmail, signUpByPhone } from '../../../test/auth-helpers.ts';
import { createHost, createPublishedEvent, outboxFor } from '../../../test/event-fixtures.ts';
import { call, useTestApp } from '../../../test/helpers.ts';
import { seedUser } from '../../../test/seed-users.ts';
import { phone, teamApi } from './team-fixtures.ts';
import { INVITATIONS_PER_DAY, INVITATIONS_PER_HOUR } from './team-invitations.service.ts';

describe('team invitations: nobody joins a team without saying yes', () => {
  const t = useTestApp();
  const { members, add, accept, decline, mine, activity } = teamApi(t);
  const myOrganizations = async (token: string) =>
    (await call(t.app, { method: 'GET', url: '/api/v1/me/organizations', token })).body.data.items;
  const notifications = async (token: string) =>
    (await call(t.app, { method: 'GET', url: '/api/v1/notifications', token })).body.data.items;

  it('answers the same pending invitation for an account, no account, and someone who blocked the owner', async () => {
    const owner = await createHost(t, 'Same Crew', { name: 'Olive Owner' });
    const [known, unknown, blocker] = [phone(), phone(), phone()];
    const account = await seedUser(t.db, { phone: known, name: 'Kim Known' });
    const blocked = await seedUser(t.db, { phone: blocker, name: 'Bo Blocker' });
    const block = await call(t.app, {
      method: 'POST',
      url: `/api/v1/users/${owner.userId}/block`,
      token: blocked.token,
    });
    expect(block.status).toBe(200);

    const answers = [];
    for (const number of [known, unknown, blocker]) {
      const res = await add(owner.organizationId, owner.token, { phone: number, role: 'door' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      answers.push(res.body.data);
    }
    for (const data of answers) {
      expect(Object.keys(data).sort()).toEqual(['id', 'role', 'status']);
      expect(data).toMatchObject({ role: 'door', status: 'pending' });
    }
    const pending = await call(t.app, {
      method: 'GET',
      url: `/api/v1/organizations/${owner.organizationId}/invitations`,
      token: owner.token,
    });
    expect(pending.body.data.items).toHaveLength(3);

    // Nobody is on the team yet: an existing account is invited, not added.
    expect((await members(owner.organizationId, owner.token)).body.data.items).toHaveLength(1);
    expect(await myOrganizations(account.token)).toEqual([]);
    const sms = (await outboxFor(t, known))[0]?.body ?? '';
    expect(sms).toContain('Same Crew invited you');
    expect(sms).toContain('/team-invitations');
    expect(sms).not.toContain('/login');
    expect((await notifications(account.token))[0]).toMatchObject({
      type: 'team',
      payload: { organizationName: 'Same Crew', role: 'door', invitationId: answers[0].id },
    });
    expect((await mine(account.token)).body.data.items).toEqual([
      {
        id: answers[0].id,
        organization: { id: owner.organizationId, name: 'Same Crew' },
        role: 'door',
        invitedBy: { id: owner.userId, name: 'Olive Owner' },
        createdAt: expect.any(String),
      },
    ]);

    // The address without an account got the message too; someone who blocked the owner got nothing.
    expect(await outboxFor(t, unknown)).toHaveLength(1);
    expect(await outboxFor(t, blocker)).toEqual([]);
    expect(await notifications(blocked.token)).toEqual([]);
    expect((await mine(blocked.token)).body.data.items).toEqual([]);
    expect((await accept(answers[2].id, blocked.token)).status).toBe(404);
    expect(await myOrganizations(blocked.token)).toEqual([]);
  });

  it('an invitation to an address without an account waits for sign-up, then for the answer', async () => {
    const owner = await createHost(t, 'Mail Crew', { name: 'Mona Owner' });
    const email = `cohost-${Date.now()}@test.local`;
    const res = await add(owner.organizationId, owner.token, {
      email: ` ${email.toUpperCase()} `,
      role: 'cohost',
    });
    expect(res.body.data).toMatchObject({ role: 'cohost', status: 'pending' });
    expect((await outboxFor(t, email))[0]?.body).toContain('/team-invitations');

    const person = await signUpByEmail(t.app, email, { completeProfile: true });
    // Signing in accepts nothing.
    expect(await myOrganizations(person.token)).toEqual([]);
    const waiting = (await mine(person.token)).body.data.items;
    expect(waiting).toMatchObject([
      { id: res.body.data.id, role: 'cohost', organization: { name: 'Mail Crew' } },
    ]);

    const joined = await accept(res.body.data.id, person.token);
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.data).toEqual({
      id: owner.organizationId,
      name: 'Mail Crew',
      profilePicture: null,
      role: 'cohost',
      ownerName: 'Mona Owner',
    });
    expect((await members(owner.organizationId, person.token)).status).toBe(200);
    expect((await mine(person.token)).body.data.items).toEqual([]);
    // An answered invitation can't be answered again.
    expect((await accept(res.body.data.id, person.token)).status).toBe(404);
    expect((await decline(res.body.data.id, person.token)).status).toBe(404);

    const log = await activity(owner.organizationId, owner.token);
    expect(log.items.map((e: { action: string }) => e.action)).toEqual(['member.joined', 'member.invited']);
    expect(log.items[0]).toMatchObject({
      actor: { id: person.userId, name: 'Ada Lovelace' },
      details: { memberId: person.userId, name: 'Ada Lovelace', role: 'cohost' },
    });
    expect(log.items[1]).toMatchObject({ actor: { id: owner.userId }, details: { to: 'c…@test.local' } });
    expect(JSON.stringify(log)).not.toContain(email);
  });

  it('declining leaves the person off the team; a revoked invitation can no longer be accepted', async () => {
    const owner = await createHost(t, 'Choice Crew');
    const [a, b] = [phone(), phone()];
    const first = (await add(owner.organizationId, owner.token, { phone: a, role: 'door' })).body.data;
    const second = (await add(owner.organizationId, owner.token, { phone: b, role: 'door' })).body.data;
    const revoke = await call(t.app, {
      method: 'DELETE',
      url: `/api/v1/organizations/${owner.organizationId}/invitations/${second.id}`,
      token: owner.token,
    });
    expect(revoke.status).toBe(200);
    const personA = await signUpByPhone(t.app, a, { completeProfile: true });
    const personB = await signUpByPhone(t.app, b, { completeProfile: true });

    const declined = await decline(first.id, personA.token);
    expect(declined.status).toBe(200);
    expect(declined.body.data).toEqual({ declined: true });
    expect(await myOrganizations(personA.token)).toEqual([]);
    expect((await mine(personB.token)).body.data.items).toEqual([]);
    expect((await accept(second.id, personB.token)).status).toBe(404);
    expect(await myOrganizations(personB.token)).toEqual([]);

    // After a decline the owner may ask again.
    expect((await add(owner.organizationId, owner.token, { phone: a, role: 'cohost' })).status).toBe(200);
    const actions = (await activity(owner.organizationId, owner.token)).items.map(
      (e: { action: string }) => e.action,
    );
    expect(actions.slice(0, 3)).toEqual(['member.invited', 'invitation.declined', 'invitation.revoked']);
  });

  it("someone else's invitation is a 404 to everyone but the invited person, and nothing changes", async () => {
    const owner = await createHost(t, 'Private Crew');
    const number = phone();
    const invitee = await seedUser(t.db, { phone: number });
    const stranger = await seedUser(t.db, { phone: phone() });
    const otherOwner = await createHost(t, 'Other Crew');
    const { id } = (await add(owner.organizationId, owner.token, { phone: number, role: 'cohost' })).body
      .data;
    for (const token of [stranger.token, owner.token, otherOwner.token]) {
      expect((await accept(id, token)).status).toBe(404);
      expect((await decline(id, token)).status).toBe(404);
      expect((await mine(token)).body.data.items).toEqual([]);
    }
    expect((await accept('not-a-uuid', invitee.token)).status).toBe(400);
    expect((await accept(id, '')).status).toBe(401);
    expect((await mine(invitee.token)).body.data.items).toHaveLength(1);
    expect((await accept(id, invitee.token)).status).toBe(200);
  });

  it('door staff with no dating fields in their profile accept and work the door list', async () => {
    const owner = await createHost(t, 'Door Crew');
    const event = await createPublishedEvent(t, owner);
    const number = phone();
    // A seeded profile has a name and a date of birth, no gender and no intent.
    const staff = await seedUser(t.db, { phone: number, name: 'Dee Door' });
    const row = await t.db.maybeOne<{ gender: string | null; intent: string | null }>(
      'SELECT gender, intent FROM users WHERE id = $1',
      [staff.userId],
    );
    expect(row).toEqual({ gender: null, intent: null });
    const { id } = (await add(owner.organizationId, owner.token, { phone: number, role: 'door' })).body.data;
    expect((await accept(id, staff.token)).body.data.role).toBe('door');
    for (const path of ['door-list', 'attendance']) {
      const res = await call(t.app, {
        method: 'GET',
        url: `/api/v1/events/${event.id}/${path}`,
        token: staff.token,
      });
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    }
  });

  it('two accepts at once make one membership and one log line', async () => {
    const owner = await createHost(t, 'Race Crew');
    const number = phone();
    const invitee = await seedUser(t.db, { phone: number });
    const { id } = (await add(owner.organizationId, owner.token, { phone: number, role: 'door' })).body.data;
    const answers = await Promise.all([accept(id, invitee.token), accept(id, invitee.token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 404]);
    const log = await activity(owner.organizationId, owner.token);
    expect(log.items.filter((e: { action: string }) => e.action === 'member.joined')).toHaveLength(1);
    expect(await myOrganizations(invitee.token)).toMatchObject([{ id: owner.organizationId, role: 'door' }]);
  });

  it('refuses the owner, a member and a second pending invitation to the same address (409)', async () => {
    const owner = await createHost(t, 'Known Crew', { phone: phone() });
    const ownerPhone = (await t.db.maybeOne<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [
      owner.userId,
    ]))!.phone;
    expect((await add(owner.organizationId, owner.token, { phone: ownerPhone, role: 'door' })).status).toBe(
      409,
    );
    const number = phone();
    const person = await seedUser(t.db, { phone: number });
    const { id } = (await add(owner.organizationId, owner.token, { phone: number, role: 'door' })).body.data;
    expect((await add(owner.organizationId, owner.token, { phone: number, role: 'cohost' })).status).toBe(
      409,
    );
    await accept(id, person.token);
    const again = await add(owner.organizationId, owner.token, { phone: number, role: 'cohost' });
    expect(again.status).toBe(409);
    expect(again.body.error.fields.phone).toBe('That person is already on the team');
  });

  it(`caps invitations at ${INVITATIONS_PER_HOUR} an hour and ${INVITATIONS_PER_DAY} a day per organization`, async () => {
    const owner = await createHost(t, 'Busy Crew');
    for (let i = 0; i < INVITATIONS_PER_HOUR; i += 1) {
      expect((await add(owner.organizationId, owner.token, { phone: phone(), role: 'door' })).status).toBe(
        200,
      );
    }
    const over = await add(owner.organizationId, owner.token, { phone: phone(), role: 'door' });
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('RATE_LIMITED');
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // Spread over the day instead: the day's cap holds even when each hour is under its own.
    const other = await createHost(t, 'Daily Crew');
    await t.db.query(
      `INSERT INTO member_invitations (organization_id, phone, role, created_at)
       SELECT $1, '+1999' || lpad(g::text, 7, '0'), 'door', now() - interval '3 hours'
         FROM generate_series(1, $2::int) g`,
      [other.organizationId, INVITATIONS_PER_DAY],
    );
    const daily = await add(other.organizationId, other.token, { phone: phone(), role: 'door' });
    expect(daily.status).toBe(429);
    expect(Number(daily.headers['retry-after'])).toBeGreaterThan(20 * 3600);
  });
});
