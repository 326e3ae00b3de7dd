import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/outbox.ts';
import { signUpViaApi, useSession } from './support/session.ts';

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! Page not found.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a render error shows the fallback page, whose buttons work', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await page.goto('/test-error');
  await expect(page.getByText('Something went wrong.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(errors.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a login-required page without a token goes to /auth, replacing the history entry', async ({ page }) => {
  await page.goto('/about');
  await page.goto('/discover');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});

test('a signed-in user with an incomplete profile is logged out and sent to /auth', async ({
  page,
  request,
}) => {
  const session = await signUpViaApi(request, uniqueEmail('incomplete'));
  expect(session.profileStatus).toBe('newWebUser');
  await useSession(page, session);
  await page.goto('/events');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  // The server session is ended too.
  const res = await request.get(`/api/v1/getUserProfileDetails?ID=${session.userId}&login_source=web`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(res.status()).toBe(401);
});

test('a complete profile reaches login-required pages', async ({ page, request }) => {
  const session = await signUpViaApi(request, uniqueEmail('complete'), { name: 'Ada' });
  await useSession(page, session);
  await page.goto('/events');
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
