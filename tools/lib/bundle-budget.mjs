// A page's JavaScript as the browser fetches it before the page can be used: index.html's module
// scripts and modulepreloads, the chunks the router loads for that page (its screen, and the
// signed-in shell and guard), and every static import those files make, transitively (the
// browser needs them before the code runs). Other import() calls are not followed: they load
// later, when something needs them (another screen, the charts, the first toast).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The first page's JavaScript, sign-in's included, may weigh at most 170 kB gzipped (issue 12). */
export const INITIAL_JS_BUDGET_BYTES = 170_000;

/**
 * The pages measured, each with the chunks the router loads lazily for it, by name (the file name
 * before its hash; see the groups in apps/web/vite.config.mts and the lazy routes in
 * apps/web/src/app/router.tsx). A name in `lazyChunks` must be built. Sign-in ships in the first
 * page, so login.route is `ifBuilt`: should it become a lazy chunk again, it counts. Only /login
 * is held to the budget; the others are reported.
 */
export const PAGES = [
  { path: '/login', lazyChunks: [], ifBuilt: ['login.route'], budgeted: true },
  // The signed-in shell and the route guard share the app-shell chunk.
  { path: '/dashboard', lazyChunks: ['app-shell', 'dashboard.route'], ifBuilt: [], budgeted: false },
  { path: '/appointments', lazyChunks: ['app-shell', 'appointments.route'], ifBuilt: [], budgeted: false },
];

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

/** The built chunks named `name` (`assets/name-HASH.js`). */
function chunksNamed(distDir, name) {
  return readdirSync(join(distDir, 'assets'))
    .filter((file) => file.startsWith(`${name}-`) && /^[\w-]{8}\.js$/.test(file.slice(name.length + 1)))
    .map((file) => `assets/${file}`);
}

/** The one built chunk named `name`; a missing or ambiguous name is an error, never a smaller count. */
export function chunkNamed(distDir, name) {
  const found = chunksNamed(distDir, name);
  if (found.length !== 1) throw new Error(`Expected one chunk named ${name} in ${distDir}/assets, found ${found.length}: ${found.join(', ') || 'none'}`);
  return found[0];
}

/**
 * The JavaScript files (paths under `distDir`) a page needs before it can be used, with their
 * raw and gzip sizes: index.html's scripts, the named lazy chunks (`ifBuilt` ones when they
 * exist), and all their static imports.
 */
export function pageJavaScript(distDir, { lazyChunks = [], ifBuilt = [] } = {}) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const pending = [...matches(html, SCRIPT_SRC), ...matches(html, MODULEPRELOAD_HREF)].map((url) => resolveUrl(url, 'index.html'));
  pending.push(...lazyChunks.map((name) => chunkNamed(distDir, name)), ...ifBuilt.flatMap((name) => chunksNamed(distDir, name)));
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

/** What index.html loads before any lazy chunk. */
export const initialJavaScript = (distDir) => pageJavaScript(distDir);

/** Each built chunk's static imports, as paths under the dist folder. */
function staticImports(distDir) {
  const files = readdirSync(join(distDir, 'assets')).filter((file) => file.endsWith('.js')).map((file) => `assets/${file}`);
  return new Map(files.map((file) => [file, matches(readFileSync(join(distDir, file), 'utf8'), STATIC_IMPORT).map((url) => resolveUrl(url, file))]));
}

/**
 * Chunks that import each other, directly or round about, each cycle as the files in import
 * order. The browser then evaluates one of them before what it imports is defined (a schema
 * read as undefined): the bundler's groups must not split modules that way.
 */
export function chunkCycles(distDir) {
  const imports = staticImports(distDir);
  const cycles = [];
  const state = new Map(); // file -> 'open' while its imports are walked, 'done' after
  const walk = (file, path) => {
    state.set(file, 'open');
    for (const next of imports.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) walk(next, [...path, next]);
    }
    state.set(file, 'done');
  };
  for (const file of [...imports.keys()].sort()) if (!state.has(file)) walk(file, [file]);
  return cycles;
}

/** Source maps anywhere in the built web app (none may ship: the API would serve them). */
export function sourceMaps(distDir) {
  if (!existsSync(distDir)) return [];
  return readdirSync(distDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.map'));
}
