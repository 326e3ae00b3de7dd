import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePreloadTags, withHeadTags } from './client-preloads.ts';

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework-2.js' },
  'src/app/pages/event-details-page.tsx': {
    file: 'assets/event-details-page-3.js',
    imports: ['_framework.js', '_api-client.js', '_events.js'],
  },
  '_api-client.js': { file: 'assets/api-client-4.js' },
  '_events.js': { file: 'assets/events-5.js', css: ['assets/events-6.css'], imports: ['_api-client.js'] },
};

describe('the event page preloads its own chunks', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'mingle-manifest-'));
    await fs.mkdir(path.join(dist, '.vite'));
    await fs.writeFile(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  });
  afterAll(() => fs.rm(dist, { recursive: true, force: true }));

  it("links the page's styles and module-preloads its scripts, minus what the entry loads", () => {
    expect(pagePreloadTags(dist, 'event-details-page.tsx')).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/events-6.css" />',
      '<link rel="modulepreload" crossorigin href="/assets/event-details-page-3.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/api-client-4.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/events-5.js" />',
    ]);
  });

  it('gives nothing without a manifest or for a page it does not know', () => {
    expect(pagePreloadTags(path.join(dist, 'missing'), 'event-details-page.tsx')).toEqual([]);
    expect(pagePreloadTags(dist, 'nowhere-page.tsx')).toEqual([]);
  });

  it('puts the tags at the end of the head', () => {
    expect(withHeadTags('<html><head><title>x</title></head><body></body></html>', ['<link a />'])).toBe(
      '<html><head><title>x</title>  <link a />\n  </head><body></body></html>',
    );
    expect(withHeadTags('<p>no head</p>', ['<link a />'])).toBe('<p>no head</p>');
  });
});
