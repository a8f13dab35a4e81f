import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {assertPatchGuardFails} from '../../test/support/framework-patch';
import tslibSubsetPlugin, {
  calledHelpers,
  guardTslibSubset,
  HELPERS_MODULE,
  installedIssuerFiles,
  ISSUERS,
  providedHelpers,
  replaceTslibRequest,
} from './index';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const helpers = require('./import-default.js') as Record<string, (mod: unknown) => unknown>;

test('has every tslib helper the replaced package calls', () => {
  const libDir = path.dirname(require.resolve('@docusaurus/utils-common'));
  assert.match(path.join(libDir, 'index.js'), ISSUERS);
  const called = new Set<string>();
  for (const file of readdirSync(libDir).filter((name) => name.endsWith('.js'))) {
    const source = readFileSync(path.join(libDir, file), 'utf8');
    for (const [, helper] of source.matchAll(/\btslib_\d+\.(__\w+)/g)) called.add(helper!);
  }
  assert.ok(called.size > 0, 'the package no longer calls tslib: drop this plugin');
  for (const helper of called) assert.equal(typeof helpers[helper], 'function', helper);
});

test("behaves as tslib's helper", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const tslib = require('tslib') as typeof helpers;
  const esModule = {__esModule: true, default: 1};
  const commonJs = {value: 1};
  for (const mod of [esModule, commonJs, null, undefined]) {
    assert.deepEqual(helpers.__importDefault!(mod), tslib.__importDefault!(mod));
  }
  assert.equal(helpers.__importDefault!(esModule), esModule);
});

test('replaces the requests of that package only, in the client build only', () => {
  const from = (issuer: string) => {
    const data = {request: 'tslib', contextInfo: {issuer}};
    replaceTslibRequest(data);
    return data.request;
  };
  assert.equal(from('/site/node_modules/@docusaurus/utils-common/lib/index.js'), HELPERS_MODULE);
  assert.equal(from('/site/node_modules/@docusaurus/core/lib/client/App.js'), 'tslib');

  class NormalModuleReplacementPlugin {
    constructor(
      readonly pattern: RegExp,
      readonly replace: unknown,
    ) {}
  }
  const plugin = tslibSubsetPlugin();
  const configure = (isServer: boolean) =>
    plugin.configureWebpack!(
      {},
      isServer,
      {currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin}}} as never,
      undefined,
    ) as {plugins?: NormalModuleReplacementPlugin[]};
  assert.deepEqual(configure(true), {});
  const [replacement] = configure(false).plugins!;
  assert.ok(replacement!.pattern.test('tslib'));
  assert.ok(!replacement!.pattern.test('tslib/modules/index.js'));
  assert.equal(replacement!.replace, replaceTslibRequest);
});

test('the guard passes on the installed package and reads its calls as the test above does', () => {
  guardTslibSubset();
  assert.deepEqual(calledHelpers(installedIssuerFiles()), ['__importDefault']);
  assert.deepEqual(providedHelpers(), ['__importDefault']);
});

test('the guard fails the build when the package drops tslib or calls a helper the subset lacks', () => {
  const index = (body: string) => ({
    'index.js': `"use strict";\nconst tslib_1 = require("tslib");\n${body}`,
  });
  guardTslibSubset(index('const a = tslib_1.__importDefault(require("./a"));'));
  assertPatchGuardFails(
    () => guardTslibSubset({'index.js': 'exports.a = require("./a");'}),
    'tslib-subset',
    'the code this patch relies on in @docusaurus/utils-common/lib was not found (a require("tslib") to replace)',
  );
  assertPatchGuardFails(
    () => guardTslibSubset(index('tslib_1.__exportStar(require("./b"), exports);')),
    'tslib-subset',
    '@docusaurus/utils-common/lib calls tslib helpers this patch does not provide (__exportStar)',
  );
});
