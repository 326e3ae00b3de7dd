import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { latestCode, latestMessage, uniqueEmail } from './support/outbox.ts';
import { type ApiSession, signUpViaApi, useSession } from './support/session.ts';

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

/** Makes an account by phone through the API, with a profile, as the phone's owner would. */
async function signUpByPhoneViaApi(request: APIRequestContext, phone: string, name: string): Promise<void> {
  const sentAt = Date.now();
  const sent = await request.post('/api/v1/createOtp', { data: { phoneNumber: phone, login_source: 'web' } });
  if (!sent.ok()) throw new Error(`createOtp failed: ${sent.status()} ${await sent.text()}`);
  const otp = await latestCode(request, phone);
  const verified = await request.post('/api/v1/verfiyOtp', {
    data: { phoneNumber: phone, otp, login_source: 'web' },
  });
  if (!verified.ok()) throw new Error(`verfiyOtp failed: ${verified.status()} ${await verified.text()}`);
  const session = ((await verified.json()) as { data: ApiSession }).data;
  await apiAs(request, session, 'POST', 'profileSetup-web', {
    name,
    birthdate: '1994-02-03',
    gender: 'Woman',
    intent: 'Friendship',
  });
  // The next code to the same number may go 1 s after the last (OTP_RESEND_SECONDS for e2e).
  const resendAt = sentAt + 1_100;
  if (Date.now() < resendAt) await new Promise((resolve) => setTimeout(resolve, resendAt - Date.now()));
}

/** Signs in through the screens with a phone number (UK), as a person on their own phone would. */
async function signInByPhone(page: Page, request: APIRequestContext, national: string): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('radio', { name: 'Phone' }).check();
  await page.getByLabel('Country code').selectOption('GB');
  await page.getByLabel('Phone number').fill(`0${national}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/auth\/otp$/);
  await page.getByLabel('Digit 1 of 6').fill(await latestCode(request, `+44${national}`));
}

test('the owner adds door staff by phone; they sign in on their own phone and check a guest in by code', async ({
  page,
  browser,
  request,
}) => {
  const owner = await signUpViaApi(request, uniqueEmail('owner'), { name: 'Olivia' });
  const eventId = await seedEvent(request, owner);
  const guest = await signUpViaApi(request, uniqueEmail('guest'), { name: 'Gus' });
  const order = await apiAs<{ tickets: { id: string }[] }>(
    request,
    guest,
    'POST',
    `events/${eventId}/orders`,
    {
      items: [
        {
          ticketTypeId: (
            await apiAs<{ ticketTypes: { id: string }[] }>(request, guest, 'GET', `events/${eventId}`)
          ).ticketTypes[0]!.id,
          quantity: 1,
        },
      ],
    },
  );
  const ticket = await apiAs<{ code: string }>(request, guest, 'GET', `tickets/${order.tickets[0]!.id}`);

  // The owner adds a phone number with no account yet as door staff.
  const national = `7700 9${String(Date.now()).slice(-5)}`.replace(' ', '');
  await useSession(page, owner);
  await page.goto('/host-center/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await page.getByLabel('Phone number or e-mail').fill(`+44${national}`);
  await page.getByRole('radio', { name: 'Door staff' }).check();
  await page.getByRole('button', { name: 'Add to team' }).click();
  await expect(page.getByText(/Invitation sent to \+44/)).toBeVisible();
  await expect(page.getByRole('region', { name: /Waiting to sign in/ })).toContainText(`+44${national}`);
  expect((await latestMessage(request, `+44${national}`)).body).toContain('Door Test Club added you');

  // They make an account with that number (the invitation becomes a membership), then sign in
  // through the screens on their own phone.
  await signUpByPhoneViaApi(request, `+44${national}`, 'Dora');
  const doorContext = await browser.newContext();
  const door = await doorContext.newPage();
  await signInByPhone(door, request, national);
  await expect(door).not.toHaveURL(/\/auth/);

  // Host Center sends door staff to the events they can check guests in for.
  await door.goto('/host-center');
  await expect(door).toHaveURL(/\/host-center\/door$/);
  await expect(door.getByRole('heading', { level: 1, name: 'At the door' })).toBeVisible();
  await door.getByRole('link', { name: 'Check guests in: Basement Jazz Night' }).click();
  await expect(door.getByRole('heading', { level: 1, name: 'Guest Attendance' })).toBeVisible();
  await door.getByLabel('Ticket code').fill(ticket.code);
  await door.getByRole('button', { name: 'Redeem' }).click();
  await expect(door.getByText('Admitted: Gus, Entry')).toBeVisible();

  // The owner sees them on the team, and who checked the guest in.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Team members' })).toContainText('Dora');
  await page.goto('/host-center/activity');
  await expect(page.getByRole('list', { name: 'Activity' })).toContainText('Dora checked a guest in');
  await doorContext.close();
});
