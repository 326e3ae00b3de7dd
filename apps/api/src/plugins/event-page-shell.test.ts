import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFERRED_START_CSP_SOURCE, DEFERRED_START_SCRIPT, eventPageShell } from './event-page-shell.ts';
import { compressPage } from './page-compression.ts';

const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_framework.js'],
    css: ['assets/index-0.css'],
  },
  '_framework.js': { file: 'assets/framework-2.js' },
  'src/app/pages/event-details-page.tsx': {
    file: 'assets/event-details-page-3.js',
    imports: ['_framework.js', '_api-client.js', '_events.js'],
  },
  '_api-client.js': { file: 'assets/api-client-4.js' },
  '_events.js': { file: 'assets/events-5.js', css: ['assets/events-6.css'], imports: ['_api-client.js'] },
  'src/app/pages/event-action-bar.tsx': { file: 'assets/event-action-bar-7.js', imports: ['_api-client.js'] },
};

const INDEX = `<html><head><title>x</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-0.css">
  <link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>`;

const PAGES = ['event-details-page.tsx', 'event-action-bar.tsx'];

describe("the event page's shell", () => {
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'mingle-manifest-'));
    await fs.mkdir(path.join(dist, '.vite'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    await fs.writeFile(path.join(dist, 'assets/index-0.css'), 'body{color:red}');
    await fs.writeFile(path.join(dist, 'assets/events-6.css'), '.a::after{content:"</style><script>"}');
  });
  afterAll(() => fs.rm(dist, { recursive: true, force: true }));

  it('inlines every style the page needs and requests no script or style before the cover', () => {
    const html = eventPageShell(dist, INDEX, PAGES);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.replace(/<style>[\s\S]*<\/style>/, '')).not.toMatch(/<script|modulepreload|rel="stylesheet"/);
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    // The style text can't close its element early.
    expect(head).toContain('<style>body{color:red}\n.a::after{content:"<\\/style><script>"}</style>');
  });

  it("starts the app from one inline script that names the entry and the pages' chunks once each", () => {
    const html = eventPageShell(dist, INDEX, PAGES);
    expect(html.replace(/<style>[\s\S]*<\/style>/, '').match(/<script/g)).toHaveLength(1);
    expect(html).toContain(
      `<script data-entry="/assets/index-1.js" data-preload="/assets/framework-2.js /assets/event-details-page-3.js /assets/api-client-4.js /assets/events-5.js /assets/event-action-bar-7.js">${DEFERRED_START_SCRIPT}</script>\n  </body>`,
    );
  });

  it('allows that script, and only it, by its hash', () => {
    const hash = createHash('sha256').update(DEFERRED_START_SCRIPT).digest('base64');
    expect(DEFERRED_START_CSP_SOURCE).toBe(`'sha256-${hash}'`);
  });

  it('leaves the page as it is without a manifest, or for a page the build does not have', () => {
    expect(eventPageShell(path.join(dist, 'missing'), INDEX, PAGES)).toBe(INDEX);
    expect(eventPageShell(dist, INDEX, ['nowhere-page.tsx'])).toBe(INDEX);
  });
});

describe('compressed pages', () => {
  it('picks brotli, then gzip, and honours q=0', async () => {
    const html = '<p>hello</p>'.repeat(100);
    expect((await compressPage(html, 'gzip, deflate, br')).encoding).toBe('br');
    expect((await compressPage(html, 'gzip, br;q=0')).encoding).toBe('gzip');
    const plain = await compressPage(html, 'identity');
    expect(plain).toEqual({ body: html, encoding: null });
    expect((await compressPage(html, undefined)).encoding).toBeNull();
  });
});
