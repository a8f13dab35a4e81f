import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {test} from 'node:test';
import {installedFramework} from '../../config/framework-patch-guard';
import {assertPatchGuardFails} from '../../test/support/framework-patch';
import collatorWarmupPlugin, {
  CLIENT_MODULE,
  COLLATOR_WARMUP_PATCH,
  guardCollatorWarmup,
} from './index';

const REACT_UTILS = '@docusaurus/theme-common/lib/utils/reactUtils.js';
const installed = installedFramework(COLLATOR_WARMUP_PATCH);

test('installs the client module, after checking the installed theme', () => {
  const plugin = collatorWarmupPlugin();
  assert.equal(plugin.name, 'collator-warmup');
  assert.deepEqual(plugin.getClientModules!(), [CLIENT_MODULE]);
  assert.ok(existsSync(CLIENT_MODULE));
});

test('a theme that no longer sorts with localeCompare fails the build', () => {
  const sortsOtherwise = installed(REACT_UTILS).replace(
    'a[0].localeCompare(b[0])',
    '(a[0] < b[0] ? -1 : 1)',
  );
  assert.notEqual(sortsOtherwise, installed(REACT_UTILS), 'the sample edit applies');
  assertPatchGuardFails(
    () => guardCollatorWarmup((file) => (file === REACT_UTILS ? sortsOtherwise : installed(file))),
    'collator-warmup',
    `the code this patch relies on in ${REACT_UTILS} was not found (useShallowMemoObject sorts its keys with localeCompare)`,
  );
});
