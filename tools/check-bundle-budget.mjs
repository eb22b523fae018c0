#!/usr/bin/env node
// After the build: the JavaScript /login needs before it can be used (index.html's scripts, the
// chunks the router loads for it and all their static imports, gzipped) must stay within budget,
// no two chunks may import each other, and no source map may sit in the built app; /dashboard and /appointments are reported the same
// way. Deterministic: it reads files, so it runs in `npm test` right after the build.
// Usage: node tools/check-bundle-budget.mjs [dist dir]
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chunkCycles, INITIAL_JS_BUDGET_BYTES, PAGES, pageJavaScript, sourceMaps } from './lib/bundle-budget.mjs';
import { WEB_DIST } from './lib/paths.mjs';

const dist = process.argv[2] ?? WEB_DIST;
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No built web app in ${dist}: build it first (npm run build).`);
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
let within = true;
for (const page of PAGES) {
  const files = pageJavaScript(dist, page);
  const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  console.log(`${page.path}:`);
  for (const file of files) console.log(`  ${file.file.padEnd(48)} ${kb(file.bytes).padStart(11)} ${kb(file.gzipBytes).padStart(10)} gzip`);
  const verdict = !page.budgeted ? 'reported, no budget' : total <= INITIAL_JS_BUDGET_BYTES ? `budget ${kb(INITIAL_JS_BUDGET_BYTES)}: within` : `budget ${kb(INITIAL_JS_BUDGET_BYTES)}: OVER`;
  console.log(`  JavaScript before ${page.path} can be used: ${kb(total)} gzip in ${files.length} file(s); ${verdict}`);
  if (page.budgeted && total > INITIAL_JS_BUDGET_BYTES) within = false;
}

const maps = sourceMaps(dist);
if (maps.length > 0) console.log(`Source maps in the built app (the server must not hand them out): ${maps.join(', ')}`);
else console.log('Source maps in the built app: none');

const cycles = chunkCycles(dist);
for (const cycle of cycles) console.log(`Chunks importing each other (one would run before what it imports is defined): ${cycle.join(' -> ')}`);
if (cycles.length === 0) console.log('Chunks importing each other: none');

process.exit(within && maps.length === 0 && cycles.length === 0 ? 0 : 1);
