import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { uniqueEmail } from './support/outbox.ts';
import { signUpViaApi, useSession } from './support/session.ts';
import { buyTicket, publishPaidEvent, useHostMode } from './support/world.ts';

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/screenshots');
const DAY = 24 * 3_600_000;

test('eight days ahead, a guest card says when Connect opens instead of offering one that fails; a live event’s step 1 asks about notifying guests', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const host = await signUpViaApi(request, uniqueEmail('cw-host'), { name: 'Cora Host' });
  const ana = await signUpViaApi(request, uniqueEmail('cw-ana'), { name: 'Ana Guest' });
  const ben = await signUpViaApi(request, uniqueEmail('cw-ben'), { name: 'Ben Guest', gender: 'Man' });
  await useHostMode(request, host);
  await apiAs(request, host, 'POST', 'organizations', { name: 'Early Birds' });
  const startsAt = new Date(Date.now() + 8 * DAY);
  const { eventId, ticketTypeId } = await publishPaidEvent(request, host, 'Next Week Social', {
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3 * 3_600_000),
  });
  await buyTicket(request, ana, eventId, ticketTypeId);
  await buyTicket(request, ben, eventId, ticketTypeId);

  for (const width of [360, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, timezoneId: 'Asia/Tokyo' });
    const page = await context.newPage();
    await useSession(page, ana);
    await page.goto(`/event-details?id=${eventId}`);
    const card = page.locator('.guest-card').filter({ hasText: 'Ben' });
    await expect(card).toContainText(/Connect opens \w{3}, \w{3} \d{1,2} · \d{1,2}:\d{2} [AP]M E[SD]T/);
    await expect(card.getByRole('button', { name: /Connect/ })).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/guest-list-connect-opens-${width}.png` });

    const hostPage = await context.newPage();
    await useSession(hostPage, host);
    await hostPage.goto(`/create-event/basic-details?id=${eventId}`);
    const notify = hostPage.getByRole('checkbox', { name: /Notify guests of this change/ });
    await expect(notify).toBeChecked();
    await notify.scrollIntoViewIfNeeded();
    await hostPage.screenshot({ path: `${SHOTS}/wizard-notify-guests-${width}.png` });
    await context.close();
  }
});
