import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {test} from 'node:test';
import {installedFramework} from '../../config/framework-patch-guard';
import {assertPatchGuardFails} from '../../test/support/framework-patch';
import routePrefetchPlugin, {
  CLIENT_MODULE,
  guardRoutePrefetch,
  REPLACED_FILES,
  ROUTE_PREFETCH_PATCH,
} from './index';

const installed = installedFramework(ROUTE_PREFETCH_PATCH);

/** The installed files, with `file` read as `text` instead. */
const withFile =
  (file: string, text: string) =>
  (name: string): string =>
    name === file ? text : installed(name);

test('installs the client module, after checking the installed Docusaurus', () => {
  const plugin = routePrefetchPlugin();
  assert.equal(plugin.name, 'route-prefetch');
  assert.deepEqual(plugin.getClientModules!(), [CLIENT_MODULE]);
  assert.ok(existsSync(CLIENT_MODULE));
});

test("another version of core's prefetch fails the build", () => {
  for (const file of Object.keys(REPLACED_FILES)) {
    assertPatchGuardFails(
      () => guardRoutePrefetch(withFile(file, `${installed(file)}\n// changed`)),
      'route-prefetch',
      `${file}, which this patch copies or replaces, is not the version the patch was made from`,
    );
  }
});

test('links that no longer go through window.docusaurus fail the build', () => {
  const link = '@docusaurus/core/lib/client/exports/Link.js';
  const direct = installed(link).replaceAll('window.docusaurus.prefetch(', 'docusaurus.prefetch(');
  assertPatchGuardFails(
    () => guardRoutePrefetch(withFile(link, direct)),
    'route-prefetch',
    `the code this patch relies on in ${link} was not found (links call window.docusaurus.prefetch)`,
  );
});
