import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { uniqueEmail } from './support/outbox.ts';
import { signUpViaApi, useSession } from './support/session.ts';
import { publishPaidEvent, useHostMode } from './support/world.ts';

const HOUR = 3_600_000;
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/screenshots');

/** New York's offset behind UTC in hours at `at` (5 in winter, 4 in summer). */
function newYorkHoursBehind(at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')!.value;
  return -Number(name.slice(3, 6));
}

/**
 * The next Saturday at least eight days away, 8 PM in New York: already Sunday in UTC and in
 * Tokyo, so a browser writing it in its own zone (or in UTC) shows the wrong night.
 */
function saturdayEveningInNewYork(): { startsAt: Date; endsAt: Date } {
  const day = new Date(Date.now() + 8 * 24 * HOUR);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
  const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()];
  const startsAt = new Date(Date.UTC(y, m, d, 20 + newYorkHoursBehind(new Date(Date.UTC(y, m, d, 12)))));
  return { startsAt, endsAt: new Date(startsAt.getTime() + 3 * HOUR) };
}

test.use({ viewport: { width: 360, height: 800 }, timezoneId: 'Asia/Tokyo' });

test('a New York Saturday night reads as Saturday 8 PM EST/EDT from Tokyo, at payment and in the blast list', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const host = await signUpViaApi(request, uniqueEmail('tz-host'), { name: 'Nia Host' });
  const guest = await signUpViaApi(request, uniqueEmail('tz-guest'), { name: 'Taro Guest' });
  await useHostMode(request, host);
  await apiAs(request, host, 'POST', 'organizations', { name: 'Brooklyn Nights' });
  const when = saturdayEveningInNewYork();
  const { eventId } = await publishPaidEvent(request, host, 'Saturday Loft Party', when);
  const night = /Saturday, \w+ \d{1,2}, \d{4}(,| at) 8:00 PM E[SD]T/;

  // The payment step, in a browser set to Tokyo (where it is already Sunday morning).
  await useSession(page, guest);
  await page.goto(`/event-details?id=${eventId}`);
  await page.getByRole('button', { name: 'Add one General admission' }).click();
  await page.getByRole('button', { name: 'Buy Tickets' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const summary = page.locator('.event-summary');
  await expect(summary).toContainText(night);
  await expect(summary).not.toContainText('Sunday');
  await summary.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/payment-tokyo-360.png` });

  // The host's text-blast list, also from Tokyo.
  const hostPage = await (await browser.newContext({ timezoneId: 'Asia/Tokyo' })).newPage();
  await useSession(hostPage, host);
  await hostPage.goto('/text-blast');
  const card = hostPage.getByRole('listitem').filter({ hasText: 'Saturday Loft Party' });
  await expect(card).toContainText(/\w{3} \d{1,2}, \d{4}, 8:00 PM E[SD]T/);
  await hostPage.setViewportSize({ width: 1280, height: 800 });
  await hostPage.screenshot({ path: `${SHOTS}/text-blast-tokyo-1280.png` });
});
