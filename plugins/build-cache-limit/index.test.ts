import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, readdir, utimes, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {validatorFor} from '../../test/support/plugin-options';
import buildCacheLimitPlugin, {foldersToDelete, limitCache, validateOptions} from './index';
import {localPluginFiles, persistentCacheDependencies} from './dependencies';

const validate = validatorFor(validateOptions);

test('defaults: the Rspack cache folder, 1.5 GB, the two newest kept', () => {
  const options = validate({});
  assert.equal(options.cacheDir, 'node_modules/.cache/rspack');
  assert.equal(options.maxBytes, 1.5 * 1024 ** 3);
  assert.equal(options.keepNewest, 2);
  assert.throws(() => validate({maxBytes: -1}));
});

test('keeps the newest folders within the limit, and always the newest ones', () => {
  const entry = (dir: string, bytes: number, usedMs: number) => ({dir, bytes, usedMs});
  const entries = [
    entry('old', 400, 1),
    entry('newest', 400, 4),
    entry('newer', 400, 3),
    entry('middle', 400, 2),
  ];
  assert.deepEqual(
    foldersToDelete(entries, {maxBytes: 1000, keepNewest: 1}).map((e) => e.dir),
    ['middle', 'old'],
  );
  // Over the limit on their own, the newest ones stay.
  assert.deepEqual(
    foldersToDelete(entries, {maxBytes: 100, keepNewest: 2}).map((e) => e.dir),
    ['middle', 'old'],
  );
  assert.deepEqual(foldersToDelete(entries, {maxBytes: 10_000, keepNewest: 0}), []);
});

test('deletes the least recently used cache folders on disk', async () => {
  const cacheDir = await mkdtemp(path.join(tmpdir(), 'cache-limit-'));
  const make = async (name: string, bytes: number, ageSeconds: number) => {
    const dir = path.join(cacheDir, name, 'snapshot');
    await mkdir(dir, {recursive: true});
    const file = path.join(dir, 'data');
    await writeFile(file, Buffer.alloc(bytes));
    const time = Date.now() / 1000 - ageSeconds;
    for (const target of [file, dir, path.join(cacheDir, name)]) await utimes(target, time, time);
  };
  await make('a-old', 3000, 300);
  await make('b-recent', 3000, 10);
  await make('c-current', 3000, 1);
  await mkdir(path.join(cacheDir, '.temp'));
  const freed = await limitCache(cacheDir, {maxBytes: 7000, keepNewest: 1});
  assert.equal(freed, 3000);
  assert.deepEqual((await readdir(cacheDir)).sort(), ['.temp', 'b-recent', 'c-current']);
  assert.equal(await limitCache(path.join(cacheDir, 'missing'), {maxBytes: 0, keepNewest: 0}), 0);
});

test("local plugins' files join the persistent cache's build dependencies", () => {
  assert.deepEqual(persistentCacheDependencies('rspack', ['/site/plugins/a/loader.js']), {
    experiments: {cache: {type: 'persistent', buildDependencies: ['/site/plugins/a/loader.js']}},
  });
  assert.deepEqual(persistentCacheDependencies('webpack', ['/site/plugins/a/loader.js']), {
    cache: {type: 'filesystem', buildDependencies: {plugins: ['/site/plugins/a/loader.js']}},
  });
});

test("every local plugin's source files are the cache's build dependencies, tests left out", () => {
  const pluginsDir = path.dirname(__dirname);
  const files = localPluginFiles(pluginsDir);
  for (const file of [
    'client-route-data/routes-loader.js',
    'client-route-data/registry-loader.js',
    'client-route-data/lazy-component.ts',
    'client-route-data/chunk-asset.ts',
    'tslib-subset/import-default.js',
    'code-highlighting/rehype.ts',
  ]) {
    assert.ok(files.includes(path.join(pluginsDir, file)), file);
  }
  assert.ok(files.every((file) => existsSync(file) && !file.endsWith('.test.ts')));

  const plugin = buildCacheLimitPlugin({siteDir: '/site'} as never, validate({}));
  const configure = (name: string) =>
    plugin.configureWebpack!({}, false, {currentBundler: {name}} as never, undefined);
  assert.deepEqual(configure('rspack'), persistentCacheDependencies('rspack', files));
});
