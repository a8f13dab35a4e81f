/**
 * Content rules checked on the built pages of every version: enough prose,
 * code blocks that name their language, API pages that show code in their
 * binding's language, and on older versions an unmaintained-version banner
 * that links to the same topic in the latest version.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {load} from 'cheerio';
import {docsVersions, latestVersion} from '../../config/versions';
import {bindingLanguageOf} from '../../src/content/bindings';
import {codeBlockLanguages, proseWordCount} from '../../src/content/page-checks';
import {normalizeRoute, referenceVersion} from '../../src/site-map';
import {findTopicDoc} from '../../src/versioning/topics';
import {writtenDocs} from '../../src/site-map/sidebar-files';
import {builtHtml} from '../../tooling/build';

const MIN_PROSE_WORDS = 150;
const latestReference = referenceVersion(latestVersion.name);

for (const version of docsVersions) {
  const exists = writtenDocs(version.name);
  const docs = referenceVersion(version.name).docs.filter((doc) => exists(doc.id));

  describe(`${version.name} content`, () => {
    for (const doc of docs) {
      const route = normalizeRoute(doc.path);
      test(route, () => {
        const $ = load(builtHtml(route));
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

        const banner = $('.theme-doc-version-banner');
        if (version.isLatest) {
          assert.equal(banner.length, 0, 'the latest version has no banner');
        } else {
          assert.match(banner.text(), /no longer actively maintained/);
          const latestDoc = findTopicDoc(doc.id, latestReference.docs);
          assert.equal(
            banner.find('a').attr('href'),
            latestDoc ? normalizeRoute(latestDoc.path) : latestVersion.rootPath,
            'the banner links to the same topic in the latest version',
          );
        }
      });
    }
  });
}
