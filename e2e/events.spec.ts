import { type Browser, expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from './support/outbox.ts';
import { type ApiSession, signUpViaApi, useSession } from './support/session.ts';

const ZONE = 'America/Los_Angeles';

/** Tomorrow's date in the event's zone, as a date input wants it (YYYY-MM-DD). */
function tomorrowIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(Date.now() + 24 * 3600 * 1000));
}

async function signedInPage(browser: Browser, session: ApiSession): Promise<Page> {
  const context = await browser.newContext({ timezoneId: ZONE });
  const page = await context.newPage();
  await useSession(page, session);
  return page;
}

test('a host creates, leaves, resumes and publishes an event; a guest finds it, takes a free entry and subscribes; the host cancels', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Rooftop Jazz ${Date.now().toString(36)}`;
  const day = tomorrowIn(ZONE);
  const host = await signUpViaApi(request, uniqueEmail('host'), { name: 'Hana Host' });
  const guest = await signUpViaApi(request, uniqueEmail('guest'), { name: 'Gia Guest' });

  // Becoming a host.
  const hostPage = await signedInPage(browser, host);
  await hostPage.goto('/host-center');
  await expect(hostPage.getByRole('heading', { name: 'Create your host profile' })).toBeVisible();
  await hostPage.getByLabel('Host name').fill('Blue Note Collective');
  await hostPage.getByRole('button', { name: 'Create host profile' }).click();
  await expect(hostPage.getByText('Blue Note Collective')).toBeVisible();

  // Step 1: basic details, with a field-level message first.
  await hostPage.getByRole('link', { name: 'Create event' }).click();
  await expect(hostPage).toHaveURL(/\/create-event\/basic-details$/);
  await hostPage.getByRole('button', { name: 'Save and continue' }).click();
  await expect(hostPage.getByText('Give your event a title')).toBeVisible();
  await hostPage.getByLabel('Event title').fill(title);
  await hostPage.getByLabel('Start date').fill(day);
  await hostPage.getByLabel('Start time').fill('19:00');
  await hostPage.getByLabel('End date').fill(day);
  await hostPage.getByLabel('End time').fill('22:30');
  await hostPage.getByLabel('Time zone').fill(ZONE);
  await hostPage.getByLabel('Venue name (optional)').fill('The Blue Room');
  await hostPage.getByRole('textbox', { name: 'Address' }).fill('12 Main St');
  await hostPage.getByLabel('City', { exact: true }).fill('Los Angeles');
  await hostPage.getByRole('button', { name: 'Save and continue' }).click();

  // Step 2: event info.
  await expect(hostPage).toHaveURL(/\/create-event\/event-info\?id=/);
  await expect(hostPage.getByRole('group', { name: 'Accessibility' })).toBeVisible();
  const eventId = new URL(hostPage.url()).searchParams.get('id')!;
  const editor = hostPage.getByRole('textbox', { name: 'What guests should know' });
  await editor.click();
  await hostPage.keyboard.type('Live jazz, wine and friends on the roof.');
  await hostPage.getByLabel('Step-free access').check();
  await hostPage.getByRole('button', { name: 'Save and continue' }).click();

  // Step 3: a free and a paid ticket type and a promo code.
  await expect(hostPage).toHaveURL(/\/create-event\/tickets&promo\?id=/);
  await expect(hostPage.getByRole('heading', { name: 'Ticket types' })).toBeVisible();
  await hostPage.getByRole('button', { name: 'Save and continue' }).click();
  await expect(hostPage.getByText('Add at least one ticket type (a free one counts)')).toBeVisible();
  await hostPage.getByLabel('Name', { exact: true }).fill('Free entry');
  await hostPage.getByLabel('Free ticket').check();
  await hostPage.getByLabel('Quantity').fill('50');
  await hostPage.getByRole('button', { name: 'Add ticket type' }).click();
  await expect(hostPage.getByText('Free · 50 available')).toBeVisible();
  await hostPage.getByRole('button', { name: 'Add a ticket type' }).click();
  await hostPage.getByLabel('Name', { exact: true }).fill('VIP');
  await hostPage.getByLabel('Price').fill('25');
  await hostPage.getByLabel('Quantity').fill('10');
  await hostPage.getByRole('button', { name: 'Add ticket type' }).click();
  await expect(hostPage.getByText('$25.00 · 10 available')).toBeVisible();
  await hostPage.getByRole('button', { name: 'Add a promo code' }).click();
  await hostPage.getByRole('textbox', { name: 'Code', exact: true }).fill('early20');
  await hostPage.getByRole('textbox', { name: 'Percent off' }).fill('20');
  await hostPage.getByRole('button', { name: 'Add promo code' }).click();
  await expect(hostPage.getByText('20% off · every ticket type · 0 used')).toBeVisible();
  await hostPage.getByRole('button', { name: 'Save and continue' }).click();

  // Step 4 reached; the host leaves and comes back through Drafts.
  await expect(hostPage).toHaveURL(/\/create-event\/general-settings\?id=/);
  await expect(hostPage.getByRole('group', { name: 'Who can find it' })).toBeVisible();
  await hostPage.goto('/host-center');
  await hostPage.getByRole('tab', { name: /Drafts/ }).click();
  await hostPage.getByRole('link', { name: `Continue ${title}` }).click();
  await expect(hostPage).toHaveURL(new RegExp(`/create-event/general-settings\\?id=${eventId}`));
  await expect(hostPage.getByRole('group', { name: 'Who can find it' })).toBeVisible();
  await hostPage.getByRole('button', { name: 'Save and continue' }).click();

  // Step 5: payouts, then publish.
  await expect(hostPage).toHaveURL(/\/create-event\/payouts\?id=/);
  // A paid event may be published without a payout account; the step says payouts need one.
  await expect(hostPage.getByText(/You have no payout account yet/)).toBeVisible();
  await hostPage.getByRole('button', { name: 'Publish' }).click();
  await expect(hostPage).toHaveURL(new RegExp(`/host-center/event-details\\?id=${eventId}`));
  await expect(hostPage.getByText('Your event is live')).toBeVisible();

  // The guest finds it on Discover with a date filter, a search and a sort.
  const guestPage = await signedInPage(browser, guest);
  await guestPage.goto('/discover');
  await guestPage.getByLabel('Search').fill(title);
  await guestPage.getByRole('button', { name: 'Tomorrow' }).click();
  await guestPage.getByLabel('Sort by').selectOption({ label: 'Price high to low' });
  await expect(guestPage).toHaveURL(/date=tomorrow/);
  await expect(guestPage).toHaveURL(/sort=price_desc/);
  await expect(guestPage).toHaveURL(/q=Rooftop/);
  await guestPage.getByRole('link', { name: title }).click();

  // The public page of an event that sells a paid ticket: tickets are the way in, with no RSVP
  // buttons beside them; the guest takes a free entry through checkout, then subscribes.
  await expect(guestPage).toHaveURL(new RegExp(`/event-details\\?id=${eventId}`));
  await expect(guestPage.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(guestPage.getByText('Live jazz, wine and friends on the roof.')).toBeVisible();
  await expect(guestPage.locator('.event-action-price')).toHaveText('Free – $25');
  await expect(guestPage.getByRole('button', { name: 'Yes', exact: true })).toHaveCount(0);
  const panel = guestPage.getByRole('region', { name: 'Buy Tickets' });
  await panel.getByRole('button', { name: 'Add one Free entry' }).click();
  await panel.getByRole('button', { name: 'Buy Tickets' }).click();
  await guestPage.getByRole('button', { name: 'Continue' }).click();
  await expect(guestPage.getByRole('heading', { level: 1, name: 'Ticket' })).toBeVisible();
  await guestPage.goto(`/event-details?id=${eventId}`);
  await expect(guestPage.getByText('You: Going')).toBeVisible();
  await expect(guestPage.getByRole('link', { name: /^You’re going/ })).toBeVisible();
  await guestPage.getByRole('button', { name: /^Subscribe to Blue Note Collective/ }).click();
  await expect(guestPage.getByRole('button', { name: /^Subscribed/ })).toBeVisible();

  // The host sees the guest's free entry, then cancels with a message.
  await hostPage.reload();
  await expect(hostPage.getByText('1 going · 0 maybe · 0 not going')).toBeVisible();
  await expect(hostPage.getByText('Free entry: 1 of 50')).toBeVisible();
  await hostPage.getByRole('button', { name: 'Cancel event' }).click();
  const dialog = hostPage.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cancel event' }).click();
  await expect(dialog.getByText('Tell your guests why the event is cancelled')).toBeVisible();
  await dialog.getByLabel('Message to your guests').fill('The roof is closed for repairs. Sorry!');
  await dialog.getByRole('button', { name: 'Cancel event' }).click();
  await expect(hostPage.getByText('This event was cancelled')).toBeVisible();

  // The guest's link now shows the cancelled page with the host's message.
  await guestPage.goto(`/event-details?id=${eventId}`);
  await expect(guestPage).toHaveURL(new RegExp(`/event-cancelled\\?id=${eventId}`));
  await expect(guestPage.getByRole('heading', { name: 'This event was cancelled' })).toBeVisible();
  await expect(guestPage.getByText(title)).toBeVisible();
  await expect(guestPage.getByText('The roof is closed for repairs. Sorry!')).toBeVisible();
  await expect(guestPage.getByRole('link', { name: 'Discover other events' })).toBeVisible();
});
