import assert from 'node:assert/strict';
import {randomBytes} from 'node:crypto';
import {mkdir, mkdtemp, readFile, readdir, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {validatorFor} from '../../test/support/plugin-options';
import {DEFAULT_EXTENSIONS, isCandidate, precompressDirectory, validateOptions} from './index';

const validate = validatorFor(validateOptions);

test('defaults: brotli 11, gzip 9, 1 KB, 10 %, text and font types but not woff', () => {
  const options = validate({});
  assert.equal(options.brotliQuality, 11);
  assert.equal(options.gzipLevel, 9);
  assert.equal(options.minBytes, 1024);
  assert.equal(options.minSaving, 0.1);
  assert.deepEqual(options.extensions, DEFAULT_EXTENSIONS);
  const extensions = new Set(options.extensions);
  for (const file of ['a.html', 'b.js', 'c.css', 'd.json', 'e.svg', 'f.xml', 'g.txt', 'h.md']) {
    assert.ok(isCandidate(file, extensions), file);
  }
  for (const file of ['font.woff2', 'font.woff', 'x.png', 'x.html.gz', 'x.js.br']) {
    assert.ok(!isCandidate(file, extensions), file);
  }
});

test('rejects bad options', () => {
  assert.throws(() => validate({extensions: ['.html']}));
  assert.throws(() => validate({extensions: ['woff2']}));
  assert.throws(() => validate({brotliQuality: 12}));
  assert.throws(() => validate({minSaving: 2}));
});

test('writes .br and .gz that decode to the file, skips small and incompressible files', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
  const page =
    '<html><body>' + '<p>Multi-scalar multiplication. </p>'.repeat(200) + '</body></html>';
  await mkdir(path.join(dir, 'assets', 'js'), {recursive: true});
  await writeFile(path.join(dir, 'page.html'), page);
  await writeFile(path.join(dir, 'assets', 'js', 'main.js'), 'const x = 1;\n'.repeat(500));
  await writeFile(path.join(dir, 'small.css'), 'body{margin:0}');
  await writeFile(path.join(dir, 'random.json'), randomBytes(8192));
  await writeFile(path.join(dir, 'font.woff2'), 'woff2'.repeat(1000));

  const summary = await precompressDirectory(dir, validate({}), {settleMs: 0});
  const files = (await readdir(dir, {recursive: true})).map(String).sort();
  assert.ok(files.includes('page.html.br') && files.includes('page.html.gz'));
  assert.ok(files.includes(path.join('assets', 'js', 'main.js.br')));
  assert.ok(!files.some((f) => f.startsWith('small.css.')), 'under 1 KB');
  assert.ok(!files.some((f) => f.startsWith('random.json.')), 'saves under 10 %');
  assert.ok(!files.some((f) => f.startsWith('font.woff2.')), 'already compressed');

  assert.equal(
    brotliDecompressSync(await readFile(path.join(dir, 'page.html.br'))).toString(),
    page,
  );
  assert.equal(gunzipSync(await readFile(path.join(dir, 'page.html.gz'))).toString(), page);
  assert.equal(summary.files, 4, 'the four candidates were looked at');
  assert.ok(summary.brotliBytes < summary.bytes && summary.gzipBytes < summary.bytes);
});

test('a file written during the run is compressed in a later pass', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'precompress-late-'));
  await writeFile(path.join(dir, 'first.html'), 'first page text. '.repeat(200));
  const late = new Promise<void>((resolve) =>
    setTimeout(() => {
      void writeFile(path.join(dir, 'sitemap.xml'), '<url>loc</url>'.repeat(300)).then(() =>
        resolve(),
      );
    }, 5),
  );
  const [summary] = await Promise.all([
    precompressDirectory(dir, validate({}), {settleMs: 50}),
    late,
  ]);
  const files = await readdir(dir);
  assert.ok(files.includes('sitemap.xml.gz') && files.includes('sitemap.xml.br'));
  assert.ok(summary.passes >= 2);
});
