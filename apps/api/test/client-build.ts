import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

/** A stand-in for apps/web/dist in a temporary folder: each path (index.html, assets/…) with its content. */
export async function fakeClientBuild(files: Record<string, string | Uint8Array>): Promise<string> {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'mingle-dist-'));
  for (const [name, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dist, name)), { recursive: true });
    await fs.writeFile(path.join(dist, name), content);
  }
  return dist;
}

export interface ClientTestApp extends TestApp {
  /** The fake build's folder (WEB_DIST_DIR). */
  dist: string;
}

/**
 * One app for the file serving a fake client build: built before its tests; closed, and the
 * build removed, after them. Filled in `beforeAll`, so read it inside tests and hooks.
 */
export function useAppWithClient(
  files: Record<string, string | Uint8Array>,
  env: Record<string, string> = {},
): ClientTestApp {
  const t = {} as ClientTestApp;
  beforeAll(async () => {
    const dist = await fakeClientBuild(files);
    Object.assign(t, await createTestApp({ ...env, WEB_DIST_DIR: dist }), { dist });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(t.dist, { recursive: true, force: true });
  });
  return t;
}
