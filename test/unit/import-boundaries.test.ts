/**
 * Tools, deploy files, plugins and config never import from test/: what
 * scripts and tests share lives in tooling/, so a tool keeps working when a
 * test helper changes, and the test tree can be left out of a deployment.
 */
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

const siteDir = path.resolve(__dirname, '..', '..');
const testDir = path.join(siteDir, 'test');

/** The folders whose non-test source files must not import from test/. */
const GUARDED_DIRS = ['scripts', 'deploy', 'plugins', 'config', 'tooling'];

const SOURCE_FILE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** Module specifiers of static and dynamic imports, re-exports and `require` calls. */
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire(?:\.resolve)?\s*\(\s*)(['"])([^'"\n]+)\1/g;

function importedSpecifiers(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[2]!);
}

/** True when `specifier`, written in `file`, names a file under test/. */
function importsFromTestTree(file: string, specifier: string): boolean {
  if (specifier.startsWith('@site/')) {
    return specifier.slice('@site/'.length).split('/')[0] === 'test';
  }
  if (!specifier.startsWith('.')) return false;
  const target = path.resolve(path.dirname(file), specifier);
  return target === testDir || target.startsWith(testDir + path.sep);
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name))
    .filter((entry) => !TEST_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('node_modules'));
}

test('scripts, deploy, plugins (but their tests), config and tooling import nothing from test/', () => {
  const offending = GUARDED_DIRS.flatMap((dir) => sourceFiles(path.join(siteDir, dir)))
    .flatMap((file) =>
      importedSpecifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => importsFromTestTree(file, specifier))
        .map((specifier) => `${path.relative(siteDir, file)} imports ${specifier}`),
    )
    .sort();
  assert.deepEqual(offending, [], 'move what they share with the tests to tooling/');
});

test('the check sees every form of import that reaches test/', () => {
  const script = path.join(siteDir, 'scripts', 'tool.ts');
  const plugin = path.join(siteDir, 'plugins', 'x', 'index.ts');
  const specifiers = importedSpecifiers(
    [
      "import {buildDir} from '../test/support/build';",
      "export * from '../../test/support/site';",
      "import '../test/setup';",
      "const m = await import('../test/support/axe');",
      "const n = require('../test/support/net');",
      "import type {X} from '@site/test/support/x';",
      "import {docsVersions} from '../config/versions';",
    ].join('\n'),
  );
  assert.deepEqual(
    specifiers.map((specifier) => importsFromTestTree(script, specifier)),
    [true, false, true, true, true, true, false],
  );
  assert.equal(importsFromTestTree(plugin, '../../test/support/build'), true);
  assert.equal(importsFromTestTree(plugin, '../../tooling/build'), false);
  assert.equal(importsFromTestTree(script, '../tests-fixtures/a'), false);
});
