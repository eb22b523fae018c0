#!/usr/bin/env node
// After the build: the first page's JavaScript (what index.html loads before any lazy chunk)
// must stay within budget, gzipped, and no source map may sit in the built app. Deterministic:
// it reads files, so it runs in `npm test` right after the build. Usage: node tools/check-bundle-budget.mjs [dist dir]
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { initialJavaScript, INITIAL_JS_BUDGET_BYTES, sourceMaps } from './lib/bundle-budget.mjs';
import { WEB_DIST } from './lib/paths.mjs';

const dist = process.argv[2] ?? WEB_DIST;
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No built web app in ${dist}: build it first (npm run build).`);
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const files = initialJavaScript(dist);
const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
for (const file of files) console.log(`  ${file.file.padEnd(48)} ${kb(file.bytes).padStart(11)} ${kb(file.gzipBytes).padStart(10)} gzip`);
const within = total <= INITIAL_JS_BUDGET_BYTES;
console.log(`Initial JavaScript: ${kb(total)} gzip in ${files.length} file(s); budget ${kb(INITIAL_JS_BUDGET_BYTES)}: ${within ? 'within' : 'OVER'}`);

const maps = sourceMaps(dist);
if (maps.length > 0) console.log(`Source maps in the built app (the server must not hand them out): ${maps.join(', ')}`);
else console.log('Source maps in the built app: none');

process.exit(within && maps.length === 0 ? 0 : 1);
