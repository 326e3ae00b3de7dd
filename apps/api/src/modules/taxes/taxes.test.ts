import { describe, expect, it } from 'vitest';
import { buyTickets } from '../../../test/checkout-fixtures.ts';
import {
  addTicketType,
  createDraft,
  createHost,
  createPublishedEvent,
  useHostApp,
} from '../../../test/event-fixtures.ts';
import { call } from '../../../test/helpers.ts';
import { seedUser } from '../../../test/seed-users.ts';

const salesTax = { mode: 'exclusive', rateMilli: 8875, name: 'Sales tax', registrationNumber: 'NY-4471' };
const vat = { mode: 'inclusive', rateMilli: 20000, name: 'VAT' };

describe('tax settings', () => {
  const { t, host } = useHostApp('Tax Hall');

  const req = (method: 'GET' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    call(t.app, { method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });
  const eventTax = async (eventId: string) =>
    (await call(t.app, { method: 'GET', url: `/api/v1/events/${eventId}`, token: host.token })).body.data.tax;

  it('sets, shows and removes an event tax; the event answer carries it without the number', async () => {
    const draft = await createDraft(t, host, { title: 'Taxed' });
    expect(draft.tax).toBeNull();
    const set = await req('PUT', `/events/${draft.id}/tax`, host.token, salesTax);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toEqual({ tax: salesTax });
    expect(await eventTax(draft.id)).toEqual({ mode: 'exclusive', rateMilli: 8875, name: 'Sales tax' });
    expect((await req('GET', `/events/${draft.id}/tax`, host.token)).body.data).toEqual({ tax: salesTax });

    // Setting it again replaces it; no registration number is null.
    const changed = await req('PUT', `/events/${draft.id}/tax`, host.token, vat);
    expect(changed.body.data.tax).toEqual({ ...vat, registrationNumber: null });

    const removed = await req('DELETE', `/events/${draft.id}/tax`, host.token);
    expect(removed.body.data).toEqual({ removed: true });
    expect(await eventTax(draft.id)).toBeNull();
    expect((await req('DELETE', `/events/${draft.id}/tax`, host.token)).status).toBe(200);

    const log = (await req('GET', `/organizations/${host.organizationId}/activity`, host.token)).body.data;
    const actions = log.items.filter((e: { event: { id: string } | null }) => e.event?.id === draft.id);
    expect(actions.map((e: { action: string }) => e.action).slice(0, 3)).toEqual([
      'tax.removed',
      'tax.set',
      'tax.set',
    ]);
  });

  it('refuses a bad rate, mode or name with 422 naming the field, and changes nothing', async () => {
    const draft = await createDraft(t, host);
    await req('PUT', `/events/${draft.id}/tax`, host.token, salesTax);
    const cases: [object, string][] = [
      [{ ...salesTax, rateMilli: 0 }, 'rateMilli'],
      [{ ...salesTax, rateMilli: -5 }, 'rateMilli'],
      [{ ...salesTax, rateMilli: 100_001 }, 'rateMilli'],
      // 8.8755% has four decimals: 8875.5 thousandths.
      [{ ...salesTax, rateMilli: 8875.5 }, 'rateMilli'],
      [{ ...salesTax, rateMilli: '8875' }, 'rateMilli'],
      [{ ...salesTax, mode: 'compound' }, 'mode'],
      [{ ...salesTax, name: 'A sales tax name too long' }, 'name'],
      [{ ...salesTax, name: '   ' }, 'name'],
      [{ ...salesTax, registrationNumber: 'x'.repeat(41) }, 'registrationNumber'],
    ];
    for (const [body, field] of cases) {
      const res = await req('PUT', `/events/${draft.id}/tax`, host.token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.error.fields)).toEqual([field]);
    }
    expect(await eventTax(draft.id)).toEqual({ mode: 'exclusive', rateMilli: 8875, name: 'Sales tax' });
    // The bounds themselves are accepted: 0.001% and 100%, a 20-character name.
    for (const rateMilli of [1, 100_000]) {
      const res = await req('PUT', `/events/${draft.id}/tax`, host.token, { ...vat, rateMilli });
      expect(res.status).toBe(200);
    }
    const longest = await req('PUT', `/events/${draft.id}/tax`, host.token, { ...vat, name: 'N'.repeat(20) });
    expect(longest.body.data.tax.name).toBe('N'.repeat(20));
  });

  it("refuses another organization's event and default, and a stranger, changing nothing", async () => {
    const other = await createHost(t, 'Other Org');
    const published = await createPublishedEvent(t, host, {}, { priceCents: 2000 });
    const draft = await createDraft(t, host);
    await req('PUT', `/events/${published.id}/tax`, host.token, salesTax);

    const onPublished = await req('PUT', `/events/${published.id}/tax`, other.token, vat);
    expect(onPublished.status).toBe(403);
    expect((await req('DELETE', `/events/${published.id}/tax`, other.token)).status).toBe(403);
    expect((await req('GET', `/events/${published.id}/tax`, other.token)).status).toBe(403);
    // A draft of someone else's organization does not exist for them.
    expect((await req('PUT', `/events/${draft.id}/tax`, other.token, vat)).status).toBe(404);
    expect(await eventTax(published.id)).toMatchObject({ mode: 'exclusive', rateMilli: 8875 });
    expect(await eventTax(draft.id)).toBeNull();

    const def = await req('PUT', `/organizations/${host.organizationId}/tax-default`, other.token, vat);
    expect(def.status).toBe(403);
    expect(
      (await req('GET', `/organizations/${host.organizationId}/tax-default`, host.token)).body.data,
    ).toEqual({
      tax: null,
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await req('PUT', `/events/${unknown}/tax`, host.token, vat)).status).toBe(404);
    expect((await req('PUT', `/organizations/${unknown}/tax-default`, host.token, vat)).status).toBe(404);
    const anonymous = await call(t.app, {
      method: 'PUT',
      url: `/api/v1/events/${published.id}/tax`,
      payload: vat,
    });
    expect(anonymous.status).toBe(401);
  });

  it('lets co-hosts set taxes and keeps door staff out', async () => {
    const [cohost, door] = [await seedUser(t.db), await seedUser(t.db)];
    for (const [member, role] of [
      [cohost, 'cohost'],
      [door, 'door'],
    ] as const) {
      await t.db.query(
        'INSERT INTO organization_members (organization_id, user_id, role) VALUES ($1, $2, $3)',
        [host.organizationId, member.userId, role],
      );
    }
    const event = await createPublishedEvent(t, host);

    expect((await req('PUT', `/events/${event.id}/tax`, cohost.token, vat)).status).toBe(200);
    expect(
      (await req('PUT', `/organizations/${host.organizationId}/tax-default`, cohost.token, vat)).status,
    ).toBe(200);
    expect((await req('PUT', `/events/${event.id}/tax`, door.token, salesTax)).status).toBe(403);
    expect((await req('DELETE', `/events/${event.id}/tax`, door.token)).status).toBe(403);
    expect(
      (await req('PUT', `/organizations/${host.organizationId}/tax-default`, door.token, salesTax)).status,
    ).toBe(403);
    expect(await eventTax(event.id)).toMatchObject({ mode: 'inclusive', rateMilli: 20000 });
    await req('DELETE', `/organizations/${host.organizationId}/tax-default`, host.token);
  });

  it('copies the organization default to new events and duplicates, never to existing ones', async () => {
    const before = await createDraft(t, host);
    const set = await req('PUT', `/organizations/${host.organizationId}/tax-default`, host.token, salesTax);
    expect(set.body.data).toEqual({ tax: salesTax });

    const after = await createDraft(t, host);
    expect(after.tax).toEqual({ mode: 'exclusive', rateMilli: 8875, name: 'Sales tax' });
    expect((await req('GET', `/events/${after.id}/tax`, host.token)).body.data.tax.registrationNumber).toBe(
      'NY-4471',
    );
    expect(await eventTax(before.id)).toBeNull();

    // Changing the default later leaves the event's own tax alone; a duplicate keeps the original's.
    await req('PUT', `/organizations/${host.organizationId}/tax-default`, host.token, vat);
    expect(await eventTax(after.id)).toMatchObject({ rateMilli: 8875 });
    const copy = await call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${after.id}/duplicate`,
      token: host.token,
    });
    expect(copy.body.data.tax).toEqual({ mode: 'exclusive', rateMilli: 8875, name: 'Sales tax' });

    await req('DELETE', `/organizations/${host.organizationId}/tax-default`, host.token);
    expect((await createDraft(t, host)).tax).toBeNull();
    const bad = await req('PUT', `/organizations/${host.organizationId}/tax-default`, host.token, {
      ...vat,
      rateMilli: 0,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toHaveProperty('rateMilli');
  });

  it('marks ticket types taxable by default, and lets the host exempt one', async () => {
    const draft = await createDraft(t, host);
    const ga = await addTicketType(t, host, draft.id, { priceCents: 2000 });
    expect(ga).toMatchObject({ taxable: true });
    const donation = await addTicketType(t, host, draft.id, {
      name: 'Donation',
      priceCents: 500,
      taxable: false,
    });
    expect(donation).toMatchObject({ taxable: false });
    const patched = await call(t.app, {
      method: 'PATCH',
      url: `/api/v1/events/${draft.id}/ticket-types/${ga.id}`,
      token: host.token,
      payload: { taxable: false },
    });
    expect(patched.body.data).toMatchObject({ taxable: false, priceCents: 2000 });
    const types = (await call(t.app, { method: 'GET', url: `/api/v1/events/${draft.id}`, token: host.token }))
      .body.data.ticketTypes;
    expect(types.map((tt: { taxable: boolean }) => tt.taxable)).toEqual([false, false]);
  });

  it('lets the host change the tax after tickets are sold: new orders only are affected', async () => {
    const event = await createPublishedEvent(t, host, {}, { priceCents: 2000 });
    const buyer = await seedUser(t.db);
    await buyTickets(t.app, buyer.token, event.id, [{ ticketTypeId: event.ticketTypes[0]!.id, quantity: 1 }]);
    const res = await req('PUT', `/events/${event.id}/tax`, host.token, salesTax);
    expect(res.status).toBe(200);
    const cards = await call(t.app, {
      method: 'GET',
      url: '/api/v1/host/events?tab=upcoming',
      token: host.token,
    });
    const card = cards.body.data.items.find((c: { id: string }) => c.id === event.id);
    expect(card.tax).toEqual({ mode: 'exclusive', rateMilli: 8875, name: 'Sales tax' });
  });
});
