import fs from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { uniqueEmail } from './support/outbox.ts';
import { type ApiSession, signUpViaApi, useSession } from './support/session.ts';

const HOUR = 3600_000;
const profile = { birthdate: '1995-06-15', gender: 'Woman', intent: 'Friendship' };

/** A host whose $25 event sold three tickets in two orders today. */
async function seedSales(request: APIRequestContext, host: ApiSession, guests: ApiSession[]) {
  await apiAs(request, host, 'POST', 'organizations', { name: 'Rooftop Collective' });
  const startsAt = new Date(Date.now() + 7 * 24 * HOUR);
  const event = await apiAs<{ id: string }>(request, host, 'POST', 'events', {
    title: 'Sunset Rooftop Social',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 4 * HOUR).toISOString(),
    timeZone: 'America/New_York',
    venueName: 'The Roof',
    address: '1 Sky Street',
    city: 'New York',
  });
  const ticketType = await apiAs<{ id: string }>(request, host, 'POST', `events/${event.id}/ticket-types`, {
    name: 'General admission',
    priceCents: 2500,
    quantity: 50,
  });
  await apiAs(request, host, 'POST', `events/${event.id}/publish`);
  for (const [i, guest] of guests.entries()) {
    const order = await apiAs<{ id: string }>(request, guest, 'POST', `events/${event.id}/orders`, {
      items: [{ ticketTypeId: ticketType.id, quantity: i + 1 }],
    });
    await apiAs(request, guest, 'POST', `orders/${order.id}/pay`, { cardNumber: '4242424242424242' });
  }
}

test('a host with sales reads its analytics, switches ranges and downloads a CSV', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const host = await signUpViaApi(request, uniqueEmail('analytics-host'), { name: 'Hana Host', ...profile });
  const guests = [
    await signUpViaApi(request, uniqueEmail('analytics-g1'), { name: 'Gina Guest', ...profile }),
    await signUpViaApi(request, uniqueEmail('analytics-g2'), {
      name: 'Gabe Guest',
      ...profile,
      gender: 'Man',
    }),
  ];
  await seedSales(request, host, guests);

  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await useSession(page, host);
  await page.goto('/host-center/analytics');

  // Overview: $75 net from three tickets in two orders; both buyers are Going.
  const cards = page.getByRole('list', { name: 'Headline figures' });
  await expect(cards.getByRole('listitem').filter({ hasText: 'Net revenue' })).toContainText('$75');
  await expect(cards.getByRole('listitem').filter({ hasText: 'Tickets sold' })).toContainText('3');
  await expect(cards.getByRole('listitem').filter({ hasText: 'Going' })).toContainText('2');
  await page.screenshot({ path: testInfo.outputPath('analytics-overview-1280.png'), fullPage: true });

  // Ranges: Today holds the sales; Last 7 Days too, with the range in the address.
  await page.getByRole('radio', { name: 'Last 7 Days' }).check();
  await expect(page).toHaveURL(/range=7d/);
  await expect(cards.getByRole('listitem').filter({ hasText: 'Orders' })).toContainText('2');
  await page.getByRole('radio', { name: 'Today' }).check();
  await expect(page).toHaveURL(/range=today/);
  await expect(cards.getByRole('listitem').filter({ hasText: 'Net revenue' })).toContainText('$75');

  // Revenue keeps the range; its table holds the same figures as the chart.
  await page
    .getByRole('navigation', { name: 'Analytics reports' })
    .getByRole('link', { name: 'Revenue' })
    .click();
  await expect(page).toHaveURL(/\/host-center\/analytics\/revenue\?range=today/);
  const byDay = page.getByRole('table', { name: /Revenue by day/ });
  await expect(byDay.getByRole('row', { name: /Total/ })).toContainText('$75');
  await expect(page.locator('.series-chart canvas').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'By ticket type' })).toContainText('General admission');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('mingle-analytics-revenue-today.csv');
  const csv = await fs.readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split(/\r\n/);
  expect(lines[0]).toBe('Date,Gross (USD),Discounts (USD),Refunds (USD),Net (USD),Tickets');
  expect(lines.at(-1)).toBe('Total,75.00,0.00,0.00,75.00,3');
  await page.screenshot({ path: testInfo.outputPath('analytics-revenue-1280.png'), fullPage: true });

  // Guests: two people, every breakdown group under 5 reads "<5".
  await page
    .getByRole('navigation', { name: 'Analytics reports' })
    .getByRole('link', { name: 'Guests' })
    .click();
  await expect(page.getByRole('list', { name: 'Guest totals' })).toContainText('Going2');
  await expect(page.getByRole('table', { name: 'By gender' })).toContainText('<5');
  await page.getByRole('radio', { name: 'Last 30 Days' }).check();
  // The last range's figures stay on screen, dimmed and busy, until the new ones arrive.
  await expect(page.locator('.analytics-view[aria-busy]')).toHaveCount(0);
  await expect(page.getByRole('table', { name: /Guests by day/ })).toContainText('Total');
  await page.screenshot({ path: testInfo.outputPath('analytics-guests-1280.png'), fullPage: true });

  // Matches and requests: nothing yet, and each says what will appear.
  await page
    .getByRole('navigation', { name: 'Analytics reports' })
    .getByRole('link', { name: 'Matches' })
    .click();
  await expect(page.getByRole('list', { name: 'Match totals' })).toContainText('0');
  await page
    .getByRole('navigation', { name: 'Analytics reports' })
    .getByRole('link', { name: 'Connection requests' })
    .click();
  await expect(page.getByRole('heading', { name: 'No connection requests in this range yet' })).toBeVisible();

  // A phone-sized screen.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/host-center/analytics/revenue?range=today');
  await expect(page.getByRole('table', { name: /Revenue by day/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('analytics-revenue-360.png'), fullPage: true });
  await page.goto('/host-center/analytics/guests?range=today');
  await expect(page.getByRole('table', { name: 'By age' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('analytics-guests-360.png'), fullPage: true });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(360);
  await context.close();
});
