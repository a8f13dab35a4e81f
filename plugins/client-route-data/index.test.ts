import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {assertPatchGuardFails} from '../../test/support/framework-patch';
import {
  chunkAssetRuntimeCode,
  CompactChunkAssetPlugin,
  CORE_PLUGIN_FILES,
  CORE_PLUGIN_NAME,
  guardChunkAsset,
} from './chunk-asset';
import clientRouteDataPlugin, {
  REGISTRY_LOADER,
  REGISTRY_MODULE,
  ROUTES_LOADER,
  ROUTES_MODULE,
} from './index';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {stripModulePaths} = require('./registry-loader.js') as {
  stripModulePaths: (source: string) => string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {lazyRouteComponents, LAZY_COMPONENT_MODULE} = require('./routes-loader.js') as {
  lazyRouteComponents: (source: string) => string;
  LAZY_COMPONENT_MODULE: string;
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

test("changes the client build only, replacing core's chunk asset plugin", () => {
  class ChunkAssetPlugin {}
  const other = {apply() {}};
  const plugin = clientRouteDataPlugin();
  const configure = (isServer: boolean, plugins: unknown[]) =>
    plugin.configureWebpack!(
      {plugins} as never,
      isServer,
      {currentBundler: {name: 'rspack'}} as never,
      undefined,
    ) as Record<string, unknown>;
  const serverPlugins = [other, new ChunkAssetPlugin()];
  assert.deepEqual(configure(true, serverPlugins), {});
  assert.ok(serverPlugins[1] instanceof ChunkAssetPlugin);

  const clientPlugins = [other, new ChunkAssetPlugin()];
  assert.deepEqual(configure(false, clientPlugins), {
    optimization: {chunkIds: 'named'},
    module: {
      rules: [
        {test: REGISTRY_MODULE, use: [REGISTRY_LOADER]},
        {test: ROUTES_MODULE, use: [ROUTES_LOADER]},
      ],
    },
  });
  assert.match(path.join('site', '.docusaurus', 'routes.js'), ROUTES_MODULE);
  assert.ok(existsSync(ROUTES_LOADER) && existsSync(LAZY_COMPONENT_MODULE));
  assert.equal(clientPlugins[0], other);
  assert.ok(clientPlugins[1] instanceof CompactChunkAssetPlugin);
  assert.ok(existsSync(REGISTRY_LOADER));
  assertPatchGuardFails(
    () => configure(false, [other]),
    'client-route-data/chunk-asset',
    'the ChunkAssetPlugin this patch replaces was not found in the client bundler configuration',
  );
});

test("core's chunk asset plugin is still the one replaced", () => {
  const corePath = require.resolve('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const core = require(corePath) as {default: {name: string}};
  assert.equal(core.default.name, CORE_PLUGIN_NAME);
  const source = readFileSync(corePath, 'utf8');
  assert.match(source, /__webpack_require__\.gca/);
  assert.match(source, /return \$\{publicPath\} \+ \$\{getChunkScriptFilename\}\(chunkId\);/);
});

test('the runtime code keeps only chunks whose id differs from their name', () => {
  const globals = {
    publicPath: '__webpack_require__.p',
    getChunkScriptFilename: '__webpack_require__.u',
  };
  assert.equal(
    chunkAssetRuntimeCode({'00742711': '00742711', 12714: '086ba81b'}, globals),
    '// Docusaurus function to get chunk asset\n__webpack_require__.gca = function(chunkId) { chunkId = {"086ba81b":"12714"}[chunkId]||chunkId; return __webpack_require__.p + __webpack_require__.u(chunkId); };',
  );
  assert.equal(
    chunkAssetRuntimeCode({'00742711': '00742711'}, globals),
    '// Docusaurus function to get chunk asset\n__webpack_require__.gca = function(chunkId) { return __webpack_require__.p + __webpack_require__.u(chunkId); };',
  );
});

test("routes make their component on first use, with the installed Docusaurus's code", () => {
  // The route table as core writes it (generateRoutesCode, serializeRouteConfig).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {generateRoutesCode} = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
    generateRoutesCode: (routes: unknown[]) => {routesConfig: string};
  };
  const {routesConfig} = generateRoutesCode([
    {
      path: '/3.8.0',
      component: '@theme/DocsRoot',
      exact: false,
      routes: [
        {path: '/3.8.0/icicle/golang-bindings/msm', component: '@theme/DocItem', exact: true},
        {path: "/3.8.0/it's", component: '@theme/DocItem', exact: true, sidebar: 'api'},
      ],
    },
  ]);
  const creators = routesConfig.match(/ComponentCreator\(/g)!.length;
  assert.equal(creators, 4); // three routes and the 404 route
  const lazy = lazyRouteComponents(routesConfig);
  assert.doesNotMatch(lazy, /ComponentCreator/);
  assert.equal(lazy.match(/get component\(\) \{ return lazyComponent\(/g)?.length, creators);
  assert.match(lazy, /lazyComponent\('\/3\.8\.0\/it\\'s', '[0-9a-f]{3}'\)/);
  assert.match(lazy, /lazyComponent\('\*'\)/);
  assert.ok(lazy.includes(`import lazyComponent from ${JSON.stringify(LAZY_COMPONENT_MODULE)};`));
  // Still a module that evaluates: only the import is left to resolve.
  const body = lazy.replace(/^import .*$/gm, '').replace('export default', 'return');
  const made: string[] = [];
  const routes = new Function('React', 'lazyComponent', body)({}, (...args: string[]) => {
    made.push(args.join(' '));
    return args[0];
  }) as Array<{path: string; component: string; routes?: Array<{component: string}>}>;
  assert.deepEqual(made, []);
  assert.equal(routes[0]!.routes![0]!.component, '/3.8.0/icicle/golang-bindings/msm');
  assert.equal(made.length, 1);
});

test('a route table of another shape fails the build instead of passing through', () => {
  const fails = (source: string, problem: string) =>
    assertPatchGuardFails(
      () => lazyRouteComponents(source),
      'client-route-data/routes',
      `the code this patch rewrites in .docusaurus/routes.js was not found (${problem})`,
    );
  const creatorImport = "import ComponentCreator from '@docusaurus/ComponentCreator';";
  fails('export default [];', 'the ComponentCreator import');
  fails(`${creatorImport}\nexport default [];`, 'no route component');
  // A component written in a way the pattern does not know is not left behind.
  const routes = [
    creatorImport,
    'export default [',
    "  {path: '/a', component: ComponentCreator('/a', 'abc'), exact: true},",
    "  {path: '/b', component: ComponentCreator(`/b`, 'def'), exact: true},",
    '];',
  ].join('\n');
  fails(routes, 'a route component left as it was');
});

test('a registry of another shape fails the build instead of passing through', () => {
  const fails = (source: string, matched: string) =>
    assertPatchGuardFails(
      () => stripModulePaths(source),
      'client-route-data/registry',
      `the code this patch rewrites in .docusaurus/registry.js was not found (${matched} entries matched)`,
    );
  fails('export default {};', '0 of 0');
  // The module path moved to the end of the entry: no entry is rewritten.
  const moved =
    '  "a1": [() => import("@site/a.md"), require.resolveWeak("@site/a.md"), "@site/a.md"],';
  fails(`export default {\n${moved}\n};`, '0 of 1');
  // One entry of the old shape and one of another: not half a rewrite either.
  fails(['export default {', ENTRY('b2', '@site/b.md'), moved, '};'].join('\n'), '1 of 2');
});

test("core's chunk asset plugin is pinned: another version of its file fails the build", () => {
  const [file] = Object.keys(CORE_PLUGIN_FILES);
  guardChunkAsset();
  assertPatchGuardFails(
    () => guardChunkAsset((name) => (name === file ? '// another version' : '')),
    'client-route-data/chunk-asset',
    `${file}, which this patch copies or replaces, is not the version the patch was made from`,
  );
});
