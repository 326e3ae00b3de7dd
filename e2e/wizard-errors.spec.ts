import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { uniqueEmail } from './support/outbox.ts';
import { signUpViaApi, useSession } from './support/session.ts';

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/screenshots');

test.use({ viewport: { width: 360, height: 800 }, timezoneId: 'America/New_York' });

test('the wizard refuses a start in the past on step 1 and an age over 99 on step 2, next to the field', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const host = await signUpViaApi(request, uniqueEmail('wizard-errors'), { name: 'Wes Wizard' });
  await apiAs(request, host, 'POST', 'organizations', { name: 'Careful Club' });
  await useSession(page, host);
  await page.goto('/create-event/basic-details');

  await page.getByLabel('Event title').fill('Back to 2020');
  await page.getByLabel('Start date').fill('2020-06-01');
  await page.getByLabel('End date').fill('2020-06-01');
  await page.getByRole('textbox', { name: 'Address' }).fill('1 Main St');
  await page.getByRole('textbox', { name: 'City' }).fill('Brooklyn');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Refused here, on step 1, under the start date: not at Publish.
  const startDate = page.getByLabel('Start date');
  await expect(startDate).toHaveAccessibleDescription(/Choose a start in the future/);
  await expect(page.getByText('Choose a start in the future')).toBeVisible();
  await expect(page).toHaveURL(/\/create-event\/basic-details/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await startDate.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/wizard-past-start-360.png` });

  const next = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await startDate.fill(next);
  await page.getByLabel('End date').fill(next);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/create-event\/event-info/);

  // 150 stays 150 (no maxlength cutting it to 15) and is refused on the field.
  const age = page.getByLabel('Minimum age (optional)');
  await age.fill('150');
  await expect(age).toHaveValue('150');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(age).toHaveAccessibleDescription(/Enter a minimum age from 0 to 99, or leave it empty/);
  await expect(page).toHaveURL(/\/create-event\/event-info/);
  await age.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/wizard-age-360.png` });
});
