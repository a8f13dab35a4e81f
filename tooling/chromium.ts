/**
 * Finds Debian's Chromium for the browser tests, the bench and the social
 * card rendering. Playwright's own browser download cannot run here, so they
 * drive the system browser through playwright-core. As root on Debian a
 * missing browser is installed with apt-get; anywhere else they fail with
 * the exact command to run.
 */
import {existsSync} from 'node:fs';
import {ensureDebianTool, installCommand} from './debian';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
export const INSTALL_COMMAND = installCommand('chromium');

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
  return ensureDebianTool({
    name: 'Chromium',
    packageName: 'chromium',
    neededFor: 'the browser tests',
    find: findChromium,
  });
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
