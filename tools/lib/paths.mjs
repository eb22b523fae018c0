import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DATA_DIR = join(ROOT, '.data');
export const API_DIST = join(ROOT, 'dist', 'apps', 'api');
export const WEB_DIST = join(ROOT, 'dist', 'apps', 'web');
