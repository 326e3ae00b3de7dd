import { expect, type Page, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { uniqueEmail } from './support/outbox.ts';
import { signUpViaApi } from './support/session.ts';
import { publishPaidEvent } from './support/world.ts';

const TITLE = '<b>Jazz</b> & "Blues" Night';

/** The newest receipt the dev outbox holds for `to`, once the receipt job has run. */
async function receiptIn(page: Page, to: string) {
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
      const items = ((await res.json()) as { data: { items: { subject: string | null }[] } }).data.items;
      return items.some((m) => m.subject?.startsWith('Your tickets'));
    })
    .toBe(true);
}

test('a receipt shows in the dev outbox as HTML in a sandboxed frame, with its text part and event.ics', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const host = await signUpViaApi(request, uniqueEmail('mail-host'), { name: 'Hana Host' });
  await apiAs(request, host, 'POST', 'organizations', { name: 'Rooftop Collective' });
  const { eventId, ticketTypeId } = await publishPaidEvent(request, host, TITLE);
  const email = uniqueEmail('mail-guest');
  const guest = await signUpViaApi(request, email, { name: 'Gina Guest' });
  const order = await apiAs<{ id: string }>(request, guest, 'POST', `events/${eventId}/orders`, {
    items: [{ ticketTypeId, quantity: 2 }],
  });
  await apiAs(request, guest, 'POST', `orders/${order.id}/pay`, { cardNumber: '4242424242424242' });
  await receiptIn(page, email);

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
    const frame = page.getByTitle(`HTML part of Your tickets for ${TITLE}`);
    await expect(frame).toBeVisible();
    // Nothing in a message may run in the app: an empty sandbox, not one with exceptions.
    expect(await frame.getAttribute('sandbox')).toBe('');
    const mail = frame.contentFrame();
    // The title people typed is text, not markup.
    await expect(mail.getByRole('heading', { name: `You're going to ${TITLE}` })).toBeVisible();
    await expect(mail.locator('b')).toHaveCount(0);
    await expect(mail.getByText('Total paid')).toBeVisible();
    // The detail rows are layout tables (role=presentation), so no cells for getByRole.
    await expect(
      mail.locator('td').filter({ hasText: /^\w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM) E[SD]T$/ }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'event.ics' })).toHaveAttribute('download', 'event.ics');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`dev-outbox-receipt-${width}.png`), fullPage: true });
  }

  // The sign-in code's e-mail went through the same layout; its text part is what specs read.
  const code = page.getByTitle(/^HTML part of \d{6} is your Mingle code$/);
  await code.scrollIntoViewIfNeeded();
  await expect(code.contentFrame().getByRole('heading', { name: /^Your Mingle code: \d{6}$/ })).toBeVisible();
  await code.screenshot({ path: testInfo.outputPath('dev-outbox-code-1280.png') });

  const card = page.locator('article', { has: page.getByRole('link', { name: 'event.ics' }) });
  await card.getByRole('button', { name: 'Plain text' }).click();
  await expect(card.getByText(/When: .* (AM|PM) E[SD]T/)).toBeVisible();
  await expect(card.getByText(/Your tickets: http:\/\/\S+\/events(\s|$)/)).toBeVisible();
});
