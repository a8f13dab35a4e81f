import assert from 'node:assert/strict';
import {test} from 'node:test';
import {AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_LOADER, ssrTemplate} from '../../config/ssr-template';

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
});

test('the loader text does not depend on the build, so its CSP hash is stable', () => {
  assert.doesNotMatch(AFTER_PAINT_LOADER, /assets\/js|<%/);
});
