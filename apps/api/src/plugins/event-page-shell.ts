import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * Starts the app once the page's largest paint is on screen: the cover decoded, then one frame
 * later (at once if it fails); without a cover, once the browser reports the first paint (a
 * `paint` performance entry, which comes after the frame is shown; one frame later where there
 * is none), which is the largest: the server's first screen is painted whole; after 3 s at the
 * latest. Then it module-preloads every script the page needs and adds the entry script.
 * The scripts are ~95 KB against a ~45 KB cover; fetched with the HTML, they share a phone's
 * connection with the picture the page's largest paint waits for, though the server has already
 * painted the first screen. Without a cover the largest paint is a line of text the HTML holds,
 * but Lighthouse's simulation counts every script requested before it as something it waited
 * for (module scripts look render-blocking to it): requested in the same frame, ~100 KB of them
 * put the date line at 2.2 s on a simulated phone instead of ~1 s. Its attributes name the
 * files; its text is fixed, so the Content-Security-Policy allows it by hash
 * (DEFERRED_START_CSP_SOURCE).
 */
export const DEFERRED_START_SCRIPT =
  "(function(s,d){var c=d.querySelector('img.event-page-cover'),done=false;function go(){if(done)return;done=true;(s.getAttribute('data-preload')||'').split(' ').forEach(function(h){if(!h)return;var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});var e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=s.getAttribute('data-entry');d.head.appendChild(e)}function shown(){requestAnimationFrame(function(){setTimeout(go)})}function loaded(){c.decode?c.decode().then(shown,shown):shown()}function painted(){var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return shown();var o=new P(function(){o.disconnect();setTimeout(go)});o.observe({type:'paint',buffered:true})}if(!c)painted();else if(c.complete)loaded();else{c.addEventListener('load',loaded);c.addEventListener('error',go)}setTimeout(go,3000)})(document.currentScript,document)";

/** The script-src entry that lets DEFERRED_START_SCRIPT run and no other inline script. */
export const DEFERRED_START_CSP_SOURCE = `'sha256-${createHash('sha256').update(DEFERRED_START_SCRIPT).digest('base64')}'`;

function readManifest(webDistDir: string): Record<string, ManifestChunk> | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDistDir, '.vite/manifest.json'), 'utf8'));
  } catch {
    return null;
  }
}

/** A stylesheet's text, safe inside a <style> element (no `</style` can end it early). */
function styleText(webDistDir: string, file: string): string {
  return fs.readFileSync(path.join(webDistDir, file), 'utf8').replace(/<\/style/gi, '<\\/style');
}

/**
 * The client's index.html made into the event page's shell, the page shared links open on
 * phones (docs/adr/0006-first-load-budget.md):
 * - its styles (the entry's and the page's own, ~10 KB gzip) inline in the head, so the first
 *   paint waits for no other request;
 * - no script tag and no module preload in the head: DEFERRED_START_SCRIPT at the end of the body
 *   loads the entry and the scripts of `pageFiles` (the page and the chunks it loads before its
 *   first render; from the build's manifest, Vite's .vite/manifest.json) after the cover, which
 *   the server paints with the first screen (event-first-screen.ts).
 * Without a manifest, or without one of the files in it, the index.html is returned unchanged.
 */
export function eventPageShell(webDistDir: string, indexHtml: string, pageFiles: readonly string[]): string {
  const manifest = readManifest(webDistDir);
  if (!manifest || !indexHtml.includes('</head>') || !indexHtml.includes('</body>')) return indexHtml;
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  // Matched by the end of their source paths, as scripts/web-budget.test.mjs does.
  const pageSources = pageFiles.map((file) => Object.keys(manifest).find((key) => key.endsWith(`/${file}`)));
  if (!entry || pageSources.some((key) => key === undefined)) return indexHtml;
  const chunks = [entry, ...(pageSources as string[])].flatMap((key) => [...closure(key, new Set())]);
  const unique = (files: string[]) => [...new Set(files)];
  const scripts = unique(chunks.map((key) => manifest[key]?.file as string));
  const styles = unique(chunks.flatMap((key) => manifest[key]?.css ?? []));
  const entryFile = manifest[entry]?.file as string;
  let css: string;
  try {
    css = styles.map((file) => styleText(webDistDir, file)).join('\n');
  } catch {
    return indexHtml;
  }
  const withoutAssets = indexHtml
    .replace(/<script\b[^>]*\bsrc="\/assets\/[^"]*"[^>]*><\/script>\s*/gi, '')
    .replace(/<link\b[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*\bhref="\/assets\/[^"]*"[^>]*>\s*/gi, '');
  const start = `<script data-entry="/${entryFile}" data-preload="${scripts
    .filter((file) => file !== entryFile)
    .map((file) => `/${file}`)
    .join(' ')}">${DEFERRED_START_SCRIPT}</script>`;
  return withoutAssets
    .replace('</head>', () => `  <style>${css}</style>\n  </head>`)
    .replace('</body>', () => `  ${start}\n  </body>`);
}
