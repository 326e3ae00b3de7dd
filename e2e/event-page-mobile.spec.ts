import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { uniqueEmail } from './support/outbox.ts';
import { type ApiSession, signUpViaApi, useSession } from './support/session.ts';

const PHONE = { width: 360, height: 800 };
const profile = { birthdate: '1995-06-15', gender: 'Woman', intent: 'Friendship' };

/** A published event a week away with a cover and the given ticket types. */
async function seedEvent(
  request: APIRequestContext,
  host: ApiSession,
  title: string,
  types: { name: string; priceCents: number; quantity?: number }[],
): Promise<{ eventId: string; ticketTypeIds: string[] }> {
  await apiAs(request, host, 'POST', 'organizations', { name: `${title} Crew` });
  const startsAt = new Date(Date.now() + 7 * 24 * 3600_000);
  const event = await apiAs<{ id: string }>(request, host, 'POST', 'events', {
    title,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 4 * 3600_000).toISOString(),
    timeZone: 'America/New_York',
    venueName: 'The Roof',
    address: '1 Sky Street',
    city: 'New York',
  });
  const ticketTypeIds: string[] = [];
  for (const t of types) {
    const created = await apiAs<{ id: string }>(request, host, 'POST', `events/${event.id}/ticket-types`, {
      quantity: 50,
      ...t,
    });
    ticketTypeIds.push(created.id);
  }
  const cover = await request.post(`/api/v1/events/${event.id}/cover`, {
    headers: { authorization: `Bearer ${host.token}` },
    multipart: {
      file: {
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: await readFile(path.join(import.meta.dirname, '../docs/screenshot.png')),
      },
    },
  });
  expect(cover.ok(), await cover.text()).toBe(true);
  await apiAs(request, host, 'POST', `events/${event.id}/publish`);
  return { eventId: event.id, ticketTypeIds };
}

/** Wholly inside the first screen, and above the action bar when it is fixed to the bottom. */
async function expectOnFirstScreen(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  const bar = await page.locator('.event-action-bar').boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, 'has a box').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  const fixedBar = bar && bar.y + bar.height >= viewport.height - 80;
  const insideBar = bar && box!.y >= bar.y && box!.y + box!.height <= bar.y + bar.height;
  if (fixedBar && !insideBar) expect(box!.y + box!.height).toBeLessThanOrEqual(bar.y);
}

async function shootFirstScreen(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // A new width may pick another cover size from the srcset: shoot once it has arrived.
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize(PHONE);
}

test.use({ viewport: PHONE });

test('the first screen of a phone shows the cover, title, date, price and the one action', async ({
  page,
  request,
}) => {
  const host = await signUpViaApi(request, uniqueEmail('mobile-host'), { name: 'Hana Host', ...profile });
  const { eventId } = await seedEvent(request, host, 'Harbour Lights Social', [
    { name: 'Early bird', priceCents: 1000 },
    { name: 'Standard', priceCents: 2500 },
  ]);

  await page.goto(`/event-details?id=${eventId}`);
  const bar = page.locator('.event-action-bar');
  // The button comes with the app, which replaces the server's first screen: measure after it.
  await expect(bar.getByRole('button', { name: 'Get tickets' })).toBeVisible();
  await expect(bar.getByText('From $10')).toBeVisible();
  await expectOnFirstScreen(page, page.locator('img.event-page-cover'));
  await expectOnFirstScreen(page, page.getByRole('heading', { level: 1, name: 'Harbour Lights Social' }));
  await expectOnFirstScreen(page, page.locator('.event-fact-main').first());
  await expectOnFirstScreen(page, bar.getByText('From $10'));
  await expectOnFirstScreen(page, bar.getByRole('button', { name: 'Get tickets' }));
  // Tickets are the action: no RSVP buttons or sign-in-to-RSVP compete with them.
  await expect(page.getByRole('link', { name: 'Sign in to RSVP' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Yes', exact: true })).toHaveCount(0);
  await shootFirstScreen(page, 'event-first-screen');

  // Wide screens: the ticket card beside the cover carries the price and the action.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectOnFirstScreen(page, bar.getByText('From $10'));
  await expectOnFirstScreen(page, bar.getByRole('button', { name: 'Get tickets' }));

  // Signed out, Get tickets asks to sign in first.
  await page.setViewportSize(PHONE);
  await bar.getByRole('button', { name: 'Get tickets' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('with no script at all, the server paints the first screen: cover, title, host, date, place, price', async ({
  browser,
  request,
}) => {
  const host = await signUpViaApi(request, uniqueEmail('noscript-host'), { name: 'Nora Host', ...profile });
  const { eventId } = await seedEvent(request, host, 'Quiet <Harbour> & "Friends"', [
    { name: 'Standard', priceCents: 2500 },
  ]);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`/event-details?id=${eventId}`);
  const cover = page.locator('img.event-page-cover');
  await expect(cover).toBeVisible();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expectOnFirstScreen(page, cover);
  await expectOnFirstScreen(
    page,
    page.getByRole('heading', { level: 1, name: 'Quiet <Harbour> & "Friends"' }),
  );
  await expect(page.getByText('Quiet <Harbour> & "Friends" Crew')).toBeVisible();
  await expectOnFirstScreen(page, page.locator('.event-fact-main').first());
  await expect(page.locator('.event-fact-main').first()).toContainText(/\d{4}, \d{1,2}:\d{2}/);
  await expect(page.getByText('The Roof, 1 Sky Street, New York')).toBeVisible();
  await expectOnFirstScreen(page, page.locator('.event-action-bar').getByText('$25'));
  await context.close();
});

test('a guest buys from the sticky bar and reaches the ticket, then the bar says they are going', async ({
  browser,
  request,
}) => {
  const host = await signUpViaApi(request, uniqueEmail('bar-host'), { name: 'Hana Host', ...profile });
  const guest = await signUpViaApi(request, uniqueEmail('bar-guest'), { name: 'Gina Guest', ...profile });
  const { eventId } = await seedEvent(request, host, 'Pier Jazz Night', [
    { name: 'General', priceCents: 2500 },
  ]);

  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await useSession(page, guest);
  // While the guest's own view loads, the page is the event from the HTML, with only the action
  // waiting for it (no skeleton, no action that may be wrong for them).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/v1/events/${eventId}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/event-details?id=${eventId}`);
  await expect(
    page.locator('.event-action-bar').getByRole('button', { name: 'Loading your tickets and RSVP' }),
  ).toBeDisabled();
  await expect(page.getByRole('heading', { level: 1, name: 'Pier Jazz Night' })).toBeVisible();
  await expect(page.locator('.event-skeleton')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('event-pending-360.png') });
  release();
  const bar = page.locator('.event-action-bar');
  await expect(bar.getByText('$25', { exact: true })).toBeVisible();
  // Above the signed-in tab bar, not under it.
  const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  const barBox = await bar.boundingBox();
  expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(nav!.y + 1);
  await expectOnFirstScreen(page, bar.getByRole('button', { name: 'Get tickets' }));

  // The only ticket type comes already chosen: one ticket, $25 + 5% + $1 = $27.25.
  await bar.getByRole('button', { name: 'Get tickets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Buy Tickets' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('$27.25');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Gina Guest');
  await page.getByRole('button', { name: 'Pay $27.25' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket' })).toBeVisible();
  const ticketUrl = page.url();

  await page.goto(`/event-details?id=${eventId}`);
  const going = bar.getByRole('link', { name: /^You’re going/ });
  await expectOnFirstScreen(page, going);
  await shootFirstScreen(page, 'event-going');
  await going.click();
  await expect(page).toHaveURL(ticketUrl);
  await expect(page.getByRole('img', { name: 'QR code of this ticket' })).toBeVisible();
});

test('the bar says Sold out with the waitlist, and Free with RSVP on a free event', async ({
  page,
  request,
}) => {
  const host = await signUpViaApi(request, uniqueEmail('sold-host'), { name: 'Hana Host', ...profile });
  const buyer = await signUpViaApi(request, uniqueEmail('sold-buyer'), { name: 'Bo Buyer', ...profile });
  const soldOut = await seedEvent(request, host, 'Tiny Table Supper', [
    { name: 'Seat', priceCents: 4000, quantity: 1 },
  ]);
  const order = await apiAs<{ id: string }>(request, buyer, 'POST', `events/${soldOut.eventId}/orders`, {
    items: [{ ticketTypeId: soldOut.ticketTypeIds[0], quantity: 1 }],
  });
  await apiAs(request, buyer, 'POST', `orders/${order.id}/pay`, { cardNumber: '4242424242424242' });
  const host2 = await signUpViaApi(request, uniqueEmail('free-host'), { name: 'Fay Host', ...profile });
  const free = await seedEvent(request, host2, 'Free Park Picnic', [{ name: 'Entry', priceCents: 0 }]);

  await page.goto(`/event-details?id=${soldOut.eventId}`);
  const bar = page.locator('.event-action-bar');
  await expect(bar.getByText('Sold out')).toBeVisible();
  await expectOnFirstScreen(page, bar.getByRole('button', { name: 'Join waitlist' }));

  await page.goto(`/event-details?id=${free.eventId}`);
  await expect(bar.getByText('Free', { exact: true })).toBeVisible();
  await expectOnFirstScreen(page, bar.getByRole('button', { name: 'RSVP' }));
  await expect(page.getByRole('link', { name: 'Sign in to RSVP' })).toBeVisible();
});

test('Discover and Host Center call an event with a free and a $25 ticket "Free – $25", never just Free', async ({
  browser,
  request,
}) => {
  const host = await signUpViaApi(request, uniqueEmail('mixed-host'), { name: 'Mo Host', ...profile });
  const guest = await signUpViaApi(request, uniqueEmail('mixed-guest'), { name: 'Gus Guest', ...profile });
  await seedEvent(request, host, 'Quayside Mixer', [
    { name: 'Community', priceCents: 0 },
    { name: 'Supporter', priceCents: 2500 },
  ]);
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await useSession(page, guest);
  await page.goto('/discover');
  await page.getByLabel('Search').fill('Quayside Mixer');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Quayside Mixer' }) });
  await expect(card.locator('.event-card-price')).toHaveText('Free – $25');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('discover-price-360.png') });

  // Host Center's row of the event says the same.
  await request.put('/api/v1/updateUserDetailsWeb', {
    headers: { authorization: `Bearer ${host.token}` },
    data: { userType: 'Host' },
  });
  const hostPage = await (await browser.newContext({ viewport: PHONE })).newPage();
  await useSession(hostPage, host);
  await hostPage.goto('/host-center');
  const row = hostPage.getByRole('article').filter({ hasText: 'Quayside Mixer' });
  await expect(row.getByText('Free – $25')).toBeVisible();
  await hostPage.screenshot({ path: test.info().outputPath('host-center-price-360.png') });
});

test('a ticket holder goes from the server’s screen to their own with no skeleton and no Get tickets', async ({
  page,
  request,
}) => {
  const host = await signUpViaApi(request, uniqueEmail('holder-host'), { name: 'Hana Host', ...profile });
  const guest = await signUpViaApi(request, uniqueEmail('holder-guest'), { name: 'Hal Holder', ...profile });
  const { eventId, ticketTypeIds } = await seedEvent(request, host, 'Holder Harbour Cruise', [
    { name: 'Deck', priceCents: 2500 },
  ]);
  const order = await apiAs<{ id: string }>(request, guest, 'POST', `events/${eventId}/orders`, {
    items: [{ ticketTypeId: ticketTypeIds[0], quantity: 1 }],
  });
  await apiAs(request, guest, 'POST', `orders/${order.id}/pay`, { cardNumber: '4242424242424242' });
  await useSession(page, guest);

  // Everything the page ever shows, from the first parse on: a skeleton, or a Get tickets button.
  await page.addInitScript(() => {
    const seen = { skeleton: false, getTickets: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('.event-skeleton')) seen.skeleton = true;
      const buttons = document.querySelectorAll('.event-action-bar button');
      if ([...buttons].some((b) => b.textContent?.includes('Get tickets'))) seen.getTickets = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // The viewer's own view comes late, so the placeholder is on screen long enough to be seen.
  await page.route(`**/api/v1/events/${eventId}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });

  await page.goto(`/event-details?id=${eventId}`);
  const bar = page.locator('.event-action-bar');
  await expect(bar.getByRole('button', { name: 'Loading your tickets and RSVP' })).toBeDisabled();
  await expect(page.getByRole('heading', { level: 1, name: 'Holder Harbour Cruise' })).toBeVisible();
  await expect(bar.getByRole('link', { name: /You’re going/ })).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { seen: object }).seen);
  expect(seen).toEqual({ skeleton: false, getTickets: false });
});
