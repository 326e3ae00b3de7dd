import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { uniqueEmail } from './support/outbox.ts';
import { type ApiSession, signUpViaApi, useSession } from './support/session.ts';
import { buyTicket, publishPaidEvent } from './support/world.ts';

/** How long the seeded event still runs after its tickets are sold. */
const ENDS_IN_MS = 20_000;

/**
 * A host whose $25 event, under way since an hour ago, sold two tickets and ends
 * `ENDS_IN_MS` from now: a real event that the spec waits out, so its money becomes available
 * the way it does in production. Answers when it ends.
 */
async function seedEndingEventWithSales(request: APIRequestContext, host: ApiSession, guest: ApiSession) {
  await apiAs(request, host, 'POST', 'organizations', { name: 'Rooftop Collective' });
  const endsAt = new Date(Date.now() + ENDS_IN_MS);
  // A start cannot be set in the past: the event starts in a few seconds and is under way soon.
  const { eventId, ticketTypeId } = await publishPaidEvent(request, host, 'Sunset Rooftop Social', {
    startsAt: new Date(Date.now() + 5_000),
    endsAt,
  });
  await buyTicket(request, guest, eventId, ticketTypeId, 2);
  return endsAt;
}

test('a host whose event ends verifies, adds an account, requests a payout and sees it paid', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const host = await signUpViaApi(request, uniqueEmail('payout-host'), { name: 'Hana Host' });
  const guest = await signUpViaApi(request, uniqueEmail('payout-guest'), { name: 'Gina Guest' });
  const endsAt = await seedEndingEventWithSales(request, host, guest);

  // The whole flow runs on a 360 px phone; the end state is also checked at 1280 px.
  const page = await (await browser.newContext({ viewport: { width: 360, height: 800 } })).newPage();
  await useSession(page, host);
  await page.goto('/payout-accounts');

  // A new host is told what to do first; the two $25 tickets (the fee is Mingle's) are pending
  // while the event runs.
  await expect(page.getByRole('heading', { name: 'Get paid in three steps' })).toBeVisible();
  const balance = page.getByRole('region', { name: 'Balance' });
  await expect(balance).toContainText('Pending$50');
  await expect(page.getByTestId('available-balance')).toHaveText('$0');
  const payoutRequest = page.getByRole('region', { name: 'Payout Request' });
  await expect(payoutRequest.getByText('Verify your identity below first.')).toBeVisible();
  await page
    .getByRole('region', { name: 'Payout accounts' })
    .getByRole('button', { name: 'Add a payout account' })
    .click();
  await page.screenshot({ path: testInfo.outputPath('payouts-first-steps-360.png'), fullPage: true });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  // Identity check: KYC Requested, then Completed by the sandbox within seconds.
  const identity = page.getByRole('region', { name: /Identity check/ });
  await identity.getByLabel('Legal name').fill('Hana Host');
  await identity.getByLabel('Date of birth').fill('1990-04-02');
  await identity.getByLabel('Street address').fill('1 Main St');
  await identity.getByLabel('City').fill('Oakland');
  await identity.getByLabel('ZIP code').fill('94607');
  await identity.getByLabel('Last 4 digits of your SSN').fill('1234');
  await identity.getByRole('button', { name: 'Verify my identity' }).click();
  await expect(identity.getByText('Your identity is verified.')).toBeVisible({ timeout: 20_000 });

  // A bad routing number is named on its field; the sandbox's good account then verifies.
  const accounts = page.getByRole('region', { name: 'Payout accounts' });
  await accounts.getByLabel('Account holder name').fill('Hana Host');
  await accounts.getByLabel('Routing number').fill('110000001');
  await accounts.getByLabel('Account number').fill('000123456789');
  await accounts.getByRole('button', { name: 'Add account' }).click();
  await expect(accounts.getByText('That routing number is not valid; check the digits')).toBeVisible();
  await accounts.getByLabel('Routing number').fill('110000000');
  await accounts.getByRole('button', { name: 'Add account' }).click();
  const account = accounts.getByRole('listitem').filter({ hasText: '••••6789' });
  await expect(account.getByText('Verified')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('000123456789')).toHaveCount(0);

  // Once the event has ended its money is available.
  const wait = endsAt.getTime() + 1000 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await page.reload();
  await expect(page.getByTestId('available-balance')).toHaveText('$50');
  await expect(balance).toContainText('Pending$0');

  // The Payout Request: the whole available balance by default, then a confirm step.
  await expect(payoutRequest.getByLabel('Amount (USD)')).toHaveValue('50.00');
  await payoutRequest.getByRole('button', { name: 'Review payout' }).click();
  await expect(payoutRequest.getByText(/Pay out \$50 to Sandbox Bank ••••6789\?/)).toBeVisible();
  await payoutRequest.getByRole('button', { name: 'Confirm payout' }).click();
  await expect(payoutRequest.getByText('Payout of $50 requested.', { exact: false })).toBeVisible();

  // Payouts: requested → processing → paid by the background jobs.
  const history = page.getByRole('region', { name: 'Payouts' });
  const row = history.getByTestId('payout-row').first();
  await expect(row).toContainText('$50');
  await expect(row.getByText('Paid')).toBeVisible({ timeout: 30_000 });
  // A paid payout is no longer said to be on its way anywhere on the page.
  await expect(page.getByText(/on its way/)).toHaveCount(0);
  await expect(balance).toContainText('Paid out$50');
  await expect(page.getByTestId('available-balance')).toHaveText('$0');

  // The statement shows the event; its CSV downloads.
  const statement = page.getByRole('region', { name: 'Statement' });
  await expect(statement.getByRole('cell', { name: 'Sunset Rooftop Social' })).toBeVisible();
  const download = page.waitForEvent('download');
  await statement.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^mingle-statement-.*\.csv$/);

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`payouts-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
  }
});
