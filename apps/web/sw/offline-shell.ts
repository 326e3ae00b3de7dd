import fs from 'node:fs';
import path from 'node:path';

/** The part of Vite's build manifest (.vite/manifest.json) read here. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

/** The signed-in pages' route table: it names every such page lazily, so only its own imports are kept. */
const ROUTE_TABLE = 'src/app/signed-in-routes.tsx';

/** Lazy parts every signed-in page loads around its own: the navigation and the query cache. */
const SIGNED_IN_SHELL = ['src/app/layout/signed-in-nav.tsx', 'src/lib/query-provider.tsx'];

/** The pages a guest opens without a network: Your events (the tickets list) and a Ticket. */
const OFFLINE_PAGES = ['src/app/pages/events-page.tsx', 'src/app/pages/ticket-page.tsx'];

/**
 * The built files the service worker precaches: the entry with what it imports, the signed-in
 * shell and the two ticket pages with everything they load, lazy parts included (the QR encoder).
 * Not the whole app (about 600 KB gzip), which a one-time visitor's phone would download in the
 * background; other chunks are kept as they are used.
 */
export function offlineShellFiles(manifest: ViteManifest): Set<string> {
  const files = new Set<string>();
  const visit = (key: string, followLazy: boolean) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in Vite's manifest: update apps/web/sw/offline-shell.ts`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, followLazy);
    if (followLazy) for (const lazy of chunk.dynamicImports ?? []) visit(lazy, true);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error("no entry in Vite's manifest");
  visit(entry, false);
  visit(ROUTE_TABLE, false);
  for (const key of [...SIGNED_IN_SHELL, ...OFFLINE_PAGES]) visit(key, true);
  return files;
}

/** Reads the manifest of the build in `outDir`. */
export function readViteManifest(outDir: string): ViteManifest {
  return JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
}
