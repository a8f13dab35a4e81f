import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';
import {installedFramework} from '../../config/framework-patch-guard';
import {assertPatchGuardFails} from '../../test/support/framework-patch';
import codeHighlightingPlugin, {
  CODE_BLOCK_PATCH,
  EMPTY_CLIENT_MODULE,
  guardCodeBlock,
  PRISM_CLIENT_MODULE,
  REPLACED_FILES,
  THEME_DIR,
} from './index';

const siteRequire = createRequire(__filename);

test('targets the client module theme-classic loads Prism with', () => {
  const themeDir = siteRequire.resolve('@docusaurus/theme-classic').replace(/index\.js$/, '');
  const prismModule = `${themeDir}prism-include-languages.js`;
  assert.ok(existsSync(prismModule), `${prismModule} moved: update PRISM_CLIENT_MODULE`);
  assert.match(prismModule, PRISM_CLIENT_MODULE);
  assert.ok(existsSync(EMPTY_CLIENT_MODULE));
});

test('replaces that module in the bundles', () => {
  class NormalModuleReplacementPlugin {
    constructor(
      readonly pattern: RegExp,
      readonly replacement: string,
    ) {}
  }
  const plugin = codeHighlightingPlugin();
  const result = plugin.configureWebpack!(
    {},
    false,
    {
      currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin}},
    } as never,
    undefined,
  );
  const [replacement] = (result as unknown as {plugins: NormalModuleReplacementPlugin[]}).plugins;
  assert.equal(replacement!.pattern, PRISM_CLIENT_MODULE);
  assert.equal(replacement!.replacement, EMPTY_CLIENT_MODULE);
});

const installed = installedFramework(CODE_BLOCK_PATCH);

/** The installed files, with `file` read through `edit`. */
const editing =
  (file: string, edit: (text: string) => string) =>
  (name: string): string =>
    name === file ? edit(installed(name)) : installed(name);

test('provides @theme/CodeBlock, after checking the installed theme', () => {
  assert.equal(codeHighlightingPlugin().getThemePath!(), THEME_DIR);
  assert.ok(existsSync(path.join(THEME_DIR, 'CodeBlock', 'index.tsx')));
  guardCodeBlock();
});

test('another version of a theme file the copy replaces fails the build', () => {
  for (const file of Object.keys(REPLACED_FILES)) {
    assertPatchGuardFails(
      () => guardCodeBlock(editing(file, (text) => `${text}\n/* changed */`)),
      'code-block',
      `${file}, which this patch copies or replaces, is not the version the patch was made from`,
    );
  }
});

test("a theme without the internal API the copy imports, or without Prism's client module, fails the build", () => {
  const internal = '@docusaurus/theme-common/lib/internal.js';
  assertPatchGuardFails(
    () =>
      guardCodeBlock(editing(internal, (text) => text.replaceAll('useCodeWordWrap', 'useWrap'))),
    'code-block',
    `the code this patch relies on in ${internal} was not found (useCodeWordWrap exported)`,
  );
  const themePlugin = '@docusaurus/theme-classic/lib/index.js';
  assertPatchGuardFails(
    () =>
      guardCodeBlock(
        editing(themePlugin, (text) =>
          text.replace("'./prism-include-languages',", "'./prism-languages',"),
        ),
      ),
    'code-block',
    `the code this patch relies on in ${themePlugin} was not found (getClientModules lists './prism-include-languages')`,
  );
  const prismModule = '@docusaurus/theme-classic/lib/prism-include-languages.js';
  assertPatchGuardFails(
    () =>
      guardCodeBlock((name) =>
        name === prismModule
          ? installedFramework(CODE_BLOCK_PATCH)('@docusaurus/theme-classic/lib/gone.js')
          : installed(name),
      ),
    'code-block',
    '@docusaurus/theme-classic/lib/gone.js was not found',
  );
});
