import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { uniqueEmail } from './support/outbox.ts';
import { type ApiSession, signUpViaApi, useSession } from './support/session.ts';
import { publishPaidEvent, useHostMode } from './support/world.ts';

// Screens of a loaded machine may take long to paint; the assertions are about what they show.
const expect = baseExpect.configure({ timeout: 60_000 });

/** Where the screenshots of the tax screens go, to be looked at (SHOTS_DIR=/tmp/… to keep them). */
const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function setTax(request: APIRequestContext, host: ApiSession, path: string, tax: object) {
  const res = await request.put(`/api/v1/${path}`, {
    headers: { authorization: `Bearer ${host.token}` },
    data: tax,
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('taxes on the screens', () => {
  for (const [label, viewport] of [
    ['phone', { width: 360, height: 780 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    test(`an exclusive tax shows "+ tax" on its card and page, an inclusive one the listed price (${label})`, async ({
      page,
      request,
    }) => {
      // Two events, three people and two screens of the host: more than one default test's time.
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      // Titles unique to the run, so a reused server's earlier events never match.
      const run = `${label} ${Date.now().toString(36)}`;
      const host = await signUpViaApi(request, uniqueEmail(`tax-${label}`), { name: 'Tess Taxer' });
      await useHostMode(request, host);
      const org = await apiAs<{ id: string }>(request, host, 'POST', 'organizations', { name: 'Tax Hall' });
      const added = await publishPaidEvent(request, host, `Sales tax night ${run}`);
      await setTax(request, host, `events/${added.eventId}/tax`, {
        mode: 'exclusive',
        rateMilli: 8875,
        name: 'Sales tax',
        registrationNumber: 'NY-4471',
      });
      const included = await publishPaidEvent(request, host, `VAT night ${run}`);
      await setTax(request, host, `events/${included.eventId}/tax`, {
        mode: 'inclusive',
        rateMilli: 20000,
        name: 'VAT',
      });

      const guest = await signUpViaApi(request, uniqueEmail(`tax-guest-${label}`), { name: 'Gus Guest' });
      await useSession(page, guest);
      await page.goto('/discover');
      // Other specs' events fill Discover's first page; both of this run's titles end in `run`.
      await page.getByLabel('Search').fill(`night ${run}`);
      const addedCard = page.locator('article.event-card', { hasText: `Sales tax night ${run}` });
      await expect(addedCard.locator('.event-card-price')).toHaveText('$25 + tax');
      const includedCard = page.locator('article.event-card', { hasText: `VAT night ${run}` });
      await expect(includedCard.locator('.event-card-price')).toHaveText('$25');
      await shot(page, `discover-${label}`);

      await page.goto(`/event-details?id=${added.eventId}`);
      await expect(page.locator('.event-action-price').first()).toContainText('+ 8.875% Sales tax');
      await shot(page, `event-page-${label}`);
      await page.goto(`/event-details?id=${included.eventId}`);
      await expect(page.locator('.event-action-price').first()).toHaveText('$25');

      // The host's screens: the organization's default and the wizard's tickets step.
      await useSession(page, host);
      await page.goto('/host-center');
      const defaults = page.getByRole('region', { name: 'Default tax' });
      await defaults.getByRole('button', { name: 'Add a tax' }).click();
      await defaults.getByLabel('Tax name').fill('VAT');
      await defaults.getByLabel('Rate (%)').fill('0');
      await defaults.getByRole('button', { name: 'Save tax' }).click();
      await expect(defaults.getByText('Enter a rate above 0% and at most 100%')).toBeVisible();
      await defaults.getByLabel('Rate (%)').fill('19.5');
      await defaults.getByRole('radio', { name: /Included in my prices/ }).check();
      await shot(page, `host-default-form-${label}`);
      await defaults.getByRole('button', { name: 'Save tax' }).click();
      await expect(defaults.getByText('VAT 19.5%, included in the prices')).toBeVisible();
      await shot(page, `host-default-${label}`);
      const fresh = await apiAs<{ tax: unknown }>(request, host, 'POST', 'events', {
        title: 'Copies the default',
      });
      expect(fresh.tax).toEqual({ mode: 'inclusive', rateMilli: 19500, name: 'VAT' });
      expect(org.id).toBeTruthy();

      await page.goto(`/create-event/tickets&promo?id=${added.eventId}`);
      const section = page.getByRole('region', { name: 'Tax' });
      await expect(section.getByText('Sales tax 8.875%, added at checkout')).toBeVisible();
      await section.getByRole('button', { name: 'Change tax' }).click();
      await shot(page, `wizard-tax-${label}`);
    });
  }
});
