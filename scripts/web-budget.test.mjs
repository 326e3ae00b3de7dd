// The web client's byte budget, checked on the built files (sizes are not timings, so this is a
// test, not a benchmark): the JavaScript a first visit to each public page downloads, from Vite's
// manifest, gzip-compressed, must stay under 100 KB in at most 12 script files. Also checks that
// the build bundled production React even with NODE_ENV=development in the environment.
// Run after `npm run build`: `node --test scripts/web-budget.test.mjs` (WEB_DIST_DIR for another
// build folder).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'));
const MAX_GZIP_BYTES = 100 * 1024;
const MAX_SCRIPTS = 12;

/**
 * The lazily loaded modules a signed-out first visit to each page loads, besides the entry. Kept
 * in step with apps/web/src/app/routes.tsx and auth-steps.tsx (checked against Chromium: the
 * same files, 5 / 5 / 10 / 8, as a real first visit loads). Matched by the end of the source
 * path, so a module may move between folders without touching this table.
 */
const ROUTES = {
  '/': ['/home-page.tsx'],
  '/about': ['/about-page.tsx'],
  '/event-details': ['/event-details-page.tsx'],
  // /auth opens the sign-in steps' table, then the login step.
  '/auth': ['/auth-steps.tsx', '/login-page.tsx'],
};

/** Strings only development React carries (its warnings), never the production build. */
const DEVELOPMENT_REACT = ['validateDOMNesting', 'Each child in a list should have a unique'];

function readManifest() {
  const file = path.join(dist, '.vite/manifest.json');
  assert.ok(fs.existsSync(file), `no ${file}: build the client first (npm run build)`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function keyEndingWith(manifest, suffix) {
  const keys = Object.keys(manifest).filter((key) => key.endsWith(suffix));
  assert.equal(
    keys.length,
    1,
    `exactly one module ending with ${suffix} in the manifest, found ${keys.join(', ')}`,
  );
  return keys[0];
}

/** Every script file a first visit loads: the entry and the lazy modules, with their static imports. */
export function firstLoadFiles(manifest, lazySuffixes) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  assert.ok(entry, 'an entry in the manifest');
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    assert.ok(chunk, `${key} in the manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  for (const suffix of lazySuffixes) visit(keyEndingWith(manifest, suffix));
  return [...files];
}

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) {
    gzipSizes.set(file, gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  }
  return gzipSizes.get(file);
}

test('every public page loads under 100 KB gzip of JavaScript in at most 12 files', () => {
  const manifest = readManifest();
  const rows = Object.entries(ROUTES).map(([route, lazy]) => {
    const files = firstLoadFiles(manifest, lazy);
    const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
    return { route, files, bytes, ok: bytes <= MAX_GZIP_BYTES && files.length <= MAX_SCRIPTS };
  });
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.info(`first load (signed out)   JS gzip (≤ ${kb(MAX_GZIP_BYTES)})   scripts (≤ ${MAX_SCRIPTS})`);
  for (const { route, files, bytes, ok } of rows) {
    console.info(
      `${route.padEnd(25)} ${kb(bytes).padStart(10)}            ${String(files.length).padStart(3)}       ${ok ? 'ok' : 'OVER BUDGET'}`,
    );
  }
  for (const { route, files, ok } of rows.filter((row) => !row.ok)) {
    const largest = [...files]
      .sort((a, b) => gzipSize(b) - gzipSize(a))
      .map((file) => `${file} ${kb(gzipSize(file))}`);
    console.info(`${route}:\n  ${largest.join('\n  ')}`);
    assert.ok(ok, `${route} is over the first-load budget`);
  }
});

test('the build bundles production React', () => {
  const manifest = readManifest();
  const scripts = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js'));
  for (const file of scripts) {
    const text = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const marker of DEVELOPMENT_REACT) {
      assert.ok(!text.includes(marker), `${file} holds development React ("${marker}")`);
    }
  }
});

test('the service worker is no first-load script: the page registers it after load', () => {
  const manifest = readManifest();
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)].map((match) => match[1]);
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  assert.deepEqual(scripts, [entry.file], 'index.html loads the entry and no other script');
  assert.ok(fs.existsSync(path.join(dist, 'sw.js')), 'the build has its service worker');
  // The worker and Workbox are built apart from the pages, so Vite's manifest, which the budget
  // counts, does not list them; no page's first-load file may carry Workbox either.
  for (const lazy of Object.values(ROUTES)) {
    for (const file of firstLoadFiles(manifest, lazy)) {
      const text = fs.readFileSync(path.join(dist, file), 'utf8');
      assert.ok(!/workbox/i.test(text), `${file} carries Workbox`);
    }
  }
});
