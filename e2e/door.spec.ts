import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { uniqueEmail } from './support/outbox.ts';
import { type ApiSession, signUpViaApi, useSession } from './support/session.ts';
import { buyTicket, publishPaidEvent, useHostMode } from './support/world.ts';

/** The door on a phone: short codes, the guest list by name, and checking in offline. */
test.use({ viewport: { width: 360, height: 800 } });

interface Door {
  host: ApiSession;
  hostEmail: string;
  organizationId: string;
  eventId: string;
  guests: { name: string; session: ApiSession; ticketId: string; shortCode: string }[];
}

/** A host's published event and one ticket bought by each named guest. */
async function seedDoor(request: APIRequestContext, label: string, names: string[]): Promise<Door> {
  const hostEmail = uniqueEmail(`${label}-host`);
  const host = await signUpViaApi(request, hostEmail, { name: 'Hana Host' });
  await useHostMode(request, host);
  const organization = await apiAs<{ id: string }>(request, host, 'POST', 'organizations', {
    name: 'Door Collective',
  });
  const { eventId, ticketTypeId } = await publishPaidEvent(request, host, 'Warehouse Night');
  const guests: Door['guests'] = [];
  for (const [i, name] of names.entries()) {
    const session = await signUpViaApi(request, uniqueEmail(`${label}-guest${i}`), { name });
    const ticketId = await buyTicket(request, session, eventId, ticketTypeId);
    const ticket = await apiAs<{ shortCode: string }>(request, session, 'GET', `tickets/${ticketId}`);
    guests.push({ name, session, ticketId, shortCode: ticket.shortCode });
  }
  return { host, hostEmail, organizationId: organization.id, eventId, guests };
}

async function signedInPage(browser: Browser, session: ApiSession): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 360, height: 800 } })).newPage();
  await useSession(page, session);
  return page;
}

async function openDoor(page: Page, eventId: string) {
  await page.goto(`/host-center/attendance?id=${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Guest Attendance' })).toBeVisible();
  await expect(page.getByText('Guest list saved on this device for offline check-in.')).toBeVisible();
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
}

test('the door checks a guest in by the short code printed under the QR, typed in any case', async ({
  browser,
  request,
}) => {
  const { host, eventId, guests } = await seedDoor(request, 'door-short', ['Ada Lovelace']);
  const ada = guests[0]!;

  // The guest's ticket shows the short code under the QR, as K7QM-3RXT.
  const guestPage = await signedInPage(browser, ada.session);
  await guestPage.goto(`/tickets/${ada.ticketId}`);
  await expect(guestPage.getByRole('img', { name: 'QR code of this ticket' })).toBeVisible();
  const printed = (await guestPage.locator('.ticket-code code').textContent()) ?? '';
  expect(printed).toBe(`${ada.shortCode.slice(0, 4)}-${ada.shortCode.slice(4)}`);
  await shoot(guestPage, 'ticket');

  // The door person types it in lower case with a space.
  const door = await signedInPage(browser, host);
  await openDoor(door, eventId);
  await door
    .getByLabel('Ticket code')
    .fill(`${ada.shortCode.slice(0, 4).toLowerCase()} ${ada.shortCode.slice(4).toLowerCase()}`);
  await door.getByRole('button', { name: 'Redeem' }).click();
  await expect(door.getByText('Admitted: Ada, General admission')).toBeVisible();
  await expect(door.locator('.attendance-figures')).toContainText(/Arrived\s*1/);
  // Typed again: refused, with when.
  await door.getByLabel('Ticket code').fill(printed);
  await door.getByRole('button', { name: 'Redeem' }).click();
  await expect(door.getByText(/^Already redeemed at \d/)).toBeVisible();
  await guestPage.reload();
  await expect(guestPage.getByText(/^Redeemed at /)).toBeVisible();
});

test('the door finds a guest by name and checks them in by hand', async ({ browser, request }) => {
  const { host, eventId } = await seedDoor(request, 'door-name', ['Ada Lovelace', 'Béa Martin', 'Cleo Park']);
  const door = await signedInPage(browser, host);
  await openDoor(door, eventId);
  const guests = door.getByRole('list', { name: 'Guests' }).getByRole('listitem');
  await expect(guests).toHaveCount(3);
  await door.getByLabel('Search guests by name').fill('bea');
  await expect(guests).toHaveCount(1);
  await expect(guests).toContainText('Béa');
  await door.getByRole('button', { name: 'Check in Béa, General admission' }).click();
  await expect(door.getByText('Admitted: Béa, General admission')).toBeVisible();
  await expect(guests).toContainText(/Arrived \d/);
  await expect(door.locator('.attendance-figures')).toContainText(/Arrived\s*1/);
  await door.getByLabel('Search guests by name').fill('nobody');
  await expect(door.getByText('No guest matches “nobody”.')).toBeVisible();
  await door.getByLabel('Search guests by name').fill('');
  await shoot(door, 'door-list');
});

test('offline, the door checks guests in from the saved list and syncs later; a guest let in elsewhere meanwhile is shown as a conflict', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { host, organizationId, eventId, guests } = await seedDoor(request, 'door-offline', [
    'Ada Lovelace',
    'Bo Chen',
    'Cleo Park',
  ]);
  const [ada, bo] = guests;
  const door = await signedInPage(browser, host);
  await openDoor(door, eventId);

  await door.context().setOffline(true);
  await expect(door.getByText('Offline', { exact: true })).toBeVisible();
  await expect(door.getByText('0 check-ins waiting to sync')).toBeVisible();

  // By short code, against the saved list.
  await door.getByLabel('Ticket code').fill(ada!.shortCode.toLowerCase());
  await door.getByRole('button', { name: 'Redeem' }).click();
  await expect(door.getByText('Admitted offline: Ada, General admission')).toBeVisible();
  await expect(door.getByText('1 check-in waiting to sync')).toBeVisible();
  // The same code again is caught on the device.
  await door.getByLabel('Ticket code').fill(ada!.shortCode);
  await door.getByRole('button', { name: 'Redeem' }).click();
  await expect(door.getByText(/^Already checked in at .* on this device$/)).toBeVisible();
  // A code the list doesn't know.
  await door.getByLabel('Ticket code').fill('ZZZZ-ZZZZ');
  await door.getByRole('button', { name: 'Redeem' }).click();
  await expect(door.getByText('Not on the saved guest list')).toBeVisible();

  // By name.
  await door.getByLabel('Search guests by name').fill('bo');
  await door.getByRole('button', { name: 'Check in Bo, General admission' }).click();
  await expect(door.getByText('Admitted offline: Bo, General admission')).toBeVisible();
  await expect(door.getByText('2 check-ins waiting to sync')).toBeVisible();
  await expect(door.locator('.attendance-figures')).toContainText(/Arrived\s*2/);
  await door.getByLabel('Search guests by name').fill('');
  await shoot(door, 'door-offline');

  // Meanwhile Sam, door staff at the other entrance and still online, let Bo in.
  const samEmail = uniqueEmail('door-offline-sam');
  const sam = await signUpViaApi(request, samEmail, { name: 'Sam Door' });
  const invitation = await apiAs<{ id: string }>(
    request,
    host,
    'POST',
    `organizations/${organizationId}/members`,
    {
      email: samEmail,
      role: 'door',
    },
  );
  await apiAs(request, sam, 'POST', `team-invitations/${invitation.id}/accept`);
  await apiAs(request, sam, 'POST', `events/${eventId}/redeem`, { code: bo!.shortCode });

  await door.context().setOffline(false);
  await expect(door.getByText('1 offline check-in was refused (1 sent)')).toBeVisible();
  await expect(door.locator('.door-conflicts')).toContainText('Bo, General admission');
  await expect(door.locator('.door-conflicts')).toContainText(
    /Already checked in at \d{1,2}:\d{2} [AP]M [A-Z]\S* by Sam Door/,
  );
  await expect(door.getByText(/waiting to sync/)).toHaveCount(0);
  await expect(door.locator('.attendance-figures')).toContainText(/Arrived\s*2/);
  await shoot(door, 'door-conflict');

  // The server has Ada in, checked in by the door offline.
  const list = await apiAs<{ items: { ticketId: string; status: string }[] }>(
    request,
    host,
    'GET',
    `events/${eventId}/door-list`,
  );
  expect(list.items.find((i) => i.ticketId === ada!.ticketId)?.status).toBe('redeemed');
  await door.getByRole('button', { name: 'Got it' }).click();
  await expect(door.locator('.door-conflicts')).toHaveCount(0);
});

test('logging out with unsent check-ins asks first, and the same person sends them after signing back in', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { hostEmail, host, eventId, guests } = await seedDoor(request, 'door-logout', ['Ada Lovelace']);
  const door = await signedInPage(browser, host);
  await openDoor(door, eventId);
  // The venue's network lets pages through but not the check-ins: Ada is queued on the device.
  const redeem = '**/api/v1/events/*/redeem';
  await door.route(redeem, (route) => route.abort('internetdisconnected'));
  await door.getByLabel('Search guests by name').fill('ada');
  await door.getByRole('button', { name: 'Check in Ada, General admission' }).click();
  await expect(door.getByText('Admitted offline: Ada, General admission')).toBeVisible();

  await door.goto('/profile');
  const logOut = door.getByRole('button', { name: 'Log out' });
  await logOut.click();
  const warning = door.getByRole('dialog', { name: "1 check-in hasn't been sent yet" });
  await expect(warning).toContainText('Connect to send it before signing out.');
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toHaveCount(0);
  await logOut.click();
  await warning.getByRole('button', { name: 'Sign out' }).click();
  await expect(door).toHaveURL(/\/auth/);

  // Back online and signed in again as the same person: the held check-in goes out.
  await door.unroute(redeem);
  const again = await signUpViaApi(request, hostEmail);
  await useSession(door, again);
  await openDoor(door, eventId);
  await expect(door.getByText('1 offline check-in sent.')).toBeVisible();
  const list = await apiAs<{ items: { ticketId: string; status: string }[] }>(
    request,
    again,
    'GET',
    `events/${eventId}/door-list`,
  );
  expect(list.items.find((i) => i.ticketId === guests[0]!.ticketId)?.status).toBe('redeemed');
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the door page reopens with no network and checks in from the list saved on the device', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const { host, eventId, guests } = await seedDoor(request, 'door-reload', ['Ada Lovelace']);
    await useSession(page, host);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await openDoor(page, eventId);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Guest Attendance' })).toBeVisible();
    await expect(page.getByText('Offline', { exact: true })).toBeVisible();
    await page.getByLabel('Search guests by name').fill('ada');
    await page.getByRole('button', { name: 'Check in Ada, General admission' }).click();
    await expect(page.getByText('Admitted offline: Ada, General admission')).toBeVisible();
    await expect(page.getByText('1 check-in waiting to sync')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText('1 offline check-in sent.')).toBeVisible();
    const list = await apiAs<{ items: { ticketId: string; status: string }[] }>(
      request,
      host,
      'GET',
      `events/${eventId}/door-list`,
    );
    expect(list.items.find((i) => i.ticketId === guests[0]!.ticketId)?.status).toBe('redeemed');
  });
});
