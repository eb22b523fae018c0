// The first page's JavaScript as the browser fetches it: index.html's module scripts and
// modulepreloads, and the static imports those files make (the browser needs them before the
// entry runs). Lazy chunks (import()) are not counted: they load when a screen needs them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The first page's JavaScript may weigh at most 170 kB gzipped (issue 12). */
export const INITIAL_JS_BUDGET_BYTES = 170_000;

const SCRIPT_SRC = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g;
const MODULEPRELOAD_HREF = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g;
// Minified static imports: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`.
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w*${}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

const matches = (text, pattern) => [...text.matchAll(pattern)].map((match) => match[1]);

/** `/assets/x.js` in index.html, or `./y.js` inside /assets/x.js, as a path under the dist folder. */
function resolveUrl(url, fromFile) {
  if (url.startsWith('/')) return url.slice(1);
  return posix.normalize(posix.join(posix.dirname(fromFile), url));
}

/** The initial JavaScript files (paths under `distDir`) with their raw and gzip sizes. */
export function initialJavaScript(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const pending = [...matches(html, SCRIPT_SRC), ...matches(html, MODULEPRELOAD_HREF)].map((url) => resolveUrl(url, 'index.html'));
  const seen = new Map();
  while (pending.length > 0) {
    const file = pending.shift();
    if (seen.has(file)) continue;
    const source = readFileSync(join(distDir, file));
    seen.set(file, { file, bytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length });
    for (const url of matches(source.toString('utf8'), STATIC_IMPORT)) pending.push(resolveUrl(url, file));
  }
  return [...seen.values()];
}

/** Source maps anywhere in the built web app (none may ship: the API would serve them). */
export function sourceMaps(distDir) {
  if (!existsSync(distDir)) return [];
  return readdirSync(distDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.map'));
}
