/**
 * Route map: every written doc is served at its reference route, with its
 * reference sidebar (or none). For versions marked complete in
 * config/versions.ts, every reference route must be served.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {describe, test} from 'node:test';
import {load} from 'cheerio';
import {docsVersions} from '../../config/versions';
import {referenceVersion, type ReferenceDoc} from '../../src/site-map';
import {buildVersionSidebars} from '../../src/site-map/sidebars';
import {writtenDocs} from '../../src/site-map/sidebar-files';
import {htmlFileFor} from '../../tooling/build';

/** Labels of the top-level entries of the docs sidebar rendered in a page, or null without one. */
function renderedSidebarLabels(html: string): string[] | null {
  const $ = load(html);
  const nav = $('nav[aria-label="Docs sidebar"]');
  if (nav.length === 0) {
    return null;
  }
  return nav
    .find('> ul.menu__list > li')
    .map((_, li) => $(li).find('.menu__link').first().text().trim())
    .get();
}

for (const version of docsVersions) {
  const reference = referenceVersion(version.name);
  const exists = writtenDocs(version.name);
  const expectedSidebars = buildVersionSidebars(reference, exists);
  const expectedLabels = (doc: ReferenceDoc) =>
    doc.sidebar
      ? (expectedSidebars[doc.sidebar] as {label?: string}[]).map((item) => item.label)
      : null;
  const docs = version.complete ? reference.docs : reference.docs.filter((doc) => exists(doc.id));

  describe(`${version.name} routes (${version.complete ? 'complete' : `${docs.length} of ${reference.docs.length} written`})`, () => {
    test('the main document is written and served at the version root', () => {
      assert.ok(exists(reference.mainDocId), `${reference.mainDocId} is not written`);
      assert.ok(existsSync(htmlFileFor(version.rootPath)), `${version.rootPath} is not built`);
    });

    for (const doc of docs) {
      test(`${doc.path} serves ${doc.id} with ${doc.sidebar ?? 'no sidebar'}`, () => {
        const file = htmlFileFor(doc.path);
        assert.ok(existsSync(file), `${doc.path} is not built`);
        const html = readFileSync(file, 'utf8');
        assert.match(
          html,
          new RegExp(`docs-doc-id-${doc.id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[" ]`),
        );
        assert.deepEqual(renderedSidebarLabels(html), expectedLabels(doc));
      });
    }
  });
}
