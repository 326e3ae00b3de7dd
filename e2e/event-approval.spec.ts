import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { uniqueEmail } from './support/outbox.ts';
import { type ApiSession, signUpViaApi, useSession } from './support/session.ts';

/** A published paid event whose guests need the host's approval. */
async function seedApprovalEvent(request: APIRequestContext, host: ApiSession): Promise<string> {
  await apiAs(request, host, 'POST', 'organizations', { name: 'Velvet Room' });
  const startsAt = new Date(Date.now() + 7 * 24 * 3600_000);
  const event = await apiAs<{ id: string }>(request, host, 'POST', 'events', {
    title: 'Members Supper Club',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 3 * 3600_000).toISOString(),
    timeZone: 'America/New_York',
    venueName: 'The Velvet Room',
    address: '9 Quiet Lane',
    city: 'New York',
    settings: { approvalRequired: true },
  });
  await apiAs(request, host, 'POST', `events/${event.id}/ticket-types`, {
    name: 'Dinner seat',
    priceCents: 4000,
    quantity: 20,
  });
  await apiAs(request, host, 'POST', `events/${event.id}/publish`);
  return event.id;
}

const shoot = async (page: Page, name: string) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
};

test('an approval-required event: buying waits for the host, then opens', async ({ browser, request }) => {
  const host = await signUpViaApi(request, uniqueEmail('approval-host'), { name: 'Vera Host' });
  const guest = await signUpViaApi(request, uniqueEmail('approval-guest'), { name: 'Gil Guest' });
  const eventId = await seedApprovalEvent(request, host);

  const page = await (await browser.newContext()).newPage();
  await useSession(page, guest);
  await page.goto(`/event-details?id=${eventId}`);
  const panel = page.getByRole('region', { name: 'Buy Tickets' });
  await expect(panel.getByRole('note')).toContainText(
    'This event needs the host’s approval: request to join first',
  );
  await panel.getByRole('button', { name: 'Add one Dinner seat' }).click();
  await expect(panel.getByRole('button', { name: 'Buy Tickets' })).toBeDisabled();
  await shoot(page, 'waiting');

  // A ticketed event offers no RSVP buttons: the guest asks with Request to join; the host approves.
  await expect(page.getByRole('button', { name: 'Yes', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Request to join' }).click();
  await expect(page.getByText('Request sent — the host will approve your spot')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pending approval' })).toBeDisabled();
  await apiAs(request, host, 'POST', `events/${eventId}/rsvps/${guest.userId}/approve`);
  await page.reload();
  await expect(page.getByText('The host approved your spot — get a ticket to go')).toBeVisible();
  await expect(panel.getByRole('note')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Add one Dinner seat' }).click();
  await expect(panel.getByRole('button', { name: 'Buy Tickets' })).toBeEnabled();
  await shoot(page, 'approved');
});
