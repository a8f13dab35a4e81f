import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ENTRIES_DIR} from '../../src/messages/catalogue';
import {MESSAGES_DIR} from '../../src/messages/data';
import messageCataloguePlugin, {
  CLIENT_STUB,
  HTML_MODULE,
  CatalogueAssetsPlugin,
  type MessageCatalogueContent,
  type ServerCatalogue,
} from './index';

const options = {messagesDir: MESSAGES_DIR, entriesDir: ENTRIES_DIR, versions: ['4.0.0', '3.0.0']};

type ConfigureWebpack = NonNullable<Plugin<MessageCatalogueContent>['configureWebpack']>;
type Utils = Parameters<ConfigureWebpack>[2];

/** The bundler parts the plugin uses. */
function fakeBundler(name: 'rspack' | 'webpack') {
  class RawSource {
    constructor(readonly text: string) {}
  }
  const instance = {sources: {RawSource}, Compilation: {PROCESS_ASSETS_STAGE_ADDITIONAL: -2000}};
  return {
    utils: {currentBundler: {name, instance}} as unknown as Utils,
    RawSource,
  };
}

/** Runs the plugin as Docusaurus does, up to the bundler configuration. */
async function loaded() {
  const plugin = messageCataloguePlugin({} as LoadContext, options);
  const content = (await plugin.loadContent!())!;
  const dir = mkdtempSync(path.join(tmpdir(), 'message-catalogue-'));
  await plugin.contentLoaded!({
    content,
    actions: {
      createData: async (name: string, data: string | object) => {
        const file = path.join(dir, name);
        writeFileSync(file, String(data));
        return file;
      },
    } as never,
  });
  const configure = (isServer: boolean, bundler = fakeBundler('rspack')) =>
    plugin.configureWebpack!({}, isServer, bundler.utils, content) as {
      resolve: {alias: Record<string, string>};
      plugins: unknown[];
      experiments: {cache: {buildDependencies: string[]}};
    };
  return {content, configure};
}

test('the server bundle gets the entries as HTML, the browser bundle a stub that is null', async () => {
  const {content, configure} = await loaded();
  const server = configure(true);
  const client = configure(false);
  const alias = `${HTML_MODULE}$`;
  assert.equal(client.resolve.alias[alias], CLIENT_STUB);
  const stub = (await import(CLIENT_STUB)) as {default: unknown};
  assert.equal(stub.default, null);

  const data = JSON.parse(readFileSync(server.resolve.alias[alias]!, 'utf8')) as ServerCatalogue;
  assert.deepEqual(Object.keys(data), ['4.0.0', '3.0.0']);
  for (const version of content) {
    assert.deepEqual(data[version.version], version.html);
    assert.deepEqual(Object.keys(data[version.version]!), version.areas);
  }
  const codes = data['4.0.0']!['error-codes']!;
  assert.ok(codes.ids.includes('msg-code-invalid-device'));
  assert.match(codes.html, /<h4 id="msg-code-invalid-device">/);

  // A change of the entries must evict the bundler's persistent cache (the pages' headings).
  for (const config of [server, client]) {
    assert.ok(config.experiments.cache.buildDependencies.includes(server.resolve.alias[alias]!));
  }
});

test("only the browser build emits the versions' files, with the content the page names", async () => {
  const {content, configure} = await loaded();
  assert.deepEqual(configure(true).plugins, []);
  const bundler = fakeBundler('rspack');
  const [assets] = configure(false, bundler).plugins as CatalogueAssetsPlugin[];
  assert.ok(assets instanceof CatalogueAssetsPlugin);
  const emitted = new Map<string, string>();
  let stage: number | undefined;
  assets.apply({
    hooks: {
      thisCompilation: {
        tap: (_name, run) =>
          run({
            emitAsset: (file, source) =>
              emitted.set(file, (source as InstanceType<typeof bundler.RawSource>).text),
            hooks: {
              processAssets: {
                tap: (options, emit) => {
                  stage = options.stage;
                  emit();
                },
              },
            },
          }),
      },
    },
  });
  assert.equal(stage, -2000);
  assert.deepEqual(
    [...emitted.keys()],
    content.map((v) => v.asset.file),
  );
  for (const version of content) {
    const browser = JSON.parse(emitted.get(version.asset.file)!) as Record<string, string>;
    assert.deepEqual(Object.keys(browser), version.areas);
    for (const area of version.areas) assert.equal(browser[area], version.html[area]!.html);
  }
});

test('with webpack the data file is a build dependency of its filesystem cache', async () => {
  const {configure} = await loaded();
  const config = configure(true, fakeBundler('webpack')) as unknown as {
    resolve: {alias: Record<string, string>};
    cache: {buildDependencies: Record<string, string[]>};
  };
  assert.deepEqual(Object.values(config.cache.buildDependencies).flat(), [
    config.resolve.alias[`${HTML_MODULE}$`],
  ]);
});
