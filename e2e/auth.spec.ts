import { expect, type Page, test } from '@playwright/test';
import { latestCode, uniqueEmail } from './support/outbox.ts';
import { signUpViaApi } from './support/session.ts';

// A 48×48 pink PNG: a real image for the upload, made without any image library.
const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe3WUQ3AAAxCwblBImIxMxNLuo9LKqAh8OBZ+qt7zj+Yh0qh8NCkrOf4GTCWQuGhSVnPITQDrRQKD03KikMFxqiOKdeaH7mfZjPQSqHw0KSsOFRgjOrYp1F4AcaHQcReegS2AAAAAElFTkSuQmCC',
  'base64',
);

async function chooseEmail(page: Page, email: string) {
  await page.getByRole('radio', { name: 'E-mail' }).check();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/auth\/otp$/);
}

/** Types the code into the first box the way a paste or auto-fill delivers it. */
async function enterCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').fill(code);
}

test('a new user signs up by e-mail, sets up a profile with a photo, sees it on /about and logs out', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('signup');
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/auth\/signup$/);
  await chooseEmail(page, email);

  // Development mode says where the code went.
  await expect(page.getByText('Development mode: your code is in the dev outbox.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the dev outbox' })).toHaveAttribute(
    'href',
    `/dev/outbox?to=${encodeURIComponent(email)}`,
  );
  await enterCode(page, await latestCode(request, email));

  await expect(page).toHaveURL(/\/auth\/registration$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter your name')).toBeVisible();
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Date of birth').fill('1995-06-15');
  // Set-up asks what everyone needs; gender and intent wait for the first guest list.
  await expect(page.getByRole('group', { name: 'Gender' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Friendship' })).toHaveCount(0);
  await page.getByLabel('Bio (optional)').fill('Maths, poetry and long walks.');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/auth\/profile-pic-upload$/);
  expect(await page.evaluate(() => localStorage.getItem('profileStatus'))).toBe('Completed');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PHOTO_PNG });
  const uploaded = page.waitForResponse((r) => r.url().includes('/uploadProfilePic'));
  await page.getByRole('button', { name: 'Upload photo' }).click();
  const body = (await (await uploaded).json()) as { data: { profilePhoto: string } };
  await expect(page).toHaveURL(/\/discover$/);

  await page.goto('/about');
  const photo = page.getByRole('img', { name: 'Your profile photo' });
  await expect(photo).toHaveAttribute('src', body.data.profilePhoto);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('logging in to an existing account goes through login-web', async ({ page, request }) => {
  const email = uniqueEmail('login');
  await signUpViaApi(request, email, { name: 'Grace' });
  await page.goto('/auth');
  await chooseEmail(page, email);
  const login = page.waitForResponse((r) => r.url().endsWith('/api/v1/login-web'));
  await enterCode(page, await latestCode(request, email));
  expect((await login).status()).toBe(200);
  await expect(page).toHaveURL(/\/discover$/);
  expect(await page.evaluate(() => localStorage.getItem('profileStatus'))).toBe('Completed');
  expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBeTruthy();
});

test('a wrong code shows how many tries are left, and the right one still works', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('wrong');
  await signUpViaApi(request, email, { name: 'Alan' });
  await page.goto('/auth');
  await chooseEmail(page, email);
  const code = await latestCode(request, email);
  await enterCode(page, code === '000000' ? '111111' : '000000');
  await expect(page.getByRole('alert')).toHaveText('That code is not right. 4 tries left.');
  await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
  await enterCode(page, code);
  await expect(page).toHaveURL(/\/discover$/);
});

test('logging in with an address that has no account moves on to sign-up with the same code', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('noaccount');
  await page.goto('/auth');
  await chooseEmail(page, email);
  await enterCode(page, await latestCode(request, email));
  await expect(page).toHaveURL(/\/auth\/registration$/);
  await expect(page.getByText('We didn’t find a Mingle account for you')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('requestType'))).toBe('signup');
});

test('signing in by phone uses the country code picker and remembers the choice', async ({
  page,
  request,
}) => {
  const national = `7700 9${String(Date.now()).slice(-5)}`;
  const e164 = `+44${national.replace(' ', '')}`;
  await page.goto('/auth');
  await page.getByRole('radio', { name: 'Phone' }).check();
  await page.getByLabel('Country code').selectOption('GB');
  await page.getByLabel('Phone number').fill(`0${national}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/auth\/otp$/);
  await expect(page.getByText(/We sent a 6-digit code to/)).toContainText('+44 770');
  expect(await page.evaluate(() => localStorage.getItem('userMobileNumber'))).toBe(e164);
  expect(await page.evaluate(() => localStorage.getItem('rememberPreference'))).toBe('phone');
  await enterCode(page, await latestCode(request, e164));
  await expect(page).toHaveURL(/\/auth\/registration$/);
});

test('signing in comes back to the login-required page that asked for it, query included', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('return');
  await signUpViaApi(request, email, { name: 'Rosa' });
  await page.goto('/events?tab=invited');
  await expect(page).toHaveURL(/\/auth$/);
  await chooseEmail(page, email);
  await enterCode(page, await latestCode(request, email));
  await expect(page).toHaveURL(/\/events\?tab=invited$/);
  await expect(page.getByRole('tab', { name: 'Invited', selected: true })).toBeVisible();
});
