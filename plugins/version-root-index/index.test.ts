import assert from 'node:assert/strict';
import {mkdtemp, readFile, writeFile, mkdir} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import type {LoadContext, Plugin} from '@docusaurus/types';
import versionRootIndexPlugin, {directoryIndexFor, validateOptions} from './index';
import {validatorFor} from '../../test/support/plugin-options';

const validate = validatorFor(validateOptions);

test('accepts single-segment version root paths', () => {
  const options = validate({versionRootPaths: ['/3.8.0', '/1.10.1']});
  assert.deepEqual(options.versionRootPaths, ['/3.8.0', '/1.10.1']);
});

test('rejects nested, relative or duplicate paths', () => {
  assert.throws(() => validate({versionRootPaths: ['/3.8.0/icicle']}));
  assert.throws(() => validate({versionRootPaths: ['3.8.0']}));
  assert.throws(() => validate({versionRootPaths: ['/3.8.0', '/3.8.0']}));
  assert.throws(() => validate({}));
});

test('maps a version root to its .html file and directory index', () => {
  assert.deepEqual(directoryIndexFor('/3.8.0'), {
    from: '3.8.0.html',
    to: path.join('3.8.0', 'index.html'),
  });
});

async function runPostBuild(outDir: string, versionRootPaths: string[]) {
  const plugin = versionRootIndexPlugin({} as LoadContext, {versionRootPaths});
  // postBuild reads only outDir; the rest of its props do not matter here.
  await plugin.postBuild!({outDir} as Parameters<NonNullable<Plugin['postBuild']>>[0]);
}

test('copies each version root into <version>/index.html', async () => {
  const outDir = await mkdtemp(path.join(tmpdir(), 'version-root-'));
  await writeFile(path.join(outDir, '3.8.0.html'), '<html>3.8.0 root</html>');
  await mkdir(path.join(outDir, '1.10.1'));
  await writeFile(path.join(outDir, '1.10.1.html'), '<html>1.10.1 root</html>');
  await runPostBuild(outDir, ['/3.8.0', '/1.10.1']);
  assert.equal(
    await readFile(path.join(outDir, '3.8.0', 'index.html'), 'utf8'),
    '<html>3.8.0 root</html>',
  );
  assert.equal(
    await readFile(path.join(outDir, '1.10.1', 'index.html'), 'utf8'),
    '<html>1.10.1 root</html>',
  );
});

test('fails the build when a version root was not built', async () => {
  const outDir = await mkdtemp(path.join(tmpdir(), 'version-root-'));
  await assert.rejects(runPostBuild(outDir, ['/3.8.0']), /Version root \/3\.8\.0 was not built/);
});
