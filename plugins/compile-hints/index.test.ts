import assert from 'node:assert/strict';
import {test} from 'node:test';
import {assertPatchGuardFails} from '../../test/support/framework-patch';
import compileHintsPlugin, {
  type Bundler,
  checkEntryScripts,
  COMPILE_HINT,
  guardBundler,
  HINTED_ASSETS,
} from './index';

class BannerPlugin {
  constructor(readonly options: Record<string, unknown>) {}
}
const Compilation = {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400, PROCESS_ASSETS_STAGE_REPORT: 5000};

/** What the check plugin is given: `apply` on a compiler. */
interface CheckPlugin {
  apply(compiler: unknown): void;
}

const configure = (isServer: boolean) =>
  compileHintsPlugin().configureWebpack!(
    {},
    isServer,
    {currentBundler: {name: 'rspack', instance: {BannerPlugin, Compilation}}} as never,
    undefined,
  ) as {plugins?: [BannerPlugin, CheckPlugin]};

test("is V8's explicit compile hint, on a line of its own", () => {
  assert.equal(COMPILE_HINT, '//# allFunctionsCalledOnLoad');
});

test('marks the JavaScript of the entry chunks, after minimizing, in the client build only', () => {
  assert.deepEqual(configure(true), {});
  const [banner, check, ...others] = configure(false).plugins!;
  assert.equal(others.length, 0);
  assert.ok(!(check instanceof BannerPlugin), 'the second plugin is the guard below');
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

test('the bundler installed has the API the patch uses, and one without it fails the build', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const rspack = require('@rspack/core') as Partial<Bundler>;
  guardBundler(rspack);
  assertPatchGuardFails(
    () => guardBundler({BannerPlugin: rspack.BannerPlugin, Compilation: {} as never}),
    'compile-hints',
    'the bundler API this patch uses was not found (Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, Compilation.PROCESS_ASSETS_STAGE_REPORT): Rspack changed',
  );
  assertPatchGuardFails(() => guardBundler({}), 'compile-hints', '(BannerPlugin, ');
});

test('the build fails unless every entry script starts with the hint once the assets are final', () => {
  const hinted = `${COMPILE_HINT}\n(()=>{})();`;
  checkEntryScripts(new Map([['assets/js/main.1.js', hinted]]));
  assertPatchGuardFails(
    () => checkEntryScripts(new Map()),
    'compile-hints',
    'no entry script was found to check for the compile hint',
  );
  assertPatchGuardFails(
    () =>
      checkEntryScripts(
        new Map([
          ['assets/js/runtime~main.2.js', hinted],
          ['assets/js/main.1.js', `/*! license */\n${hinted}`],
        ]),
      ),
    'compile-hints',
    'the entry scripts assets/js/main.1.js do not start with the compile hint this patch adds',
  );
});

test('the check reads the JavaScript of the initial chunks at the report stage', () => {
  const [, check] = configure(false).plugins!;
  const assets: Record<string, string> = {
    'assets/js/main.1.js': `${COMPILE_HINT}\nmain`,
    'assets/css/styles.1.css': 'body{}',
    'assets/js/route.3.js': 'not an entry',
  };
  let stage = 0;
  let run = () => {};
  check.apply({
    hooks: {
      thisCompilation: {
        tap: (_name: string, start: (compilation: unknown) => void) =>
          start({
            chunks: [
              {canBeInitial: () => true, files: ['assets/js/main.1.js', 'assets/css/styles.1.css']},
              {canBeInitial: () => false, files: ['assets/js/route.3.js']},
            ],
            getAsset: (name: string) => ({source: {source: () => assets[name]!}}),
            hooks: {
              processAssets: {
                tap: (options: {stage: number}, callback: () => void) => {
                  stage = options.stage;
                  run = callback;
                },
              },
            },
          }),
      },
    },
  });
  assert.equal(stage, Compilation.PROCESS_ASSETS_STAGE_REPORT);
  run();
  assets['assets/js/main.1.js'] = 'main';
  assertPatchGuardFails(run, 'compile-hints', 'assets/js/main.1.js');
});
