import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { initialJavaScript, sourceMaps } from './bundle-budget.mjs';

const folders = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A built app: files by path under the dist folder. */
function dist(files) {
  const root = mkdtempSync(join(tmpdir(), 'salon-budget-'));
  folders.push(root);
  mkdirSync(join(root, 'assets'));
  for (const [path, text] of Object.entries(files)) writeFileSync(join(root, path), text);
  return root;
}

const gz = (text) => gzipSync(text, { level: 9 }).length;

describe('initialJavaScript', () => {
  it("follows index.html's module script, its modulepreloads and their static imports, not lazy ones", () => {
    const files = {
      'index.html':
        '<script type="module" crossorigin src="/assets/index-a1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react-b2.js">\n<link rel="stylesheet" href="/assets/index-c3.css">',
      'assets/index-a1.js': 'import{a as e}from"./shared-d4.js";import"./react-b2.js";const l=()=>import("./lazy-e5.js");e(l);',
      'assets/react-b2.js': 'export const r=1;',
      'assets/shared-d4.js': 'export{x as a}from"./deep-f6.js";',
      'assets/deep-f6.js': 'export const x=()=>1;',
      'assets/lazy-e5.js': 'export default "a screen";'.repeat(100),
      'assets/index-c3.css': 'body{margin:0}',
    };
    const found = initialJavaScript(dist(files));

    expect(found.map((file) => file.file)).toEqual(['assets/index-a1.js', 'assets/react-b2.js', 'assets/shared-d4.js', 'assets/deep-f6.js']);
    expect(found[0]).toEqual({ file: 'assets/index-a1.js', bytes: 97, gzipBytes: gz(files['assets/index-a1.js']) });
  });

  it('counts a file imported twice once', () => {
    const found = initialJavaScript(
      dist({
        'index.html': '<script type="module" src="/assets/a.js"></script><link rel="modulepreload" href="/assets/b.js">',
        'assets/a.js': 'import"./b.js";import"./c.js";',
        'assets/b.js': 'import"./c.js";',
        'assets/c.js': 'export{};',
      }),
    );
    expect(found.map((file) => file.file)).toEqual(['assets/a.js', 'assets/b.js', 'assets/c.js']);
  });
});

describe('sourceMaps', () => {
  it('lists every .map file, however deep', () => {
    const root = dist({ 'index.html': '', 'assets/a.js': '', 'assets/a.js.map': '{}', 'b.css.map': '{}' });
    expect(sourceMaps(root).sort()).toEqual(['assets/a.js.map', 'b.css.map']);
    expect(sourceMaps(dist({ 'index.html': '', 'assets/a.js': '' }))).toEqual([]);
  });
});
