import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { latestCode, uniqueEmail } from './support/outbox.ts';
import { signUpViaApi } from './support/session.ts';
import { buyTicket, publishPaidEvent } from './support/world.ts';

const PHONE = { width: 360, height: 800 };

// Each walk signs up, pays and answers through the screens: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });
const SHOTS = path.join(import.meta.dirname, '../docs/screenshots');

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}-${page.viewportSize()!.width}.png`) });
}

/** Signs up through the screens with what everyone needs: a name and a date of birth. */
async function signUpWithNameAndBirthdate(page: Page, email: string, name: string) {
  await page.goto('/auth/signup');
  await page.getByRole('radio', { name: 'E-mail' }).check();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/auth\/otp$/);
  await page.getByLabel('Digit 1 of 6').fill(await latestCode(page.request, email));
  await expect(page).toHaveURL(/\/auth\/registration$/);
  await expect(page.getByRole('radio', { name: 'Woman' })).toHaveCount(0);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Date of birth').fill('1996-04-02');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/profile-pic-upload$/);
  expect(await page.evaluate(() => localStorage.getItem('profileStatus'))).toBe('Completed');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/discover$/);
}

for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
  test(`at ${viewport.width} px: set up with name and birthdate, buy a ticket, "You're going", then two questions before the guest list`, async ({
    browser,
    request,
  }) => {
    const host = await signUpViaApi(request, uniqueEmail('going-host'), { name: 'Hana Host' });
    await apiAs(request, host, 'POST', 'organizations', { name: 'Roof Crew' });
    const title = `Rooftop Salsa ${viewport.width}`;
    const { eventId, ticketTypeId } = await publishPaidEvent(request, host, title);
    const ben = await signUpViaApi(request, uniqueEmail('going-ben'), {
      name: 'Ben Jones',
      gender: 'Man',
      intent: 'Friendship',
    });
    await buyTicket(request, ben, eventId, ticketTypeId);

    const context = await browser.newContext({
      viewport,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await signUpWithNameAndBirthdate(page, uniqueEmail('going-nia'), 'Nia Newcomer');

    // Buy a ticket through the screens.
    await page.goto(`/event-details?id=${eventId}`);
    await page.locator('.event-action-bar').getByRole('button', { name: 'Get tickets' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Nia Newcomer');
    await page.getByRole('button', { name: /^Pay \$/ }).click();

    // "You're going": the ticket below, calendar, share and who's going.
    const going = page.getByRole('region', { name: 'You’re going!' });
    await expect(going).toBeVisible();
    await expect(going).toContainText(title);
    await expect(page.getByRole('heading', { level: 1, name: 'Ticket' })).toBeVisible();
    await expect(page.locator('.ticket-qr')).toBeVisible();
    await shoot(page, 'going');

    await going.getByRole('button', { name: 'Add to calendar' }).click();
    const download = page.waitForEvent('download');
    await going.getByRole('button', { name: /\.ics/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
    expect(await readFile(await file.path(), 'utf8')).toContain('BEGIN:VCALENDAR');

    await going.getByRole('button', { name: 'Share with friends' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      `/event-details?id=${eventId}`,
    );

    // "See who's going" leads to the guest list, which first asks the two questions set-up skipped.
    await going.getByRole('link', { name: 'See who’s going' }).click();
    await expect(page).toHaveURL(new RegExp(`/event-details\\?id=${eventId}#guest-list$`));
    const sheet = page.getByRole('dialog', { name: 'Before you see who’s going' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: 'Save and see guests' }).click();
    await expect(sheet.getByText('Choose your gender')).toBeVisible();
    await sheet.getByRole('radio', { name: 'Woman' }).check();
    await sheet.getByRole('radio', { name: 'Dating' }).check();
    await expect(sheet.getByRole('switch', { name: 'Appear in guest lists' })).toBeChecked();
    await shoot(page, 'social-profile');
    await sheet.getByRole('button', { name: 'Save and see guests' }).click();
    await expect(sheet).toHaveCount(0);
    const list = page.getByRole('region', { name: /Guest List/ });
    await expect(list.getByText('Ben, ', { exact: false })).toBeVisible();
    await expect(list).toContainText('Friendship');

    // The answers are the profile's: /profile shows them.
    await page.goto('/profile');
    // A full page load of a signed-in screen: on a busy machine its chunks take a while.
    await expect(page.getByRole('radio', { name: 'Woman' })).toBeChecked({ timeout: 30_000 });
    await expect(page.getByRole('radio', { name: 'Dating' })).toBeChecked();
    await context.close();
  });
}

test('at 360 px an RSVP Yes says "You\'re going", with calendar, share and the guest list', async ({
  browser,
  request,
}) => {
  const host = await signUpViaApi(request, uniqueEmail('rsvp-host'), { name: 'Fay Host' });
  await apiAs(request, host, 'POST', 'organizations', { name: 'Park Crew' });
  const startsAt = new Date(Date.now() + 7 * 24 * 3600_000);
  const event = await apiAs<{ id: string }>(request, host, 'POST', 'events', {
    title: 'Free Park Picnic',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 3 * 3600_000).toISOString(),
    timeZone: 'America/New_York',
    venueName: 'The Lawn',
    address: '2 Park Row',
    city: 'New York',
  });
  // A free ticket type only: RSVP is the way in.
  await apiAs(request, host, 'POST', `events/${event.id}/ticket-types`, {
    name: 'Entry',
    priceCents: 0,
    quantity: 50,
  });
  await apiAs(request, host, 'POST', `events/${event.id}/publish`);
  const guest = await signUpViaApi(request, uniqueEmail('rsvp-guest'), { name: 'Rae Guest' });

  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await page.goto('/about');
  await page.evaluate((s) => {
    localStorage.setItem('user_token', s.token);
    localStorage.setItem('userID', s.userId);
    localStorage.setItem('profileStatus', s.profileStatus);
  }, guest);
  await page.goto(`/event-details?id=${event.id}`);
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  const going = page.getByRole('region', { name: 'You’re going!' });
  await expect(going).toContainText('Free Park Picnic');
  await expect(going.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  await expect(going.getByRole('button', { name: 'Share with friends' })).toBeVisible();
  await going.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'going-rsvp-360.png') });
  await going.getByRole('link', { name: 'See who’s going' }).click();
  await expect(page).toHaveURL(/#guest-list$/);
  await expect(page.getByRole('region', { name: /Guest List/ })).toBeInViewport();
});

test.describe('Discover on a phone', () => {
  test('keeps the search and puts the filters in one row, the rest in a Filters sheet', async ({
    browser,
    request,
  }) => {
    const guest = await signUpViaApi(request, uniqueEmail('discover-filters'), { name: 'Dee Discover' });
    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto('/about');
      await page.evaluate((s) => {
        localStorage.setItem('user_token', s.token);
        localStorage.setItem('userID', s.userId);
        localStorage.setItem('profileStatus', s.profileStatus);
      }, guest);
      await page.goto('/discover');
      await expect(page.getByLabel('Search')).toBeVisible();
      const filtersButton = page.getByRole('button', { name: /^Filters/ });
      if (viewport.width > 700) {
        // Desktop keeps every control in view; no sheet.
        await expect(filtersButton).toBeHidden();
        await expect(page.getByLabel('City')).toBeVisible();
        await expect(page.getByLabel('Sort by')).toBeVisible();
        await shoot(page, 'discover-filters');
        await context.close();
        continue;
      }
      // One row: Filters, then the spec's date chips, all on one line.
      const row = page.locator('.discover-controls');
      await expect(filtersButton).toBeVisible();
      await expect(page.getByLabel('City')).toBeHidden();
      await expect(page.getByLabel('Sort by')).toBeHidden();
      const middles = await row
        .locator(':scope > *')
        .evaluateAll((els) =>
          els
            .filter((e) => e.getClientRects().length > 0)
            .map((e) => Math.round(e.getBoundingClientRect().top + e.getBoundingClientRect().height / 2)),
        );
      expect(new Set(middles).size).toBe(1);
      for (const label of ['Today', 'Tomorrow', 'This Weekend']) {
        await expect(row.getByRole('button', { name: label, exact: true })).toBeAttached();
      }
      await row.getByRole('button', { name: 'Today', exact: true }).click();
      await expect(page).toHaveURL(/date=today/);

      await filtersButton.click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await expect(sheet).toBeVisible();
      await sheet.getByLabel('City').fill('New York');
      await sheet.getByLabel('Sort by').selectOption({ label: 'Price high to low' });
      await expect(sheet.getByLabel('Sort by').locator('option')).toHaveText([
        'Price high to low',
        'Price low to high',
        'Newest date first',
        'Oldest date first',
      ]);
      await expect(sheet.getByRole('button', { name: 'Today', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await shoot(page, 'discover-filters');
      await sheet.getByRole('button', { name: 'Show events' }).click();
      await expect(sheet).toHaveCount(0);
      await expect(page).toHaveURL(/sort=price_desc/);
      await expect(page).toHaveURL(/city=New\+York|city=New%20York/);
      await expect(filtersButton).toContainText('2');
      await context.close();
    }
  });
});
