import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { latestCode, latestMessage, uniqueEmail } from './support/outbox.ts';
import { type ApiSession, signUpViaApi, useSession } from './support/session.ts';

/** A guest who signs up with a phone number, as most guests do. */
async function signUpByPhone(request: APIRequestContext, phone: string, name: string): Promise<ApiSession> {
  const sent = await request.post('/api/v1/createOtp', { data: { phoneNumber: phone, login_source: 'web' } });
  if (!sent.ok()) throw new Error(`createOtp answered ${sent.status()}: ${await sent.text()}`);
  const otp = await latestCode(request, phone);
  const verified = await request.post('/api/v1/verfiyOtp', {
    data: { phoneNumber: phone, otp, login_source: 'web' },
  });
  const session = ((await verified.json()) as { data: ApiSession }).data;
  await apiAs(request, session, 'POST', 'profileSetup-web', {
    name,
    birthdate: '1996-02-10',
    gender: 'Man',
    intent: 'Friendship',
  });
  return session;
}

const HOUR = 3600_000;
const randomPhone = () => `+1415${String(2_000_000 + Math.floor(Math.random() * 7_000_000))}`;

test('a host texts the guests of an event and watches it delivered; a STOP reply excludes that number', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const host = await signUpViaApi(request, uniqueEmail('blast-host'), {
    name: 'Bea Host',
    birthdate: '1990-01-01',
    gender: 'Woman',
    intent: 'Friendship',
  });
  await apiAs(request, host, 'POST', 'organizations', { name: 'Harbour Nights' });
  const startsAt = new Date(Date.now() + 5 * 24 * HOUR);
  const event = await apiAs<{ id: string }>(request, host, 'POST', 'events', {
    title: 'Harbour Boat Party',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 4 * HOUR).toISOString(),
    timeZone: 'Europe/Lisbon',
    venueName: 'Pier 4',
    address: '4 Harbour Road',
    city: 'Lisbon',
  });
  await apiAs(request, host, 'POST', `events/${event.id}/ticket-types`, {
    name: 'Boarding pass',
    priceCents: 0,
    quantity: 80,
  });
  await apiAs(request, host, 'POST', `events/${event.id}/publish`);
  const phone = randomPhone();
  const guest = await signUpByPhone(request, phone, 'Gil Guest');
  await apiAs(request, guest, 'POST', `events/${event.id}/rsvp`, { answer: 'Yes' });

  const context = await browser.newContext();
  const page = await context.newPage();
  await useSession(page, host);
  await page.goto('/text-blast');
  const card = page.getByRole('listitem').filter({ hasText: 'Harbour Boat Party' });
  await expect(card.getByText('1 person can be texted')).toBeVisible();
  await card.getByRole('link', { name: 'Text guests' }).click();

  // Recipient selection: Going is chosen, with its live count.
  await expect(page.getByRole('heading', { name: 'Choose recipients' })).toBeVisible();
  await expect(page.getByTestId('count-going')).toHaveText('1');
  await expect(page.getByTestId('audience-reachable')).toHaveText('1 person');
  await page.screenshot({ path: testInfo.outputPath('recipients-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Write the message' }).click();

  // Composer: live counts, the footer in the preview, then the confirmation.
  const message = page.getByLabel('Message');
  await message.fill('Boarding starts at 7pm sharp — bring your ticket!');
  await expect(page.getByTestId('blast-meter')).toContainText('UCS-2');
  await message.fill('Boarding starts at 7pm sharp, bring your ticket!');
  await expect(page.getByTestId('blast-meter')).toContainText('GSM-7');
  await expect(page.getByTestId('blast-meter')).toContainText('1 SMS segment');
  await expect(page.locator('.blast-bubble')).toContainText('Reply STOP to opt out');
  await expect(page.locator('.blast-bubble')).toContainText(/^Harbour Nights: Boarding starts/);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: testInfo.outputPath('composer-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('composer-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Send to 1 person' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send to 1 person' }).click();

  // Progress: delivered (the dev outbox counts as delivered), the recipient by name and last 4 digits.
  await expect(page.locator('[data-state="delivered"] dd')).toHaveText('1', { timeout: 20_000 });
  await expect(page.getByText('100% done')).toBeVisible();
  const row = page.locator('.recipient-row').filter({ hasText: 'Gil Guest' });
  await expect(row).toContainText(phone.slice(-4));
  await expect(row).not.toContainText(phone);
  await expect(row).toContainText('Delivered');
  await page.screenshot({ path: testInfo.outputPath('details-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: testInfo.outputPath('details-360.png'), fullPage: true });
  expect((await latestMessage(request, phone)).body).toBe(
    'Harbour Nights: Boarding starts at 7pm sharp, bring your ticket!\nReply STOP to opt out',
  );

  // The guest replies STOP through the dev outbox page's form.
  await page.goto(`/dev/outbox?to=${encodeURIComponent(phone)}`);
  await page.getByLabel(`Reply as ${phone}`).fill('stop');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Opted out of text blasts')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('outbox-360.png'), fullPage: true });

  // That number is now left out, and the screen says why.
  await page.goto(`/recipient-selection?eventId=${event.id}&segments=going`);
  await expect(page.getByTestId('audience-reachable')).toHaveText('0 people');
  await expect(page.getByTestId('excluded-opted-out')).toContainText('1 person left out: they replied STOP');
  await expect(page.getByRole('button', { name: 'Write the message' })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('recipients-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/text-blast');
  await expect(page.locator('.blast-row').first()).toContainText('Sent');
  await page.screenshot({ path: testInfo.outputPath('list-1280.png'), fullPage: true });
  await context.close();
});
