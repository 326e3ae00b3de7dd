import { expect, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { useSession } from './support/session.ts';
import { buyTicket, clientId, publishPaidEvent, seedSmallWorld } from './support/world.ts';

test.use({ viewport: { width: 360, height: 800 } });

test('a chat fills the phone screen; its own messages pop no toast and no count; another chat’s toast opens that chat', async ({
  page,
  request,
}) => {
  const world = await seedSmallWorld(request, 'toast');
  const { host, guest, roomId } = world;
  await useSession(page, host);
  await page.goto(`/chats/${roomId}`);
  const log = page.getByRole('log');
  await expect(log.getByText('Hi! Is there a dress code?')).toBeVisible();

  // Full height: no footer, no page scroll, the composer at the bottom right above the tab bar.
  await expect(page.locator('.site-footer')).toBeHidden();
  // The tab bar comes with the signed-in shell, which can render after the messages (a CI run
  // measured while it was still missing).
  await expect(page.locator('.composer')).toBeVisible();
  await expect(page.locator('.app-nav')).toBeVisible();
  const layout = await page.evaluate(() => ({
    scroll: document.documentElement.scrollHeight,
    composerBottom: document.querySelector('.composer')!.getBoundingClientRect().bottom,
    navTop: document.querySelector('.app-nav')!.getBoundingClientRect().top,
  }));
  expect(layout.scroll).toBeLessThanOrEqual(800);
  expect(layout.navTop - layout.composerBottom).toBeGreaterThanOrEqual(0);
  expect(layout.navTop - layout.composerBottom).toBeLessThan(40);

  // Opening the room read the notification of the guest's first message, sent before.
  const badge = page.getByTestId('unread-badge');
  const unread = async () => ((await badge.count()) === 0 ? 0 : Number(await badge.textContent()));
  await expect.poll(unread).toBe(0);
  const before = 0;

  // A message in the room on screen: shown live, but no toast over the composer and no count.
  await apiAs(request, guest, 'POST', `chats/${roomId}/messages`, {
    body: 'Smart casual?',
    clientId: clientId(),
  });
  await expect(log.getByText('Smart casual?')).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.locator('.live-toast')).toHaveCount(0);
  expect(await unread()).toBe(before);

  // Read by being seen: back on the list the room has no unread count.
  await page.getByRole('link', { name: 'All chats' }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'Smart casual?' });
  await expect(row).toBeVisible();
  await expect(row.locator('.count-badge')).toHaveCount(0);
  await page.goBack();
  await expect(log.getByText('Smart casual?')).toBeVisible();

  // A message in another chat: a toast that opens that chat, and the count goes up then down.
  const { eventId, ticketTypeId } = await publishPaidEvent(request, host, 'Moonlight Cinema');
  await buyTicket(request, guest, eventId, ticketTypeId);
  await apiAs(request, guest, 'POST', `events/${eventId}/contact-host`, {
    body: 'Can I bring a blanket?',
    clientId: clientId(),
  });
  const toast = page.getByRole('status').getByRole('link', { name: /New message from Gina/ });
  await expect(toast).toBeVisible();
  // On a chat the toast drops from the top: the composer stays free to type in.
  const toastBox = await toast.boundingBox();
  const composerBox = await page.locator('.composer').boundingBox();
  expect(toastBox!.y + toastBox!.height).toBeLessThan(composerBox!.y);
  await expect.poll(unread).toBe(before + 1);
  await toast.click();
  await expect(page.getByRole('log').getByText('Can I bring a blanket?')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(roomId));
  // Opening it read it.
  await expect.poll(unread).toBe(before);
});
