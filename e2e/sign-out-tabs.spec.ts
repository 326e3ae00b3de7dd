import { expect, test, type WebSocketRoute } from '@playwright/test';
import { useSession } from './support/session.ts';
import { seedSmallWorld } from './support/world.ts';

test.use({ viewport: { width: 360, height: 800 } });

const SIGNED_OUT = "You've been signed out";

test('signing out in one tab takes the other tabs to /auth; a chat send a revoked session refuses says signed out', async ({
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const { guest, host, roomId } = await seedSmallWorld(request, 'two-tabs');

  // Two tabs of one browser, signed in as the guest: one on the profile, one in the chat.
  const first = await context.newPage();
  await useSession(first, guest);
  const second = await context.newPage();
  await second.goto(`/chats/${roomId}`);
  await expect(second.getByText('Hi! Is there a dress code?')).toBeVisible();
  await first.goto('/profile');
  await first.getByRole('button', { name: 'Log out' }).click();
  await expect(first).toHaveURL(/\/auth$/);

  // The other tab follows at once: no signed-in menu left, and it says why.
  await expect(second).toHaveURL(/\/auth$/);
  await expect(second.getByText(SIGNED_OUT)).toBeVisible();
  await expect(second.getByRole('navigation', { name: 'Social' })).toHaveCount(0);
  await expect(second.getByRole('link', { name: 'Discover' })).toHaveCount(0);

  // A session ended where this tab cannot hear it (on another device, say), just as the person
  // sends: the session is revoked when the send goes out, and the server's 4401 reaches the tab
  // in answer to it.
  await useSession(second, host);
  await second.routeWebSocket(/\/api\/v\d+\/realtime$/, (page: WebSocketRoute) => {
    const server = page.connectToServer();
    // The server's own close for the revoked session is the one the tab is sent below.
    server.onClose(() => undefined);
    page.onMessage((message) => {
      const frame = JSON.parse(String(message)) as { type?: string };
      if (frame.type !== 'send') {
        server.send(message);
        return;
      }
      void request
        .get('/api/v1/logout', { headers: { authorization: `Bearer ${host.token}` } })
        .then(() => page.close({ code: 4401, reason: 'Signed out' }));
    });
  });
  // The chat reads its history again once its room is joined: both reads come before the send.
  let historyReads = 0;
  second.on('response', (response) => {
    if (response.url().includes(`/chats/${roomId}/messages`) && response.ok()) historyReads += 1;
  });
  await second.goto(`/chats/${roomId}`);
  await expect(second.getByText('Hi! Is there a dress code?')).toBeVisible();
  await expect.poll(() => historyReads).toBeGreaterThanOrEqual(2);

  await second.getByRole('textbox', { name: 'Message' }).fill('See you there');
  await second.getByRole('textbox', { name: 'Message' }).press('Enter');
  const sent = second.getByRole('listitem').filter({ hasText: 'See you there' });
  await expect(sent.getByRole('alert')).toHaveText(SIGNED_OUT);
  await expect(second.getByText(/Check your connection/)).toHaveCount(0);
  await second.screenshot({ path: test.info().outputPath('signed-out-send-360.png') });

  await expect(second).toHaveURL(/\/auth$/);
  await expect(second.getByText(SIGNED_OUT)).toBeVisible();
  // Signed out for good in that tab: nothing of the session is left in its storage.
  expect(await second.evaluate(() => localStorage.getItem('user_token'))).toBeNull();
});
