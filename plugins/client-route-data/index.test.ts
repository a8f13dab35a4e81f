import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import clientRouteDataPlugin, {REGISTRY_LOADER, REGISTRY_MODULE} from './index';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {stripModulePaths} = require('./registry-loader.js') as {
  stripModulePaths: (source: string) => string;
};

/** An entry as Docusaurus 3.10 writes it (core/lib/server/codegen/codegen.js). */
const ENTRY = (chunk: string, modulePath: string) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`;

test('drops the module path of every registry entry and keeps its loader and weak id', () => {
  const source = [
    'export default {',
    ENTRY('00742711', '@site/versioned_docs/version-3.7.0/icicle/primitives/ntt.md'),
    ENTRY('01a85c17', '@theme/BlogTagsListPage'),
    '};',
  ].join('\n');
  const stripped = stripModulePaths(source);
  assert.equal(
    stripped.split('\n')[1],
    '  "00742711": [() => import(/* webpackChunkName: "00742711" */ "@site/versioned_docs/version-3.7.0/icicle/primitives/ntt.md"), "", require.resolveWeak("@site/versioned_docs/version-3.7.0/icicle/primitives/ntt.md")],',
  );
  assert.match(
    stripped,
    /import\(\/\* webpackChunkName: "01a85c17" \*\/ "@theme\/BlogTagsListPage"\), "", /,
  );
});

test("matches the installed Docusaurus's registry template", () => {
  // The line codegen writes per entry, with the sample's chunk name and path.
  const codegen = readFileSync(
    require.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js'),
    'utf8',
  );
  const template = /`( {2}"\$\{chunkName\}": \[\(\) => import.*\],)`/.exec(codegen)?.[1];
  assert.ok(template, 'registry template not found: check the loader against the new codegen');
  const modulePath = '@site/docs/api/cpp/msm.md';
  const line = template
    .replaceAll('${chunkName}', '99312fa5')
    .replaceAll('${modulePath}', modulePath);
  assert.equal(line, ENTRY('99312fa5', modulePath));
  assert.equal(stripModulePaths(line).split(`"${modulePath}"`).length, 3, 'one path left out');
  assert.match(path.join('site', '.docusaurus', 'registry.js'), REGISTRY_MODULE);
});

test('changes the client build only', () => {
  const plugin = clientRouteDataPlugin();
  const configure = (isServer: boolean) =>
    plugin.configureWebpack!({}, isServer, {} as never, undefined) as Record<string, unknown>;
  assert.deepEqual(configure(true), {});
  assert.deepEqual(configure(false), {
    optimization: {chunkIds: 'named'},
    module: {rules: [{test: REGISTRY_MODULE, use: [REGISTRY_LOADER]}]},
  });
  assert.ok(existsSync(REGISTRY_LOADER));
});
