import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { latestCode, latestMessage, uniqueEmail } from './support/outbox.ts';
import { type ApiSession, signUpViaApi, useSession } from './support/session.ts';

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/screenshots');

test.use({ viewport: { width: 360, height: 800 } });

/** The screen at 360 px and at 1280 px, into docs/screenshots/team-<name>-<width>.png. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `team-${name}-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path.join(SHOTS, `team-${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
}

/** An organization with a published free event tomorrow; returns its id. */
async function seedEvent(request: APIRequestContext, host: ApiSession): Promise<string> {
  await apiAs(request, host, 'POST', 'organizations', { name: 'Door Test Club' });
  const startsAt = new Date(Date.now() + 24 * 3600_000);
  const event = await apiAs<{ id: string }>(request, host, 'POST', 'events', {
    title: 'Basement Jazz Night',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 3 * 3600_000).toISOString(),
    timeZone: 'Europe/London',
    venueName: 'The Cellar',
    address: '2 Low Road',
    city: 'London',
  });
  await apiAs(request, host, 'POST', `events/${event.id}/ticket-types`, {
    name: 'Entry',
    priceCents: 0,
    quantity: 50,
  });
  await apiAs(request, host, 'POST', `events/${event.id}/publish`);
  return event.id;
}

/** A UK mobile number no account has yet: national part and E.164. */
function newNumber(): { national: string; e164: string } {
  const national = `77009${String(Date.now() + Math.floor(Math.random() * 1000)).slice(-5)}`;
  return { national, e164: `+44${national}` };
}

/** The owner invites a number as `role` on the team screen. */
async function invite(page: Page, e164: string, role: 'Co-host' | 'Door staff'): Promise<void> {
  await page.getByLabel('Phone number or e-mail').fill(e164);
  await page.getByRole('radio', { name: role }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${e164}`)).toBeVisible();
}

/**
 * The invited person, on their own phone with no account yet: opens the link of the message
 * the dev outbox holds, lands on sign-in, signs up with that number and sets up a profile,
 * and comes back to the invitation.
 */
async function followInvitation(
  browser: Browser,
  request: APIRequestContext,
  number: { national: string; e164: string },
  name: string,
): Promise<Page> {
  const message = await latestMessage(request, number.e164);
  expect(message.body).toContain('Door Test Club invited you');
  const link = /https?:\/\/\S+/.exec(message.body)?.[0];
  expect(link, message.body).toBeTruthy();
  const page = await (await browser.newContext({ viewport: { width: 360, height: 800 } })).newPage();
  await page.goto(new URL(link!).pathname);
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('radio', { name: 'Phone' }).check();
  await page.getByLabel('Country code').selectOption('GB');
  await page.getByLabel('Phone number').fill(`0${number.national}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/auth\/otp$/);
  await page.getByLabel('Digit 1 of 6').fill(await latestCode(request, number.e164));
  await expect(page).toHaveURL(/\/auth\/registration$/);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Date of birth').fill('1994-02-03');
  // Profile set-up decides what it asks of everyone (docs/teams.md): answer what it shows.
  const gender = page.getByRole('radio', { name: 'Woman' });
  if (await gender.isVisible()) {
    await gender.check();
    await page.getByRole('radio', { name: 'Friendship' }).check();
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/profile-pic-upload$/);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/team-invitations$/);
  return page;
}

/** No question about dating on the screen: gender or what the person is here for. */
async function expectNoDatingQuestions(page: Page): Promise<void> {
  await expect(page.getByRole('group', { name: /Gender|here for/i })).toHaveCount(0);
}

test('the owner invites a co-host and door staff by phone; each signs in from the message, accepts and lands where they work', async ({
  page,
  browser,
  request,
}) => {
  // Two people sign up through the screens, each at 360 px and 1280 px.
  test.setTimeout(180_000);
  const owner = await signUpViaApi(request, uniqueEmail('team-owner'), { name: 'Olivia' });
  await seedEvent(request, owner);
  const cohostNumber = newNumber();
  const doorNumber = newNumber();

  await useSession(page, owner);
  await page.goto('/host-center/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await invite(page, cohostNumber.e164, 'Co-host');
  await invite(page, doorNumber.e164, 'Door staff');
  const pending = page.getByRole('region', { name: /waiting for an answer/ });
  await expect(pending).toContainText(cohostNumber.e164);
  await expect(pending).toContainText(doorNumber.e164);
  await shoot(page, 'pending');

  // Door staff: from the message through sign-in to the invitation, then to the door list.
  const door = await followInvitation(browser, request, doorNumber, 'Dora');
  await expect(door.getByRole('heading', { name: 'Door Test Club' })).toBeVisible();
  await expect(door.getByText('Olivia invited you to join as door staff.')).toBeVisible();
  await expectNoDatingQuestions(door);
  await shoot(door, 'invitation');
  await door.getByRole('button', { name: 'Accept and join' }).click();
  await expect(door).toHaveURL(/\/host-center\/door$/);
  await expect(door.getByRole('heading', { level: 1, name: 'At the door' })).toBeVisible();
  await door.getByRole('link', { name: 'Check guests in: Basement Jazz Night' }).click();
  await expect(door.getByRole('heading', { level: 1, name: 'Guest Attendance' })).toBeVisible();
  await expectNoDatingQuestions(door);
  // The way back leads to the door list, not to an event page door staff can't open.
  await door.getByRole('link', { name: /Door list|Events at the door/ }).click();
  await expect(door).toHaveURL(/\/host-center\/door$/);

  // Co-host: the same, landing in Host Center.
  const cohost = await followInvitation(browser, request, cohostNumber, 'Cal');
  await expect(cohost.getByText('Olivia invited you to join as co-host.')).toBeVisible();
  await cohost.getByRole('button', { name: 'Accept and join' }).click();
  await expect(cohost).toHaveURL(/\/host-center$/);
  await expect(cohost.getByText('Door Test Club', { exact: true })).toBeVisible();
  await expect(
    cohost.getByText('Only the owner, Olivia, manages payouts, the host profile and the team'),
  ).toBeVisible();
  // Payouts say who manages them, instead of asking a co-host to create an organization.
  await cohost.goto('/payout-accounts');
  await expect(cohost.getByText('Only the owner, Olivia, manages payouts for Door Test Club.')).toBeVisible();
  await shoot(cohost, 'cohost-payouts');
  // Door staff on analytics: who sees them, and the way back to the door list.
  await door.goto('/host-center/analytics');
  await expect(
    door.getByText('Only the owner, Olivia, and its co-hosts see the analytics for Door Test Club.'),
  ).toContainText('Olivia');
  await expect(door.getByRole('link', { name: 'Go to your door list' })).toBeVisible();
  await shoot(door, 'door-analytics');

  // The owner sees both on the team, nobody waiting, and the log says who joined as what.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Team members' })).toContainText('Dora');
  await expect(page.getByRole('list', { name: 'Team members' })).toContainText('Cal');
  await expect(page.getByRole('region', { name: /waiting for an answer/ })).toHaveCount(0);
  await page.goto('/host-center/activity');
  const log = page.getByRole('list', { name: 'Activity' });
  await expect(log).toContainText('Dora joined the team as door staff');
  await expect(log).toContainText('Cal joined the team as co-host');
  await expect(log).not.toContainText('added a team member');
  await shoot(page, 'activity');
  await door.context().close();
  await cohost.context().close();
});
