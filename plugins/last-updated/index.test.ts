import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {installedFramework} from '../../config/framework-patch-guard';
import {assertPatchGuardFails} from '../../test/support/framework-patch';
import lastUpdatedPlugin, {
  guardLastUpdated,
  LAST_UPDATED_PATCH,
  REPLACED_FILES,
  THEME_DIR,
} from './index';

const installed = installedFramework(LAST_UPDATED_PATCH);

test('provides @theme/LastUpdated, after checking the installed theme', () => {
  const plugin = lastUpdatedPlugin();
  assert.equal(plugin.name, 'last-updated');
  assert.equal(plugin.getThemePath!(), THEME_DIR);
  assert.ok(existsSync(path.join(THEME_DIR, 'LastUpdated', 'index.tsx')));
});

test('another version of the theme files the copy follows fails the build', () => {
  for (const file of Object.keys(REPLACED_FILES)) {
    assertPatchGuardFails(
      () =>
        guardLastUpdated((name) =>
          name === file ? `${installed(name)}\n// changed` : installed(name),
        ),
      'last-updated',
      `${file}, which this patch copies or replaces, is not the version the patch was made from`,
    );
  }
});
