import assert from 'node:assert/strict';
import {test} from 'node:test';
import {AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_LOADER, ssrTemplate} from '../../config/ssr-template';
import {assertPatchGuardFails} from '../support/framework-patch';

test("replaces the deferred entry scripts of Docusaurus's template with placeholders and the loader", () => {
  const template = ssrTemplate();
  assert.doesNotMatch(template, /<script src="<%= it\.baseUrl %><%= script %>" defer>/);
  assert.match(template, new RegExp(`<script type="text/x-after-paint" ${AFTER_PAINT_ATTRIBUTE}=`));
  assert.ok(template.includes(`<script>${AFTER_PAINT_LOADER}</script>`));
  // Everything else is the framework's: the app container and head tags are still there.
  assert.match(template, /<div id="__docusaurus"><%~ it\.appHtml %><\/div>/);
  assert.match(template, /<%~ it\.headTags %>/);
});

test('fails loudly when the framework template changes shape', () => {
  assert.throws(() => ssrTemplate('<html><body><%~ it.appHtml %></body></html>'), /scripts block/);
  // The scripts block with another attribute order is not the block the patch rewrites either.
  const reordered =
    '<% it.scripts.forEach((script) => { %><script defer src="<%= it.baseUrl %><%= script %>"></script><% }); %>';
  assertPatchGuardFails(
    () => ssrTemplate(reordered),
    'ssr-template',
    'the scripts block this patch rewrites in @docusaurus/core/lib/ssg/ssgTemplate.html.js was not found',
  );
});

test('the loader text does not depend on the build, so its CSP hash is stable', () => {
  assert.doesNotMatch(AFTER_PAINT_LOADER, /assets\/js|<%/);
});
