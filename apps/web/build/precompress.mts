import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Files worth compressing: text, and TrueType fonts (the PDF exports' DejaVu Sans is stored
 * uncompressed and halves with brotli); images and woff2 fonts are compressed already.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|ttf)$/;
/** Below this, the header overhead eats the saving. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, level 9) beside each text
 * file of a built folder, so the server sends them as they are instead of compressing on
 * every request. A variant that would not be smaller is not written.
 */
export function precompressFolder(folder: string): string[] {
  const written: string[] = [];
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const path = join(folder, name);
    if (!COMPRESSIBLE.test(name) || !statSync(path).isFile()) continue;
    const source = readFileSync(path);
    if (source.length < MIN_BYTES) continue;
    const variants = {
      br: brotliCompressSync(source, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
      }),
      gz: gzipSync(source, { level: 9 }),
    };
    for (const [extension, compressed] of Object.entries(variants)) {
      if (compressed.length >= source.length) continue;
      writeFileSync(`${path}.${extension}`, compressed);
      written.push(`${name}.${extension}`);
    }
  }
  return written;
}

/** Vite plugin: pre-compresses the built app once everything (public files included) is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'salon:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler(error) {
        if (!error) precompressFolder(outDir);
      },
    },
  };
}
