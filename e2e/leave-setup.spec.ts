import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { latestCode, uniqueEmail } from './support/outbox.ts';
import { signUpViaApi, useSession } from './support/session.ts';

const NOTE = 'Your account is created; finish your profile next time you sign in.';

test.use({ viewport: { width: 360, height: 800 } });

async function signInByEmail(page: Page, request: Parameters<typeof latestCode>[0], email: string) {
  await page.getByRole('radio', { name: 'E-mail' }).check();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/auth\/otp$/);
  await page.getByLabel('Digit 1 of 6').fill(await latestCode(request, email));
  await expect(page).toHaveURL(/\/auth\/registration$/);
  // Set-up is on screen (its page is loaded, and with it the guard that asks before leaving).
  await expect(page.getByRole('button', { name: 'Finish later' })).toBeVisible();
}

test('leaving profile set-up asks first, says the account exists, and signing in again leads straight back to set-up', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('leave-setup');
  await page.goto('/auth/signup');
  await signInByEmail(page, request, email);

  // Any link out of set-up asks first; "Keep going" stays.
  await page.getByRole('link', { name: 'Mingle home' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave profile set-up?' });
  await expect(dialog).toContainText(NOTE);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await dialog.getByRole('button', { name: 'Keep going' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/auth\/registration$/);

  // Finish later: logged out, and the log-in step says why.
  await page.getByRole('button', { name: 'Finish later' }).click();
  await dialog.getByRole('button', { name: 'Leave set-up' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText(NOTE)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBeNull();

  // Signing in again is not held up by the code just used, and resumes set-up.
  await signInByEmail(page, request, email);
  await expect(page.getByText(/Please wait/)).toHaveCount(0);

  // The logo, confirmed, goes home signed out.
  await page.getByRole('link', { name: 'Mingle home' }).click();
  await dialog.getByRole('button', { name: 'Leave set-up' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
});

test('a session whose set-up was never finished is logged out on a signed-in page, with the reason on /auth', async ({
  page,
  request,
}) => {
  const session = await signUpViaApi(request, uniqueEmail('unfinished'));
  await useSession(page, session);
  await page.goto('/events');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText(NOTE)).toBeVisible();
});
