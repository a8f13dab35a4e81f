/**
 * Content rules checked on the built pages of every version: enough prose,
 * code blocks that name their language, and API pages that show code in
 * their binding's language.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, test} from 'node:test';
import {load} from 'cheerio';
import {docsVersions} from '../../config/versions';
import {bindingLanguageOf} from '../../src/content/bindings';
import {codeBlockLanguages, proseWordCount} from '../../src/content/page-checks';
import {normalizeRoute, referenceVersion} from '../../src/site-map';
import {writtenDocs} from '../../src/site-map/sidebar-files';
import {htmlFileFor} from '../support/build';

const MIN_PROSE_WORDS = 150;

for (const version of docsVersions) {
  const exists = writtenDocs(version.name);
  const docs = referenceVersion(version.name).docs.filter((doc) => exists(doc.id));

  describe(`${version.name} content`, () => {
    for (const doc of docs) {
      const route = normalizeRoute(doc.path);
      test(route, () => {
        const $ = load(readFileSync(htmlFileFor(route), 'utf8'));
        const words = proseWordCount($);
        assert.ok(
          words >= MIN_PROSE_WORDS,
          `only ${words} words of prose (minimum ${MIN_PROSE_WORDS})`,
        );

        const languages = codeBlockLanguages($);
        assert.ok(!languages.includes(null), 'a code block has no language');

        const binding = bindingLanguageOf(route);
        if (binding) {
          assert.ok(
            languages.includes(binding),
            `no ${binding} code block on this ${binding} API page`,
          );
        }
      });
    }
  });
}
