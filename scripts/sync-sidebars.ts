/**
 * Regenerates `versioned_sidebars/version-<v>-sidebars.json` from the
 * category trees in `data/site-map.json`.
 *
 * Items whose doc is not written yet are left out (a category whose own
 * page is missing keeps its items but loses its link), so every version
 * builds while its pages are being written. Run after adding pages:
 *
 *   npm run sidebars:sync               write the files
 *   npm run sidebars:sync -- --check    exit 1 if a file is out of date
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {docsVersions} from '../config/versions';
import {renderSidebarsFile, sidebarsFilePath} from '../src/site-map/sidebar-files';

const check = process.argv.includes('--check');
const stale: string[] = [];
for (const {name} of docsVersions) {
  const file = sidebarsFilePath(name);
  const expected = renderSidebarsFile(name);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (current !== expected) {
    stale.push(path.relative(process.cwd(), file));
    if (!check) {
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(file, expected);
    }
  }
}
if (check && stale.length > 0) {
  console.error(`Out of date (run npm run sidebars:sync):\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log(
  stale.length > 0 ? `Updated ${stale.length} sidebar file(s).` : 'Sidebars are up to date.',
);
