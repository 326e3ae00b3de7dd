import { expect, test } from '@playwright/test';
import { latestCode, uniqueEmail } from './support/outbox.ts';
import { signUpViaApi, useSession } from './support/session.ts';

test.describe('the profile screen', () => {
  test.beforeEach(async ({ page, request }) => {
    const session = await signUpViaApi(request, uniqueEmail('profile'), {
      name: 'Ada',
      birthdate: '1995-06-15',
      gender: 'Woman',
      intent: 'Friendship',
    });
    await useSession(page, session);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  });

  test('edits details and keeps them after a reload', async ({ page }) => {
    const summary = page.getByRole('region', { name: 'Your profile' });
    await expect(summary).toContainText('Ada');
    await expect(summary).toContainText('Friendship');

    await page.getByLabel('Name').fill('Ada King');
    await page.getByRole('radio', { name: 'Dating' }).check();
    await page.getByLabel('Bio (optional)').fill('Counting machines and poetry.');
    const saved = page.waitForResponse((r) => r.url().includes('/updateUserDetailsWeb'));
    await page.getByRole('button', { name: 'Save details' }).click();
    // Only what changed is sent.
    expect((await saved).request().postDataJSON()).toEqual({
      name: 'Ada King',
      intent: 'Dating',
      bio: 'Counting machines and poetry.',
    });
    await expect(page.getByText('Your details are saved.')).toBeVisible();
    await expect(summary).toContainText('Ada King');
    await expect(summary).toContainText('Dating');

    await page.reload();
    await expect(page.getByLabel('Name')).toHaveValue('Ada King');
    await expect(page.getByRole('radio', { name: 'Dating' })).toBeChecked();
    await expect(page.getByLabel('Bio (optional)')).toHaveValue('Counting machines and poetry.');
  });

  test('refuses an under-age birthdate with a readable message', async ({ page }) => {
    const year = new Date().getUTCFullYear() - 17;
    await page.getByLabel('Date of birth').fill(`${year}-01-01`);
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('You must be at least 18 to use Mingle')).toBeVisible();
  });

  test('visibility, banner and mode switches save on their own and survive a reload', async ({ page }) => {
    const age = page.getByRole('switch', { name: 'Show my age' });
    await expect(age).toBeChecked();
    await age.uncheck();
    await expect(page.getByText('Saved.')).toBeVisible();

    const banner = page.getByRole('switch', { name: 'Show the Mingle banner' });
    const bannerWasOn = await banner.isChecked();
    await banner.setChecked(!bannerWasOn);
    await expect(page.getByText(bannerWasOn ? 'The banner is hidden.' : 'The banner is on.')).toBeVisible();

    await page.getByRole('radio', { name: /^Host/ }).check();
    await expect(page.getByText('You are in Host mode.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Show my age' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Show the Mingle banner' })).toBeChecked({
      checked: !bannerWasOn,
    });
    await expect(page.getByRole('radio', { name: /^Host/ })).toBeChecked();
  });

  test('adds a phone number after a code sent to it', async ({ page, request }) => {
    const national = `7700 9${String(Date.now()).slice(-5)}`;
    const e164 = `+44${national.replace(' ', '')}`;
    await page.getByRole('button', { name: 'Add a phone number' }).click();
    await page.getByLabel('Country code').selectOption('GB');
    await page.getByLabel('New phone number').fill(national);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Digit 1 of 6').fill(await latestCode(request, e164));
    await expect(page.getByText(/Your phone number is now \+44 770/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your profile' })).toContainText(e164);
  });

  test('deletes the account only after the typed confirmation', async ({ page, request }) => {
    const { token, userId } = await page.evaluate(() => ({
      token: localStorage.getItem('user_token'),
      userId: localStorage.getItem('userID'),
    }));
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const forever = page.getByRole('button', { name: 'Delete forever' });
    await expect(forever).toBeDisabled();
    await page.getByLabel('Type DELETE to confirm').fill('delete');
    await forever.click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    const res = await request.get(`/api/v1/getUserProfileDetails?ID=${userId}&login_source=web`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(401);
  });
});
