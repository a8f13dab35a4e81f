import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import {test} from 'node:test';
import codeHighlightingPlugin, {EMPTY_CLIENT_MODULE, PRISM_CLIENT_MODULE} from './index';

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
