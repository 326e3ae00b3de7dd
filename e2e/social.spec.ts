import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { uniqueEmail } from './support/outbox.ts';
import { type ApiSession, signUpViaApi, useSession } from './support/session.ts';

/** A published free event starting in two hours: the connect window is open. */
async function seedFreeEvent(request: APIRequestContext, host: ApiSession): Promise<string> {
  await apiAs(request, host, 'POST', 'organizations', { name: 'Night Owls' });
  const startsAt = new Date(Date.now() + 2 * 3600_000);
  const endsAt = new Date(startsAt.getTime() + 4 * 3600_000);
  const event = await apiAs<{ id: string }>(request, host, 'POST', 'events', {
    title: 'Jazz Night on the Roof',
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    timeZone: 'America/New_York',
    venueName: 'The Roof',
    address: '1 Sky Street',
    city: 'New York',
  });
  await apiAs(request, host, 'POST', `events/${event.id}/ticket-types`, {
    name: 'Free entry',
    priceCents: 0,
    quantity: 100,
  });
  await apiAs(request, host, 'POST', `events/${event.id}/publish`);
  return event.id;
}

async function signedInPage(browser: Browser, session: ApiSession): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await useSession(page, session);
  return page;
}

const guestCard = (page: Page, name: string) =>
  page.locator('.guest-card').filter({ has: page.getByRole('link', { name: new RegExp(`^${name}, \\d+`) }) });

const unreadBadge = (page: Page, count: number) =>
  page.getByRole('link', { name: `Notifications, ${count} unread` });

async function openChatWith(page: Page, name: string) {
  await page.goto('/matches');
  const row = page.locator('.person-row').filter({ hasText: name });
  await row.getByRole('link', { name: 'Message' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
}

test('two guests see each other, match live, chat one to one and in the event chat, then one blocks the other', async ({
  browser,
  request,
}) => {
  const host = await signUpViaApi(request, uniqueEmail('host'), { name: 'Hana Host' });
  const ada = await signUpViaApi(request, uniqueEmail('ada'), {
    name: 'Ada Lovelace',
    gender: 'Woman',
    intent: 'Dating',
  });
  const ben = await signUpViaApi(request, uniqueEmail('ben'), {
    name: 'Ben Carter',
    gender: 'Man',
    intent: 'Friendship',
  });
  const eventId = await seedFreeEvent(request, host);
  for (const guest of [ada, ben])
    await apiAs(request, guest, 'POST', `events/${eventId}/rsvp`, { answer: 'Yes' });

  const a = await signedInPage(browser, ada);
  const b = await signedInPage(browser, ben);
  const eventPage = `/event-details?id=${eventId}`;
  await Promise.all([a.goto(eventPage), b.goto(eventPage)]);

  // Both see each other in the Guest List, with what each shows.
  await expect(guestCard(a, 'Ben')).toContainText('Friendship');
  await expect(guestCard(a, 'Ben')).toContainText('Man');
  await expect(guestCard(b, 'Ada')).toContainText('Dating');

  // Ada connects; Ben hears of it live, without a reload, and his card for her offers Accept.
  await guestCard(a, 'Ben').getByRole('button', { name: 'Connect with Ben' }).click();
  await expect(guestCard(a, 'Ben')).toContainText('Connection Request Sent');
  await expect(b.getByRole('status').getByText('Ada wants to connect')).toBeVisible();
  await expect(unreadBadge(b, 1)).toBeVisible();
  await guestCard(b, 'Ada').getByRole('button', { name: "Accept Ada's request" }).click();

  // Both are Matched and both are told live.
  await expect(guestCard(b, 'Ada')).toContainText('Matched');
  await expect(b.getByRole('status').getByText('You matched with Ada')).toBeVisible();
  await expect(a.getByRole('status').getByText('You matched with Ben')).toBeVisible();
  await expect(unreadBadge(a, 1)).toBeVisible();
  await expect(guestCard(a, 'Ben')).toContainText('Matched');

  // One to one: each message arrives live on the other side; text stays text, links are safe.
  await openChatWith(b, 'Ada');
  await openChatWith(a, 'Ben');
  await send(a, 'Hi Ben! Lineup: https://example.com/lineup <b>not bold</b>');
  const bChat = b.getByRole('log');
  await expect(bChat.getByText('<b>not bold</b>', { exact: false })).toBeVisible();
  const link = bChat.getByRole('link', { name: 'https://example.com/lineup' });
  await expect(link).toHaveAttribute('href', 'https://example.com/lineup');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(bChat.locator('b')).toHaveCount(0);
  await send(b, 'Hey Ada, see you there');
  await expect(a.getByRole('log').getByText('Hey Ada, see you there')).toBeVisible();

  // The Event Chat: live for both.
  await Promise.all([a.goto(eventPage), b.goto(eventPage)]);
  const aEventChat = a.getByRole('log', { name: 'Event Chat' });
  const bEventChat = b.getByRole('log', { name: 'Event Chat' });
  await send(a, 'Hello everyone!');
  await expect(bEventChat.getByText('Hello everyone!')).toBeVisible();
  await send(b, 'Ben here, by the bar');
  await expect(aEventChat.getByText('Ben here, by the bar')).toBeVisible();

  // Ada blocks Ben: his card and his messages are gone for her.
  await guestCard(a, 'Ben').getByRole('link').click();
  await expect(a.getByRole('heading', { level: 1, name: /^Ben/ })).toBeVisible();
  await a.getByRole('button', { name: 'Block' }).click();
  await a.getByRole('dialog', { name: 'Block Ben?' }).getByRole('button', { name: 'Block' }).click();
  await expect(a.getByText("You won't see each other anywhere on Mingle from now on.")).toBeVisible();
  await a.getByRole('link', { name: 'Back to the event' }).click();
  await expect(aEventChat.getByText('Hello everyone!')).toBeVisible();
  await expect(aEventChat.getByText('Ben here, by the bar')).toHaveCount(0);
  await expect(guestCard(a, 'Ben')).toHaveCount(0);
  await expect(a.getByText('Nobody yet')).toBeVisible();

  // Ben no longer sees Ada either, and a new message of his does not reach her.
  await b.reload();
  await expect(guestCard(b, 'Ada')).toHaveCount(0);
  await send(b, 'Are you still there?');
  await expect(bEventChat.getByText('Are you still there?')).toBeVisible();
  await expect(a.getByRole('log', { name: 'Event Chat' }).getByText('Are you still there?')).toHaveCount(0);
});
