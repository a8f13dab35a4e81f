import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {
  FRAMEWORK_PATCH_PLUGINS,
  FRAMEWORK_PATCHES_VARIABLE,
  frameworkPatchesConfig,
  frameworkPatchesMode,
} from '../../config/framework-patches';
import {
  frameworkFilePath,
  installedFramework,
  requireCode,
  requirePinnedFiles,
  sha256,
} from '../../config/framework-patch-guard';
import {ssrTemplate} from '../../config/ssr-template';
import {assertPatchGuardFails} from '../support/framework-patch';

const siteDir = path.resolve(__dirname, '..', '..');

test('one switch: patches are on unless DOCS_FRAMEWORK_PATCHES=off, and a typo is an error', () => {
  assert.equal(FRAMEWORK_PATCHES_VARIABLE, 'DOCS_FRAMEWORK_PATCHES');
  assert.equal(frameworkPatchesMode({}), 'on');
  assert.equal(frameworkPatchesMode({DOCS_FRAMEWORK_PATCHES: ''}), 'on');
  assert.equal(frameworkPatchesMode({DOCS_FRAMEWORK_PATCHES: 'on'}), 'on');
  assert.equal(frameworkPatchesMode({DOCS_FRAMEWORK_PATCHES: 'off'}), 'off');
  assert.throws(
    () => frameworkPatchesMode({DOCS_FRAMEWORK_PATCHES: 'false'}),
    /DOCS_FRAMEWORK_PATCHES is "false"; set it to "off"/,
  );
});

test('with the switch off the configuration has no patch plugin and keeps the framework template', () => {
  assert.deepEqual(frameworkPatchesConfig('off'), {plugins: []});
  const on = frameworkPatchesConfig('on');
  assert.deepEqual(on.plugins, [...FRAMEWORK_PATCH_PLUGINS]);
  assert.equal(on.ssrTemplate, ssrTemplate());
  for (const plugin of FRAMEWORK_PATCH_PLUGINS) assert.ok(existsSync(path.join(siteDir, plugin)));
});

test("every patch plugin's folder throws the guards' error", () => {
  for (const plugin of FRAMEWORK_PATCH_PLUGINS) {
    const dir = path.dirname(path.join(siteDir, plugin));
    const sources = readdirSync(dir)
      .filter((name) => /\.(ts|js)$/.test(name) && !name.endsWith('.test.ts'))
      .map((name) => readFileSync(path.join(dir, name), 'utf8'));
    assert.ok(
      sources.some((source) => /config\/framework-patch-(guard|error)/.test(source)),
      `${plugin} has a guard`,
    );
  }
});

/** The parts of docusaurus.config.ts the patches change, loaded with the switch set to `mode`. */
function siteConfigWith(mode: 'on' | 'off') {
  const script =
    "import('./docusaurus.config.ts').then(({default: m}) => { const c = m.default ?? m; " +
    'console.log(JSON.stringify({plugins: c.plugins.map((p) => (Array.isArray(p) ? p[0] : p)), ' +
    'clientModules: c.clientModules ?? [], ssrTemplate: c.ssrTemplate ?? null})) })';
  return JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: siteDir,
      env: {...process.env, [FRAMEWORK_PATCHES_VARIABLE]: mode, DOCS_VERSIONS: 'latest'},
      encoding: 'utf8',
    }),
  ) as {plugins: string[]; clientModules: string[]; ssrTemplate: string | null};
}

test('the site configuration lists every patch with the switch on and none with it off', () => {
  const on = siteConfigWith('on');
  const off = siteConfigWith('off');
  for (const plugin of FRAMEWORK_PATCH_PLUGINS) {
    assert.ok(on.plugins.includes(plugin), `${plugin} with the patches on`);
    assert.ok(!off.plugins.includes(plugin), `${plugin} with the patches off`);
  }
  // Everything else is the same, in the same order.
  assert.deepEqual(
    on.plugins.filter((plugin) => !(FRAMEWORK_PATCH_PLUGINS as readonly string[]).includes(plugin)),
    off.plugins,
  );
  assert.equal(on.ssrTemplate, ssrTemplate());
  assert.equal(off.ssrTemplate, null, "Docusaurus's own template");
  // The patches' client modules come with their plugins, never from the site's list.
  assert.deepEqual(on.clientModules, []);
  assert.deepEqual(off.clientModules, []);
});

test('the guards read installed files whatever their package exports, and name what is missing', () => {
  const internal = frameworkFilePath('@docusaurus/theme-common/lib/internal.js');
  assert.ok(internal && existsSync(internal), 'a file the package does not export');
  assert.equal(frameworkFilePath('@docusaurus/core/lib/no-such-file.js'), undefined);
  assertPatchGuardFails(
    () => installedFramework('some-patch')('@docusaurus/core/lib/no-such-file.js'),
    'some-patch',
    '@docusaurus/core/lib/no-such-file.js was not found',
  );
});

test('the error names the patch, what was not found, and the switch', () => {
  assertPatchGuardFails(
    () =>
      requireCode('client-route-data/registry', '.docusaurus/registry.js', '', {
        'a registry entry': /"\w+": \[/,
      }),
    'client-route-data/registry',
    /^\[framework-patch client-route-data\/registry\] the code this patch relies on in \.docusaurus\/registry\.js was not found \(a registry entry\): Docusaurus changed; update or disable the patch \(DOCS_FRAMEWORK_PATCHES=off\)$/,
  );
  const file = '@docusaurus/core/package.json';
  const text = installedFramework('pins')(file);
  requirePinnedFiles('pins', {[file]: sha256(text)}, () => text);
  assertPatchGuardFails(
    () => requirePinnedFiles('pins', {[file]: sha256(text)}, () => `${text} `),
    'pins',
    `(sha256 ${sha256(`${text} `)}; pinned ${sha256(text)})`,
  );
});
