/**
 * Finds Debian's Chromium for the browser tests. Playwright's own browser
 * download cannot run here, so the tests drive the system browser through
 * playwright-core. As root on Debian a missing browser is installed with
 * apt-get; anywhere else the tests fail with the exact command to run.
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
export const INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium';

function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist.`);
    }
    return fromEnv;
  }
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

export function ensureChromium(): string {
  const found = findChromium();
  if (found) {
    return found;
  }
  const isDebian = existsSync('/etc/debian_version');
  const isRoot = process.getuid?.() === 0;
  if (isDebian && isRoot) {
    console.log('Chromium not found: installing Debian package "chromium" with apt-get...');
    execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit'});
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
    });
    const installed = findChromium();
    if (installed) {
      return installed;
    }
  }
  throw new Error(
    `Chromium is required for the browser tests and was not found. Install it with:\n  ${INSTALL_COMMAND}`,
  );
}

/** Flags for a closed network: no background requests to Google services. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
