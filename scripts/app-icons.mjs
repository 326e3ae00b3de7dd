// Draws the installable app's icons (apps/web/public/icons/*.png) from the favicon's artwork in
// Chromium, so the PNGs and the SVG never drift apart. Run after changing favicon.svg:
// `node scripts/app-icons.mjs`; the PNGs are committed.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'apps/web/public');
const favicon = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

// A maskable icon is cropped to any shape inside its safe zone (the middle 80 % circle), so it
// fills the square edge to edge: the same artwork without the rounded corners. The letter already
// sits well inside the safe zone.
const maskable = favicon.replace(' rx="16"', '');

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon-180.png', size: 180, svg: maskable },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    await page.screenshot({ path: path.join(publicDir, 'icons', file), omitBackground: true });
    console.info(`apps/web/public/icons/${file} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
