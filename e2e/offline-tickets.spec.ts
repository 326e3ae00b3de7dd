import { expect, type Page, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { uniqueEmail } from './support/outbox.ts';
import { signUpViaApi, useSession } from './support/session.ts';
import { buyTicket, publishPaidEvent } from './support/world.ts';

// The one spec that lets the client's service worker run (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 800 } });

const OFFLINE_NOTE = 'Offline — showing saved tickets';
const TICKETS_CACHE = 'mingle-tickets-api';

/** The Tickets section of Your events (the events themselves are listed below it). */
const ticketsList = (page: Page) => page.getByRole('region', { name: 'Tickets' });

/** How many answers the service worker has saved in the tickets cache (0 when it is gone). */
function savedTickets(page: Page): Promise<number> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return 0;
    return (await (await caches.open(name)).keys()).length;
  }, TICKETS_CACHE);
}

/**
 * How many URLs workbox-expiration has on record (the tickets' URLs the worker saved). Opened
 * without creating the database when it does not exist.
 */
function expirationRecords(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('workbox-expiration');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cache-entries')) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction('cache-entries').objectStore('cache-entries').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
      }),
  );
}

test('a guest’s ticket and its QR code open with no network; signing out forgets them', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const host = await signUpViaApi(request, uniqueEmail('host'), { name: 'Hana Host' });
  const guest = await signUpViaApi(request, uniqueEmail('guest'), { name: 'Gina Guest' });
  await apiAs(request, host, 'POST', 'organizations', { name: 'Rooftop Collective' });
  const { eventId, ticketTypeId } = await publishPaidEvent(request, host, 'Sunset Rooftop Social');
  await buyTicket(request, guest, eventId, ticketTypeId);

  // The first visit installs the worker after the page has loaded; it takes control at once.
  await useSession(page, guest);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // Online once: the tickets list, then the ticket with its QR code.
  await page.goto('/events');
  const ticketLink = ticketsList(page).getByRole('link', { name: /Sunset Rooftop Social/ });
  await expect(ticketLink).toBeVisible();
  await expect(page.getByText(OFFLINE_NOTE)).toHaveCount(0);
  await ticketLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of this ticket' })).toBeVisible();
  const code = (await page.locator('.ticket-code code').textContent()) ?? '';
  expect(code.length).toBeGreaterThan(0);
  await expect.poll(() => savedTickets(page)).toBeGreaterThanOrEqual(2);
  await expect.poll(() => expirationRecords(page)).toBeGreaterThanOrEqual(2);

  // A chunk that is not on the server stays a 404 through the worker (the chunk-reload rule
  // needs the failure, not a page in its place).
  expect(await page.evaluate(() => fetch('/assets/gone-0000.js').then((r) => r.status))).toBe(404);

  // No network: the ticket page reloads from the worker, with its QR code and the note.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket' })).toBeVisible();
  await expect(page.getByText(OFFLINE_NOTE)).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of this ticket' })).toBeVisible();
  await expect(page.locator('.ticket-code code')).toHaveText(code);
  await expect(page.getByRole('article', { name: /^Ticket for/ })).toContainText('Sunset Rooftop Social');
  await page.screenshot({ path: test.info().outputPath('offline-ticket-360.png'), fullPage: true });

  // And the list, opened afresh.
  await page.goto('/events');
  await expect(ticketsList(page).getByRole('link', { name: /Sunset Rooftop Social/ })).toBeVisible();
  await expect(page.getByText(OFFLINE_NOTE)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('offline-tickets-list-360.png'), fullPage: true });

  // Back online, the note goes; signing out deletes the saved tickets.
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_NOTE)).toHaveCount(0);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await savedTickets(page)).toBe(0);
  // Nor does the worker's record of when each was saved keep their URLs.
  expect(await expirationRecords(page)).toBe(0);

  // Offline again, nothing personal is left to show: the tickets ask for a sign-in.
  await context.setOffline(true);
  await page.goto('/events');
  await expect(page).toHaveURL(/\/auth$/);
  await context.setOffline(false);
});
