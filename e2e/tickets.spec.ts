import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { writeQrVideo } from './support/fake-camera.ts';
import { uniqueEmail } from './support/outbox.ts';
import { type ApiSession, signUpViaApi, useSession } from './support/session.ts';
import { publishPaidEvent } from './support/world.ts';

/** A host with a published event a week from now, selling one paid ticket type at $25. */
async function seedPaidEvent(
  request: APIRequestContext,
  host: ApiSession,
): Promise<{ eventId: string; ticketTypeId: string }> {
  await apiAs(request, host, 'POST', 'organizations', { name: 'Rooftop Collective' });
  return publishPaidEvent(request, host, 'Sunset Rooftop Social');
}

async function signedInPage(browser: Browser, session: ApiSession): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await useSession(page, session);
  return page;
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Gina Guest');
}

test('a guest buys two tickets, shares one, the host checks it in and refunds the other', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const host = await signUpViaApi(request, uniqueEmail('host'), { name: 'Hana Host' });
  const guest = await signUpViaApi(request, uniqueEmail('guest'), { name: 'Gina Guest' });
  const friend = await signUpViaApi(request, uniqueEmail('friend'), { name: 'Fred Friend' });
  const { eventId } = await seedPaidEvent(request, host);

  // Buy Tickets: two tickets from the event page; $50 + 5% ($2.50) + $1 per ticket = $54.50.
  const buyer = await signedInPage(browser, guest);
  await buyer.goto(`/event-details?id=${eventId}`);
  const addOne = buyer.getByRole('button', { name: 'Add one General admission' });
  await addOne.click();
  await addOne.click();
  await buyer.getByRole('button', { name: 'Buy Tickets' }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: 'Buy Tickets' })).toBeVisible();
  const summary = buyer.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('2 tickets');
  await expect(summary).toContainText('$4.50');
  await expect(summary).toContainText('$54.50');
  await buyer.getByRole('button', { name: 'Continue' }).click();

  // Payment: the declined card first, then the one that succeeds, on the same order.
  await expect(buyer.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(buyer.getByText('Your tickets are held for')).toBeVisible();
  await expect(buyer.getByRole('complementary', { name: 'Test cards' })).toContainText('4242 4242 4242 4242');
  const orderUrl = buyer.url();
  await fillCard(buyer, '4000 0000 0000 0002');
  await buyer.getByRole('button', { name: 'Pay $54.50' }).click();
  await expect(buyer.getByText('Payment declined')).toBeVisible();
  expect(buyer.url()).toBe(orderUrl);
  await fillCard(buyer, '4242 4242 4242 4242');
  await buyer.getByRole('button', { name: 'Pay $54.50' }).click();

  // Ticket: the QR code, the code in text, and the order's second ticket.
  await expect(buyer.getByRole('heading', { level: 1, name: 'Ticket' })).toBeVisible();
  await expect(buyer.getByRole('img', { name: 'QR code of this ticket' })).toBeVisible();
  const pass = buyer.getByRole('article', { name: /^Ticket for/ });
  await expect(pass.getByText('Valid', { exact: true })).toBeVisible();
  const otherTicket = buyer
    .getByRole('navigation', { name: 'Other tickets in this order' })
    .getByRole('link');
  await expect(otherTicket).toHaveCount(1);
  const otherTicketUrl = await otherTicket.getAttribute('href');

  // Share this one with a friend, who claims it.
  await buyer.getByRole('button', { name: 'Share ticket' }).click();
  const link = await buyer.getByLabel('Link for your friend').inputValue();
  expect(link).toContain('/shared?token=');
  const friendPage = await signedInPage(browser, friend);
  await friendPage.goto(link);
  await expect(friendPage.getByText('Gina sent you a ticket')).toBeVisible();
  await friendPage.getByRole('button', { name: 'Claim ticket' }).click();
  await expect(friendPage.getByRole('heading', { level: 1, name: 'Ticket' })).toBeVisible();
  await expect(friendPage.getByRole('article', { name: /^Ticket for/ })).toContainText('Fred Friend');
  const friendCode = (await friendPage.locator('.ticket-code code').textContent()) ?? '';
  // The buyer's copy stopped working.
  await buyer.reload();
  await expect(buyer.getByText('This ticket is not in your account')).toBeVisible();

  // The host redeems it at the door by typed code; the second try is refused.
  const door = await signedInPage(browser, host);
  await door.goto(`/host-center/attendance?id=${eventId}`);
  await expect(door.getByRole('heading', { level: 1, name: 'Guest Attendance' })).toBeVisible();
  await door.getByLabel('Ticket code').fill(friendCode);
  await door.getByRole('button', { name: 'Redeem' }).click();
  await expect(door.getByText('Admitted: Fred, General admission')).toBeVisible();
  await expect(door.locator('.attendance-figures')).toContainText(/Arrived\s*1/);
  await door.getByLabel('Ticket code').fill(friendCode);
  await door.getByRole('button', { name: 'Redeem' }).click();
  await expect(door.getByText(/^Already redeemed at \d/)).toBeVisible();
  await friendPage.reload();
  await expect(friendPage.getByText(/^Redeemed at /)).toBeVisible();

  // The guest asks for a refund from the other ticket; the host approves it.
  await buyer.goto(otherTicketUrl ?? '/events');
  await buyer.getByRole('button', { name: 'Request a refund' }).click();
  await buyer.getByLabel('Why do you want a refund?').fill('I can no longer come, sorry.');
  await buyer.getByRole('button', { name: 'Send request' }).click();
  await expect(buyer.getByText('Refund requested')).toBeVisible();

  await door.goto('/refund-requests');
  const requestCard = door.getByRole('listitem').filter({ hasText: 'I can no longer come, sorry.' });
  await expect(requestCard).toContainText('Gina');
  // One ticket: the other is the friend's, and a refund never takes it back.
  await expect(requestCard).toContainText('$25.00');
  await requestCard.getByRole('button', { name: 'Approve' }).click();
  await door.getByRole('button', { name: 'Approve refund' }).click();
  await expect(requestCard).toContainText('Approved');

  await buyer.reload();
  await expect(buyer.getByText('Refund approved')).toBeVisible();
  await expect(pass.getByText('Refunded', { exact: true })).toBeVisible();
});

test('the door camera reads a ticket QR code and admits its holder', async ({
  playwright,
  request,
}, testInfo) => {
  const host = await signUpViaApi(request, uniqueEmail('door-host'), { name: 'Hana Host' });
  const guest = await signUpViaApi(request, uniqueEmail('door-guest'), { name: 'Gina Guest' });
  const { eventId, ticketTypeId } = await seedPaidEvent(request, host);
  const key = { 'Idempotency-Key': `${testInfo.testId}-${Date.now()}` };
  const order = await apiAs<{ id: string }>(
    request,
    guest,
    'POST',
    `events/${eventId}/orders`,
    { items: [{ ticketTypeId, quantity: 1 }] },
    key,
  );
  const paid = await apiAs<{ tickets: { id: string }[] }>(
    request,
    guest,
    'POST',
    `orders/${order.id}/pay`,
    { cardNumber: '4242424242424242' },
    key,
  );
  const ticket = await apiAs<{ code: string }>(request, guest, 'GET', `tickets/${paid.tickets[0]?.id}`);

  // Chromium's fake camera plays a video of the ticket's QR code.
  // Outside test-results, which a parallel Playwright run may clear.
  const video = path.join(os.tmpdir(), `mingle-ticket-qr-${process.pid}-${Date.now()}.y4m`);
  await writeQrVideo(video, ticket.code);
  const camera = await playwright.chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await camera.newContext({ baseURL: testInfo.project.use.baseURL });
    await context.grantPermissions(['camera']);
    const door = await context.newPage();
    await useSession(door, host);
    await door.goto(`/host-center/attendance?id=${eventId}`);
    await door.getByRole('button', { name: 'Scan with camera' }).click();
    await expect(door.getByText('Admitted: Gina, General admission')).toBeVisible({ timeout: 20_000 });
    // The camera keeps seeing the same code; it is checked once, not redeemed again and again.
    await door.waitForTimeout(1500);
    await expect(door.getByText('Admitted: Gina, General admission')).toBeVisible();
    await door.getByRole('button', { name: 'Stop camera' }).click();
    await expect(door.getByRole('button', { name: 'Scan with camera' })).toBeVisible();
  } finally {
    await camera.close();
    await rm(video, { force: true });
  }
});
