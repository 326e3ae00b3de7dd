import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  hostEvent,
  type Person,
  person,
  rsvp,
  type SocialTestApp,
  socialApp,
} from '../../../test/social-test-kit.ts';

/**
 * GET events/:id names guests (the preview) only to whoever may see the event's guest list, by
 * the guest list's own rule, and shows them only the guests that list would; everyone else
 * gets the counts.
 */
describe("the guest preview of an event's page", () => {
  let t: SocialTestApp;
  let host: Person;
  let ann: Person;
  let ben: Person;
  let shy: Person;
  let eventId: string;

  beforeAll(async () => {
    t = await socialApp();
    host = await person(t, { name: 'Hana Host' });
    ann = await person(t, { name: 'Ann Going' });
    ben = await person(t, { name: 'Ben Going' });
    shy = await person(t, { name: 'Shy Going', showInGuestLists: false });
    eventId = await hostEvent(t, host);
    for (const guest of [ann, ben, shy]) await rsvp(t, eventId, guest);
  });
  afterAll(() => t.close());

  const page = async (who: Person | null, id = eventId) => {
    const res = await api(t, who, 'GET', `events/${id}`);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const names = (data: { guestListPreview?: { name: string }[] }) =>
    data.guestListPreview?.map((g) => g.name);

  it('shows signed-out visitors and people not going the counts only', async () => {
    const stranger = await person(t, { name: 'Sam Stranger' });
    const maybe = await person(t, { name: 'May Be' });
    await rsvp(t, eventId, maybe, 'Maybe');
    for (const who of [null, stranger, maybe]) {
      const data = await page(who);
      expect(data).not.toHaveProperty('guestListPreview');
      expect(data.counts.going).toBe(3);
      const text = JSON.stringify(data);
      for (const name of ['Ann Going', 'Ben Going']) expect(text).not.toContain(name);
    }
  });

  it('names the guests to people going and to the host, never someone hidden from guest lists', async () => {
    expect(names(await page(ann))).toEqual(['Ann Going', 'Ben Going']);
    expect(names(await page(host))).toEqual(['Ann Going', 'Ben Going']);
  });

  it('leaves out anyone blocked, either way', async () => {
    expect((await api(t, ben, 'POST', `users/${ann.userId}/block`)).status).toBe(200);
    expect(names(await page(ann))).toEqual(['Ann Going']);
    expect(names(await page(ben))).toEqual(['Ben Going']);
  });

  it('shows no names to guests when the host turns the guest list off, but still to the host', async () => {
    const quiet = await hostEvent(t, host, { guestListVisible: false });
    await rsvp(t, quiet, ann);
    expect(await page(ann, quiet)).not.toHaveProperty('guestListPreview');
    expect(names(await page(host, quiet))).toEqual(['Ann Going']);
  });
});
