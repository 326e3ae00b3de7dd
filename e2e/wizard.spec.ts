import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { uniqueEmail } from './support/outbox.ts';
import { signUpViaApi, useSession } from './support/session.ts';

const SHOTS = process.env.WIZARD_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function expectNoSeriousA11yIssues(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('.create-event').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const viewport of [
  { width: 360, height: 800 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the event wizard at ${viewport.width} px`, () => {
    test.use({ viewport, timezoneId: 'Europe/Berlin' });

    test('a host creates an event with a preview, saves a draft on the tickets step, finds it, finishes and publishes', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const w = viewport.width;
      const phone = w < 1024;
      const title = `Wizard Night ${w} ${Date.now().toString(36)}`;
      const host = await signUpViaApi(request, uniqueEmail(`wizard${w}`), { name: 'Wendy Wizard' });
      await apiAs(request, host, 'POST', 'organizations', { name: 'Wizard Club' });
      await useSession(page, host);
      await page.goto('/create-event/basic-details');

      // The compact stepper fits a phone; the page never scrolls sideways.
      if (phone) await expect(page.getByText('Step 1 of 5 ·')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // Sensible defaults: an evening at 19:00 for three hours, in the browser's zone.
      await expect(page.getByLabel('Start time')).toHaveValue('19:00');
      await expect(page.getByLabel('End time')).toHaveValue('22:00');
      const tz = page.getByRole('combobox', { name: 'Time zone' });
      await expect(tz).toHaveValue(/^Berlin \(UTC\+0[12]:00\)$/);

      // The preview follows the title as it is typed (behind a button on phones).
      if (phone) await page.getByRole('button', { name: 'Show preview' }).click();
      const preview = page.locator('.wizard-preview-card');
      await page.getByLabel('Event title').fill(title);
      await expect(preview.getByText(title)).toBeVisible();

      // Moving the start past the end takes the end along.
      const start = await page.getByLabel('Start date').inputValue();
      const later = new Date(Date.parse(`${start}T12:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel('Start date').fill(later);
      await expect(page.getByLabel('End date')).toHaveValue(later);
      await expect(page.getByLabel('End time')).toHaveValue('22:00');

      // The time zone by city, picked with the keyboard; the preview names the zone.
      await tz.click();
      await tz.fill('New York');
      await expect(page.getByRole('option', { name: /New York \(UTC−05:00\)/ })).toBeVisible();
      await tz.press('ArrowDown');
      await tz.press('ArrowUp');
      await tz.press('Enter');
      await expect(tz).toHaveValue('New York (UTC−05:00)');
      await expect(preview.getByText(/7:00 – 10:00\s?PM EST/)).toBeVisible();
      // And by offset.
      await tz.fill('+01');
      await expect(page.getByRole('option', { name: /Paris \(UTC\+01:00\)/ })).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      await shot(page, `${w}-1-time-zone-list`);
      await tz.press('Escape');
      await expect(tz).toHaveValue('New York (UTC−05:00)');

      await page.getByLabel('Venue name (optional)').fill('The Loft');
      await page.getByRole('textbox', { name: 'Address' }).fill('5 Spring St');
      await page.getByLabel('City', { exact: true }).fill('New York');
      await expect(preview.getByText('The Loft, 5 Spring St, New York')).toBeVisible();
      await shot(page, `${w}-1-basic-details`);
      await page.getByRole('button', { name: 'Save and continue' }).click();

      // Step 2: Enter in the description makes a new line.
      await expect(page).toHaveURL(/\/create-event\/event-info\?id=/);
      const eventId = new URL(page.url()).searchParams.get('id')!;
      const editor = page.getByRole('textbox', { name: 'What guests should know' });
      await editor.click();
      await page.keyboard.type('Doors at seven.');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Bring a friend.');
      await expect(page).toHaveURL(/\/create-event\/event-info\?id=/);
      await shot(page, `${w}-2-event-info`);
      await page.getByRole('button', { name: 'Save and continue' }).click();

      // Step 3: the missing-ticket error goes as soon as a ticket type exists; then Save draft.
      await expect(page).toHaveURL(/\/create-event\/tickets&promo\?id=/);
      if (phone) await expect(page.getByText('Step 3 of 5 ·')).toBeVisible();
      await page.getByRole('button', { name: 'Save and continue' }).click();
      const missing = page.getByText('Add at least one ticket type (a free one counts)');
      await expect(missing).toBeVisible();
      await page.getByLabel('Name', { exact: true }).fill('General');
      await page.getByLabel('Price').fill('25');
      await page.getByLabel('Quantity').fill('40');
      await page.getByRole('button', { name: 'Add ticket type' }).click();
      await expect(page.getByText('$25.00 · 40 available')).toBeVisible();
      await expect(missing).toBeHidden();
      await expect(preview.getByText('$25')).toBeVisible();
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(
        page.getByText('Draft saved. You can come back to it from the Host Center.'),
      ).toBeVisible();
      await shot(page, `${w}-3-tickets`);

      // The host leaves and finds the draft in Host Center.
      await page.goto('/host-center');
      await page.getByRole('tab', { name: /Drafts/ }).click();
      await page.getByRole('link', { name: `Continue ${title}` }).click();
      await expect(page).toHaveURL(new RegExp(`/create-event/tickets&promo\\?id=${eventId}`));
      await expect(page.getByText('$25.00 · 40 available')).toBeVisible();
      await page.getByRole('button', { name: 'Save and continue' }).click();

      await expect(page).toHaveURL(/\/create-event\/general-settings\?id=/);
      await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
      await shot(page, `${w}-4-general-settings`);
      await page.getByRole('button', { name: 'Save and continue' }).click();

      // Step 5: the payout account's status and how to set it up, then Publish.
      await expect(page).toHaveURL(/\/create-event\/payouts\?id=/);
      await expect(page.getByText('Not set up')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Set up payouts' })).toHaveAttribute(
        'href',
        '/payout-accounts',
      );
      await expectNoSeriousA11yIssues(page);
      await shot(page, `${w}-5-payouts`);
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page).toHaveURL(new RegExp(`/host-center/event-details\\?id=${eventId}`));

      // The event page keeps the description's line break.
      await page.goto(`/event-details?id=${eventId}`);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      const description = page.locator('.rich-text');
      await expect(description).toContainText('Doors at seven.');
      const text = await description.evaluate((el) => (el as HTMLElement).innerText);
      expect(text).toMatch(/Doors at seven\.\s*\n\s*Bring a friend\./);
      await shot(page, `${w}-6-event-page`);
    });
  });
}

test('a free event’s last step says it needs no payouts', async ({ page, request }) => {
  const host = await signUpViaApi(request, uniqueEmail('wizardfree'), { name: 'Fay Free' });
  await apiAs(request, host, 'POST', 'organizations', { name: 'Free Club' });
  const event = await apiAs<{ id: string }>(request, host, 'POST', 'events', { title: 'Picnic' });
  await apiAs(request, host, 'POST', `events/${event.id}/ticket-types`, {
    name: 'Free entry',
    priceCents: 0,
    quantity: 20,
  });
  await useSession(page, host);
  await page.goto(`/create-event/payouts?id=${event.id}`);
  await expect(page.getByText('Free events need no payouts')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
});
