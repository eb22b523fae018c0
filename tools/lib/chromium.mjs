// Finds the Chromium the browser tests drive: CHROME_PATH, else Debian's
// /usr/bin/chromium, installed with apt-get when missing on Debian as root.
import { existsSync, readFileSync } from 'node:fs';
import { log, run } from './run.mjs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

const isDebian = () => existsSync('/etc/debian_version') || /ID(_LIKE)?=.*debian/.test(safeRead('/etc/os-release'));
const safeRead = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

export async function ensureChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (isDebian() && process.getuid?.() === 0) {
    log('Chromium is missing: installing Debian\'s chromium package (apt-get)...');
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update', '-qq'], { env })) !== 0 || (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) !== 0) {
      throw new Error('apt-get could not install chromium. Install it by hand (apt-get install chromium) or set CHROME_PATH.');
    }
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  throw new Error(
    'The browser tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install chromium`; macOS: install Google Chrome) ' +
      'and, if it is not at /usr/bin/chromium, set CHROME_PATH to its executable, e.g. ' +
      'CHROME_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome".',
  );
}
