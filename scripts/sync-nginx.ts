/**
 * Regenerates the two parts of `deploy/nginx/icicle-docs.conf` that follow
 * the site: the CSP `script-src` hashes of the inline scripts in `build/`,
 * and the HTTP redirects of the legacy paths (`config/redirects.ts`). Run it
 * after a build that changed either (a Docusaurus upgrade, enabling
 * analytics, moved pages), then review the diff:
 *
 *   npm run nginx:sync               rewrite the file
 *   npm run nginx:sync -- --check    exit 1 if it is out of date
 */
import {existsSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {legacyRedirects} from '../config/redirects';
import {docsVersions} from '../config/versions';
import {
  NGINX_CONFIG_FILE,
  SYNC_COMMAND,
  inlineScriptHashesOf,
  readNginxConfig,
  withLegacyRedirects,
  withScriptHashes,
} from '../tooling/nginx-config';
import {buildDir} from '../tooling/build';

if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error('No build found: run `npm run build` first (the hashes come from build/).');
  process.exit(1);
}

const rules = legacyRedirects(docsVersions);
const hashes = [...inlineScriptHashesOf(buildDir, rules).keys()].sort();
const current = readNginxConfig();
const expected = withLegacyRedirects(withScriptHashes(current, hashes), rules);
const file = path.relative(process.cwd(), NGINX_CONFIG_FILE);

if (current === expected) {
  console.log(
    `${file} is up to date (${hashes.length} script hash(es), ${rules.length} redirects).`,
  );
} else if (process.argv.includes('--check')) {
  console.error(`${file} is out of date: run ${SYNC_COMMAND}`);
  process.exit(1);
} else {
  writeFileSync(NGINX_CONFIG_FILE, expected);
  console.log(`Updated ${file} (${hashes.length} script hash(es), ${rules.length} redirects).`);
}
