import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The same tags inserted at the end of a page's head. */
export function withHeadTags(html: string, tags: string[]): string {
  if (tags.length === 0 || !html.includes('</head>')) return html;
  return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

/**
 * `<link>` tags that fetch a lazily loaded page's own scripts and styles with the HTML, from the
 * client build's manifest (.vite/manifest.json): without them the browser learns of them only
 * after the entry script has run and the router asked for the page, one round trip later.
 * Files the entry already loads are left out. The styles are linked (the page cannot paint
 * without them; the client's loader then finds them in place), the scripts module-preloaded.
 * No manifest (or no such page) gives no tags.
 */
export function pagePreloadTags(webDistDir: string, pageFile: string): string[] {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(webDistDir, '.vite/manifest.json'), 'utf8'));
  } catch {
    return [];
  }
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  // Matched by the end of its source path, as scripts/web-budget.test.mjs does.
  const pageSource = Object.keys(manifest).find((key) => key.endsWith(`/${pageFile}`));
  if (!entry || !pageSource) return [];
  const loaded = closure(entry, new Set());
  const page = [...closure(pageSource, new Set())].filter((key) => !loaded.has(key));
  const scripts = page.map((key) => manifest[key]?.file as string);
  const styles = page.flatMap((key) => manifest[key]?.css ?? []);
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ];
}
