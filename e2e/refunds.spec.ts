import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { uniqueEmail } from './support/outbox.ts';
import { type ApiSession, signUpViaApi, useSession } from './support/session.ts';
import { buyTicket, publishPaidEvent } from './support/world.ts';

/** Refunds are per ticket: a buyer's refund never takes back the ticket a friend claimed. */

async function phone(browser: Browser, session: ApiSession): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 360, height: 800 } })).newPage();
  await useSession(page, session);
  return page;
}

interface TicketItem {
  id: string;
  status: string;
}

test('share → claim → the buyer asks for the tickets they hold → the host approves: the friend still holds a valid ticket', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const host = await signUpViaApi(request, uniqueEmail('refund-host'), { name: 'Hana Host' });
  const buyer = await signUpViaApi(request, uniqueEmail('refund-buyer'), { name: 'Bea Buyer' });
  const friend = await signUpViaApi(request, uniqueEmail('refund-friend'), { name: 'Fred Friend' });
  await apiAs(request, host, 'POST', 'organizations', { name: 'Rooftop Collective' });
  const { eventId, ticketTypeId } = await publishPaidEvent(request, host, 'Sunset Rooftop Social');
  const first = await buyTicket(request, buyer, eventId, ticketTypeId, 3);

  // The buyer shares one of the three tickets; the friend claims it.
  const buyerPage = await phone(browser, buyer);
  await buyerPage.goto(`/tickets/${first}`);
  await buyerPage.getByRole('button', { name: 'Share ticket' }).click();
  const link = await buyerPage.getByLabel('Link for your friend').inputValue();
  const friendPage = await phone(browser, friend);
  await friendPage.goto(link);
  await friendPage.getByRole('button', { name: 'Claim ticket' }).click();
  await expect(friendPage.getByRole('heading', { level: 1, name: 'Ticket' })).toBeVisible();
  const friendPass = friendPage.getByRole('article', { name: /^Ticket for/ });
  await expect(friendPass.getByText('Valid', { exact: true })).toBeVisible();

  // The buyer asks for a refund from a ticket they still hold: only their two are offered.
  const mine = await apiAs<{ items: TicketItem[] }>(request, buyer, 'GET', 'me/tickets');
  const held = mine.items.find((t) => t.id !== first && t.status === 'valid')!;
  await buyerPage.goto(`/tickets/${held.id}`);
  await buyerPage.getByRole('button', { name: 'Request a refund' }).click();
  const ask = buyerPage.getByRole('dialog', { name: 'Request a refund' });
  await expect(ask.getByRole('checkbox')).toHaveCount(2);
  await expect(ask).toContainText('$50.00 goes back to the card that paid');
  await ask.getByLabel('Why do you want a refund?').fill('We can no longer come, sorry.');
  await buyerPage.screenshot({ path: testInfo.outputPath('refund-request-360.png') });
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(buyerPage.getByText('Refund requested')).toBeVisible();

  // The host sees whose tickets they are, and approves.
  const hostPage = await phone(browser, host);
  await hostPage.goto('/refund-requests');
  const card = hostPage.getByRole('listitem').filter({ hasText: 'We can no longer come, sorry.' });
  await expect(card).toContainText('$50.00');
  await expect(card).toContainText('Bea’s 2 tickets');
  await card.getByRole('button', { name: 'Approve' }).click();
  const decide = hostPage.getByRole('dialog');
  await expect(decide).toContainText('Whose tickets');
  await expect(decide).toContainText('Bea’s 2 tickets');
  await hostPage.screenshot({ path: testInfo.outputPath('refund-approve-360.png') });
  await decide.getByRole('button', { name: 'Approve refund' }).click();
  await expect(card).toContainText('Approved');

  // The buyer's tickets are refunded; the friend's still admits them.
  await buyerPage.reload();
  await expect(buyerPage.getByText('Refund approved')).toBeVisible();
  await expect(
    buyerPage.getByRole('article', { name: /^Ticket for/ }).getByText('Refunded', { exact: true }),
  ).toBeVisible();
  await friendPage.reload();
  await expect(friendPass.getByText('Valid', { exact: true })).toBeVisible();
});

test('cancelling says what happens to the money and refunds everyone in the same step', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const host = await signUpViaApi(request, uniqueEmail('cancel-host'), { name: 'Hana Host' });
  const guest = await signUpViaApi(request, uniqueEmail('cancel-guest'), { name: 'Gina Guest' });
  await apiAs(request, host, 'POST', 'organizations', { name: 'Rooftop Collective' });
  const { eventId, ticketTypeId } = await publishPaidEvent(request, host, 'Rainy Rooftop');
  const ticketId = await buyTicket(request, guest, eventId, ticketTypeId, 2);

  const hostPage = await phone(browser, host);
  await hostPage.goto(`/host-center/event-details?id=${eventId}`);
  await hostPage.getByRole('button', { name: 'Cancel event' }).click();
  const dialog = hostPage.getByRole('dialog');
  // $50 of tickets + fee ($2.50 + 2 × $1) = $54.50, all of it back.
  await expect(dialog).toContainText('$54.50 goes back to guests');
  await expect(dialog).toContainText('2 paid tickets');
  await dialog.getByLabel('Message to your guests').fill('The roof is flooded, sorry.');
  await hostPage.screenshot({ path: testInfo.outputPath('cancel-refund-360.png') });
  await dialog.getByRole('button', { name: 'Cancel and refund everyone' }).click();
  await expect(hostPage.getByText('This event was cancelled')).toBeVisible();

  const guestPage = await phone(browser, guest);
  await guestPage.goto(`/tickets/${ticketId}`);
  await expect(
    guestPage.getByRole('article', { name: /^Ticket for/ }).getByText('Refunded', { exact: true }),
  ).toBeVisible();
});
