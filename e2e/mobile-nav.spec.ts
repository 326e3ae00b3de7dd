import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { uniqueEmail } from './support/outbox.ts';
import { signUpViaApi, useSession } from './support/session.ts';
import { useHostMode } from './support/world.ts';

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Whether an item of a sideways-scrolling row is wholly inside the row's visible part. */
const sideways = (item: Locator) =>
  item.evaluate((el) => {
    const row = el.parentElement!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return box.left >= row.left - 0.5 && box.right <= row.right + 0.5 ? 'inside' : 'cut';
  });

test.use({ viewport: { width: 360, height: 800 } });

test('at 360 px the bottom bar fits on one line, nothing is wider than the screen, and tab rows scroll to the chosen tab', async ({
  page,
  request,
}) => {
  const host = await signUpViaApi(request, uniqueEmail('nav-host'), { name: 'Hana Host' });
  await useHostMode(request, host);
  await apiAs(request, host, 'POST', 'organizations', { name: 'Rooftop Collective' });
  await useSession(page, host);

  await page.goto('/host-center');
  const bar = page.getByRole('navigation', { name: 'Main' });
  await expect(bar.getByRole('link', { name: 'Host Center' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Upcoming/ })).toBeVisible();

  // Every label of the bar is one line: as tall as the shortest one.
  const heights = await bar
    .locator('.nav-label')
    .evaluateAll((labels) =>
      labels.filter((l) => l.getClientRects().length > 0).map((l) => l.getBoundingClientRect().height),
    );
  expect(heights.length).toBe(5);
  expect(Math.max(...heights)).toBeLessThan(Math.min(...heights) * 1.5);
  // …and whole: no label is cut short at 360 px.
  const cut = await bar
    .locator('.nav-label')
    .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent));
  expect(cut).toEqual([]);
  const barBox = await bar.boundingBox();
  expect(barBox?.height).toBeLessThan(80);
  expect(await noSideScroll(page)).toBeLessThanOrEqual(360);

  // The host tools and the tabs scroll sideways inside their own row, never the page.
  const tools = page.getByRole('navigation', { name: 'Host tools' });
  expect(await tools.evaluate((n) => n.scrollWidth > n.clientWidth)).toBe(true);
  await page.getByRole('tab', { name: /^Drafts/ }).click();
  await expect(page.getByRole('tab', { name: /^Drafts/ })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => sideways(page.getByRole('tab', { name: /^Drafts/ }))).toBe('inside');
  expect(await noSideScroll(page)).toBeLessThanOrEqual(360);

  // Opened straight on a report further along, the analytics row shows that report's chip.
  await page.goto('/host-center/analytics/connection-request');
  const reports = page.getByRole('navigation', { name: 'Analytics reports' });
  await expect.poll(() => sideways(reports.locator('a.active'))).toBe('inside');

  for (const path of [
    '/discover',
    '/events',
    '/profile',
    '/matches',
    '/chats',
    '/notifications',
    '/create-event/basic-details',
    '/host-center/team',
    '/host-center/subscribers',
    '/text-blast',
    '/payout-accounts',
    '/refund-requests',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await noSideScroll(page), path).toBeLessThanOrEqual(360);
  }
});

test('at tablet and laptop widths the header navigation fits without a side scroll', async ({
  page,
  request,
}) => {
  const host = await signUpViaApi(request, uniqueEmail('nav-wide'), { name: 'Hana Host' });
  await useHostMode(request, host);
  await useSession(page, host);
  for (const width of [768, 900, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/discover');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Host Center' }),
    ).toBeVisible();
    expect(await noSideScroll(page), `${width} px`).toBeLessThanOrEqual(width);
  }
});
