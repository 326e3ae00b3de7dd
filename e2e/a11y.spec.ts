import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import type { ApiSession } from './support/session.ts';
import { useSession } from './support/session.ts';
import { type SmallWorld, seedSmallWorld } from './support/world.ts';

/**
 * The main screens at a phone's and a laptop's width: axe-core finds no serious or critical
 * violation on any of them, and each is photographed into docs/screenshots/<screen>-<width>.png
 * (the viewport only, so the files stay small) for docs/testing.md.
 */
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/screenshots');
const WIDTHS = [360, 1280] as const;

interface Screen {
  name: string;
  as: 'visitor' | 'guest' | 'host';
  path: (w: SmallWorld) => string;
  /** Something on the loaded screen, so the check runs on content rather than a placeholder. */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
}

const SCREENS: Screen[] = [
  { name: 'home', as: 'visitor', path: () => '/', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { name: 'auth', as: 'visitor', path: () => '/auth', ready: (p) => p.getByRole('heading', { level: 1 }) },
  {
    name: 'discover',
    as: 'guest',
    path: () => '/discover',
    ready: (p) => p.getByRole('heading', { level: 1 }),
  },
  {
    name: 'event',
    as: 'guest',
    path: (w) => `/event-details?id=${w.eventId}`,
    ready: (p) => p.getByRole('heading', { level: 1, name: 'Sunset Rooftop Social' }),
  },
  {
    name: 'events',
    as: 'guest',
    path: () => '/events',
    ready: (p) => p.getByRole('heading', { level: 1 }),
  },
  {
    name: 'ticket',
    as: 'guest',
    path: (w) => `/tickets/${w.ticketId}`,
    ready: (p) => p.getByRole('heading', { level: 1 }),
  },
  {
    name: 'chat',
    as: 'guest',
    path: (w) => `/chats/${w.roomId}`,
    ready: (p) => p.getByRole('log').getByText('Is there a dress code?'),
  },
  {
    name: 'chats',
    as: 'guest',
    path: () => '/chats',
    ready: (p) => p.getByRole('link', { name: /Rooftop Collective/ }),
  },
  {
    name: 'host-center',
    as: 'host',
    path: () => '/host-center',
    ready: (p) => p.getByRole('heading', { level: 1 }),
  },
  {
    name: 'attendance',
    as: 'host',
    path: (w) => `/host-center/attendance?id=${w.eventId}`,
    ready: (p) => p.getByRole('list', { name: 'Guests' }),
  },
  {
    name: 'wizard',
    as: 'host',
    path: () => '/create-event/basic-details',
    ready: (p) => p.getByRole('heading', { level: 1 }),
  },
];

let world: SmallWorld;

test.beforeAll(async ({ request }) => {
  world = await seedSmallWorld(request, 'a11y');
  await mkdir(SHOTS, { recursive: true });
});

async function pageFor(browser: Browser, who: Screen['as'], width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const session: ApiSession | null = who === 'guest' ? world.guest : who === 'host' ? world.host : null;
  if (session) await useSession(page, session);
  return page;
}

for (const screen of SCREENS) {
  for (const width of WIDTHS) {
    test(`${screen.name} at ${width} px: no serious or critical axe violations`, async ({ browser }) => {
      const page = await pageFor(browser, screen.as, width);
      await page.goto(screen.path(world));
      await expect(screen.ready(page).first()).toBeVisible();
      // Placeholders gone: the check and the picture are of the screen people read.
      await expect(page.locator('.spinner, .skeleton')).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready);

      const results = await new AxeBuilder({ page }).analyze();
      expect(results.passes.length, 'axe checked the page').toBeGreaterThan(10);
      // Lesser findings are listed in the report, not failed on.
      for (const v of results.violations.filter((x) => x.impact !== 'serious' && x.impact !== 'critical')) {
        test.info().annotations.push({ type: `axe ${v.impact}`, description: `${v.id}: ${v.help}` });
      }
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
      await page.screenshot({ path: path.join(SHOTS, `${screen.name}-${width}.png`) });
      expect(serious, `axe on ${screen.path(world)} at ${width} px`).toEqual([]);
      await page.context().close();
    });
  }
}
