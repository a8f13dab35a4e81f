import assert from 'node:assert/strict';
import {test} from 'node:test';
import compileHintsPlugin, {COMPILE_HINT, HINTED_ASSETS} from './index';

class BannerPlugin {
  constructor(readonly options: Record<string, unknown>) {}
}
const Compilation = {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400};

const configure = (isServer: boolean) =>
  compileHintsPlugin().configureWebpack!(
    {},
    isServer,
    {currentBundler: {name: 'rspack', instance: {BannerPlugin, Compilation}}} as never,
    undefined,
  ) as {plugins?: BannerPlugin[]};

test("is V8's explicit compile hint, on a line of its own", () => {
  assert.equal(COMPILE_HINT, '//# allFunctionsCalledOnLoad');
});

test('marks the JavaScript of the entry chunks, after minimizing, in the client build only', () => {
  assert.deepEqual(configure(true), {});
  const [banner, ...others] = configure(false).plugins!;
  assert.equal(others.length, 0);
  assert.deepEqual(banner!.options, {
    banner: COMPILE_HINT,
    raw: true,
    entryOnly: true,
    test: HINTED_ASSETS,
    stage: 401,
  });
});

test('leaves stylesheets alone: a `//` line is no CSS comment', () => {
  assert.ok(HINTED_ASSETS.test('assets/js/main.10b4ce1c.js'));
  assert.ok(HINTED_ASSETS.test('assets/js/runtime~main.bc8706a0.js'));
  assert.ok(!HINTED_ASSETS.test('assets/css/styles.3f1c2a.css'));
  assert.ok(!HINTED_ASSETS.test('assets/js/main.10b4ce1c.js.LICENSE.txt'));
});
