import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { useSession } from './support/session.ts';
import { seedSmallWorld } from './support/world.ts';

// The service worker runs here, as in offline-tickets.spec.ts (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 800 } });

const OFFLINE_TITLE = 'You’re offline — your tickets still work';
const SCREENSHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');

/** The error page must not show up for a page that merely needs the network. */
async function noErrorPage(page: Page): Promise<void> {
  await expect(page.getByText('Something went wrong.')).toHaveCount(0);
  await expect(page.getByText(/Unable to preload CSS/)).toHaveCount(0);
}

test('offline, every tab keeps the shell and says so, the tickets still open, and pages load again online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { guest, roomId } = await seedSmallWorld(request, 'offline-tabs');

  await useSession(page, guest);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Online once, as a guest does after buying: their chat with the host, the tickets list and the ticket.
  await page.goto(`/chats/${roomId}`);
  await expect(page.getByText('Hi! Is there a dress code?')).toBeVisible();
  await page.goto('/events');
  const ticket = page
    .getByRole('region', { name: 'Tickets' })
    .getByRole('link', { name: /Sunset Rooftop Social/ });
  await ticket.click();
  await expect(page.getByRole('img', { name: 'QR code of this ticket' })).toBeVisible();
  await page.goto('/events');
  await expect(ticket).toBeVisible();

  await context.setOffline(true);
  const main = page.getByRole('navigation', { name: 'Main' });
  const social = page.getByRole('navigation', { name: 'Social' });
  const tabs = [
    { link: main.getByRole('link', { name: 'Discover' }), url: /\/discover$/ },
    { link: main.getByRole('link', { name: 'Profile' }), url: /\/profile$/ },
    { link: social.getByRole('link', { name: /Chats/ }), url: /\/chats$/ },
    { link: social.getByRole('link', { name: /Notifications/ }), url: /\/notifications$/ },
  ];
  // Pages whose code never loaded: the notice in the page's place (not a reload, not the error page).
  for (const tab of tabs) {
    await tab.link.click();
    await expect(page).toHaveURL(tab.url);
    await expect(page.getByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeVisible();
    // The shell stays: the bottom bar is there to go elsewhere.
    await expect(main.getByRole('link', { name: 'Events' })).toBeVisible();
    await noErrorPage(page);
  }
  // A chat's code is loaded but another chat's messages never came: the same notice, no endless loader.
  await page.evaluate(() => {
    history.pushState(null, '', '/chats/00000000-0000-4000-8000-000000000000');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeVisible();
  await noErrorPage(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'offline-360.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'offline-1280.png') });
  await page.setViewportSize({ width: 360, height: 800 });

  // The notice's link leads to the tickets, which open without a network, QR code and all.
  await page.getByRole('link', { name: 'Open your tickets' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await page
    .getByRole('region', { name: 'Tickets' })
    .getByRole('link', { name: /Sunset Rooftop Social/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of this ticket' })).toBeVisible();
  await noErrorPage(page);

  // A tab opened offline loads by itself once the network is back.
  await social.getByRole('link', { name: /Chats/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: OFFLINE_TITLE })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Chats' })).toBeVisible();
  await noErrorPage(page);
});
