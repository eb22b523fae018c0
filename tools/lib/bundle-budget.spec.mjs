import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkCycles, chunkNamed, initialJavaScript, pageJavaScript, sourceMaps } from './bundle-budget.mjs';

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

describe('pageJavaScript', () => {
  // A first page, a lazy screen that imports the shell and a shared chunk, and the screen's own lazy charts.
  const app = {
    'index.html': '<script type="module" src="/assets/index-AAAAAAAA.js"></script>',
    'assets/index-AAAAAAAA.js': 'const s=()=>import("./login.route-BBBBBBBB.js");const t=()=>import(`./app-shell-CCCCCCCC.js`);',
    'assets/login.route-BBBBBBBB.js': 'import{a}from"./app-shell-CCCCCCCC.js";import{b}from"./shared-DDDDDDDD.js";const c=()=>import("./charts-EEEEEEEE.js");',
    'assets/app-shell-CCCCCCCC.js': 'import"./index-AAAAAAAA.js";export const a=1;',
    'assets/shared-DDDDDDDD.js': 'export const b=2;',
    'assets/charts-EEEEEEEE.js': 'export default 3;',
    'assets/login.route-BBBBBBBB.js.gz': 'not a chunk',
  };

  it("adds the router's lazy chunks for the page and all their static imports, not their import() calls", () => {
    const found = pageJavaScript(dist(app), { lazyChunks: ['login.route'] });
    expect(found.map((file) => file.file)).toEqual([
      'assets/index-AAAAAAAA.js',
      'assets/login.route-BBBBBBBB.js',
      'assets/app-shell-CCCCCCCC.js',
      'assets/shared-DDDDDDDD.js',
    ]);
    expect(found[1]).toEqual({ file: 'assets/login.route-BBBBBBBB.js', bytes: 118, gzipBytes: gz(app['assets/login.route-BBBBBBBB.js']) });
  });

  it('counts an ifBuilt chunk when it was built and nothing when it was not (the screen ships in the first page)', () => {
    const root = dist(app);
    expect(pageJavaScript(root, { ifBuilt: ['login.route'] })).toHaveLength(4);
    expect(pageJavaScript(root, { ifBuilt: ['register.route'] }).map((file) => file.file)).toEqual(['assets/index-AAAAAAAA.js']);
  });

  it('refuses a lazy chunk name that was not built, or that names two files, rather than count less', () => {
    const root = dist({ ...app, 'assets/app-shell-FFFFFFFF.js': 'export{};' });
    expect(() => pageJavaScript(root, { lazyChunks: ['dashboard.route'] })).toThrow('Expected one chunk named dashboard.route');
    expect(() => chunkNamed(root, 'app-shell')).toThrow('found 2: assets/app-shell-CCCCCCCC.js, assets/app-shell-FFFFFFFF.js');
    // "app" is not "app-shell" with a longer hash.
    expect(() => chunkNamed(root, 'app')).toThrow('found 0: none');
    expect(chunkNamed(root, 'shared')).toBe('assets/shared-DDDDDDDD.js');
  });
});

describe('chunkCycles', () => {
  it('names chunks that import each other, directly or round about, and nothing when the imports only go one way', () => {
    const cyclic = dist({
      'index.html': '',
      'assets/index-A.js': 'const s=()=>import("./shell-B.js");',
      'assets/shell-B.js': 'import{c}from"./contract-C.js";import"./index-A.js";',
      'assets/contract-C.js': 'import{b}from"./shell-B.js";export const c=1;',
      'assets/screen-D.js': 'import"./common-E.js";',
      'assets/common-E.js': 'import"./more-F.js";',
      'assets/more-F.js': 'export*from"./screen-D.js";',
    });
    // Walked from the files in name order, so each cycle starts where the walk met it.
    expect(chunkCycles(cyclic)).toEqual([
      ['assets/common-E.js', 'assets/more-F.js', 'assets/screen-D.js', 'assets/common-E.js'],
      ['assets/contract-C.js', 'assets/shell-B.js', 'assets/contract-C.js'],
    ]);
    const oneWay = dist({
      'index.html': '',
      'assets/index-A.js': 'const s=()=>import("./shell-B.js");',
      'assets/shell-B.js': 'import{c}from"./contract-C.js";import"./index-A.js";',
      'assets/contract-C.js': 'import"./index-A.js";export const c=1;',
    });
    expect(chunkCycles(oneWay)).toEqual([]);
  });
});

describe('sourceMaps', () => {
  it('lists every .map file, however deep', () => {
    const root = dist({ 'index.html': '', 'assets/a.js': '', 'assets/a.js.map': '{}', 'b.css.map': '{}' });
    expect(sourceMaps(root).sort()).toEqual(['assets/a.js.map', 'b.css.map']);
    expect(sourceMaps(dist({ 'index.html': '', 'assets/a.js': '' }))).toEqual([]);
  });
});
