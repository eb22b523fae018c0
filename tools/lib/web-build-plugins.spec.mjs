import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { stylesheetFor } from '../../apps/web/build/mantine-component-styles.mts';
import { precompressFolder } from '../../apps/web/build/precompress.mts';

const folders = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('precompressFolder', () => {
  it('writes brotli and gzip twins of text files and TrueType fonts from 1 KB up, in every folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'salon-precompress-'));
    folders.push(root);
    mkdirSync(join(root, 'assets'));
    const script = 'export const greeting = "hello";\n'.repeat(100);
    writeFileSync(join(root, 'assets', 'app.js'), script);
    writeFileSync(join(root, 'assets', 'tiny.css'), 'body{margin:0}');
    writeFileSync(join(root, 'assets', 'logo.png'), Buffer.alloc(4096, 1));
    writeFileSync(join(root, 'assets', 'font.ttf'), Buffer.alloc(4096, 2));
    writeFileSync(join(root, 'index.html'), `<!doctype html>${'<p>salon</p>'.repeat(200)}`);

    const written = precompressFolder(root);

    expect(written.sort()).toEqual(['assets/app.js.br', 'assets/app.js.gz', 'assets/font.ttf.br', 'assets/font.ttf.gz', 'index.html.br', 'index.html.gz']);
    expect(brotliDecompressSync(readFileSync(join(root, 'assets', 'app.js.br'))).toString('utf8')).toBe(script);
    expect(gunzipSync(readFileSync(join(root, 'assets', 'app.js.gz'))).toString('utf8')).toBe(script);
    expect(readdirSync(join(root, 'assets')).sort()).toEqual(['app.js', 'app.js.br', 'app.js.gz', 'font.ttf', 'font.ttf.br', 'font.ttf.gz', 'logo.png', 'tiny.css']);
  });
});

describe('stylesheetFor', () => {
  it("names the per-component stylesheet of a Mantine class map, and nothing for other modules", () => {
    const core = '/repo/node_modules/@mantine/core/esm/components';
    expect(stylesheetFor(`${core}/Button/Button.module.mjs`)).toBe('@mantine/core/styles/Button.css');
    expect(stylesheetFor(`${core}/Checkbox/CheckboxIndicator/CheckboxIndicator.module.mjs`)).toBe('@mantine/core/styles/CheckboxIndicator.css');
    expect(stylesheetFor('C:\\repo\\node_modules\\@mantine\\core\\esm\\utils\\InlineInput\\InlineInput.module.mjs')).toBe('@mantine/core/styles/InlineInput.css');
    expect(stylesheetFor('/repo/node_modules/@mantine/notifications/esm/Notifications.module.mjs')).toBe('@mantine/notifications/styles.css');
    expect(stylesheetFor(`${core}/Button/Button.mjs`)).toBeNull();
    expect(stylesheetFor('/repo/apps/web/src/app/layout/main-layout.module.css')).toBeNull();
  });
});
