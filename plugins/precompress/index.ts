/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9)
 * next to every compressible file of the build, for servers that send a
 * precompressed copy (nginx `brotli_static` and `gzip_static`) instead of
 * compressing each response again.
 *
 * A file is compressed when its extension is listed, it has at least
 * `minBytes` and a copy saves at least `minSaving` of it; each encoding is
 * kept only if it meets that. Work runs on Node's zlib in the libuv thread
 * pool, as many files at a time as the machine has cores.
 *
 * Docusaurus runs every plugin's postBuild at the same time, and some of
 * them write files (the search shards, llms.txt, the sitemap, redirect
 * pages). So after the first pass this plugin passes again over the files
 * that have no up-to-date copy, until a pass finds none.
 */
import {availableParallelism} from 'node:os';
import {readdir, readFile, stat, unlink, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

export interface PrecompressOptions {
  /** Extensions to compress, without the dot. */
  extensions: string[];
  /** Smaller files are sent as they are. */
  minBytes: number;
  /** A copy is written only if it saves at least this fraction of the file. */
  minSaving: number;
  brotliQuality: number;
  gzipLevel: number;
  /** Files compressed at the same time; 0 for one per core. */
  concurrency: number;
}

/** HTML, scripts, styles, data (the search index), images and fonts that are not already compressed. */
export const DEFAULT_EXTENSIONS = [
  'html',
  'js',
  'mjs',
  'css',
  'json',
  'svg',
  'xml',
  'xsl',
  'txt',
  'md',
  'map',
  'ttf',
  'otf',
  'eot',
];

const optionsSchema = Joi.object<PrecompressOptions>({
  extensions: Joi.array()
    .items(
      Joi.string()
        .pattern(/^[a-z0-9]+$/, 'extension without dot')
        // Already compressed formats, and the copies themselves.
        .invalid('woff', 'woff2', 'br', 'gz'),
    )
    .unique()
    .default(DEFAULT_EXTENSIONS),
  minBytes: Joi.number().integer().min(0).default(1024),
  minSaving: Joi.number().min(0).max(1).default(0.1),
  brotliQuality: Joi.number().integer().min(0).max(11).default(11),
  gzipLevel: Joi.number().integer().min(1).max(9).default(9),
  concurrency: Joi.number().integer().min(0).default(0),
});

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface Encoding {
  suffix: '.br' | '.gz';
  compress: (data: Buffer) => Promise<Buffer>;
}

export function encodingsFor(options: PrecompressOptions): Encoding[] {
  return [
    {
      suffix: '.br',
      compress: (data) =>
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: options.brotliQuality,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
    },
    {suffix: '.gz', compress: (data) => gzipAsync(data, {level: options.gzipLevel})},
  ];
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function isCandidate(file: string, extensions: ReadonlySet<string>): boolean {
  return extensions.has(path.extname(file).slice(1).toLowerCase());
}

export interface FileResult {
  file: string;
  /** Modification time of the file that was compressed. */
  mtimeMs: number;
  bytes: number;
  /** Size of each copy written, by suffix. */
  written: Partial<Record<Encoding['suffix'], number>>;
}

/** Compresses one file; a copy that saves too little is not written (an old one is removed). */
export async function precompressFile(
  file: string,
  options: PrecompressOptions,
  encodings = encodingsFor(options),
): Promise<FileResult> {
  const {mtimeMs} = await stat(file);
  const data = await readFile(file);
  const result: FileResult = {file, mtimeMs, bytes: data.length, written: {}};
  for (const {suffix, compress} of encodings) {
    const target = file + suffix;
    const compressed = data.length >= options.minBytes ? await compress(data) : null;
    if (compressed && compressed.length <= data.length * (1 - options.minSaving)) {
      await writeFile(target, compressed);
      result.written[suffix] = compressed.length;
    } else {
      await unlink(target).catch(() => undefined);
    }
  }
  return result;
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
  return results;
}

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
  passes: number;
  seconds: number;
}

/**
 * Compresses every candidate of `dir` that has no up-to-date copy, again
 * and again until a pass finds none (other plugins may still be writing).
 */
export async function precompressDirectory(
  dir: string,
  options: PrecompressOptions,
  {settleMs = 300, maxPasses = 20}: {settleMs?: number; maxPasses?: number} = {},
): Promise<PrecompressSummary> {
  const started = performance.now();
  const extensions = new Set(options.extensions);
  const encodings = encodingsFor(options);
  const concurrency = options.concurrency || availableParallelism();
  const done = new Map<string, FileResult>();
  let passes = 0;
  for (; passes < maxPasses; passes++) {
    const candidates = (await filesUnder(dir)).filter((file) => isCandidate(file, extensions));
    const pending: string[] = [];
    for (const file of candidates) {
      const previous = done.get(file);
      if (!previous || previous.mtimeMs !== (await stat(file)).mtimeMs) pending.push(file);
    }
    if (pending.length === 0) break;
    const results = await eachLimited(pending, concurrency, (file) =>
      precompressFile(file, options, encodings),
    );
    for (const result of results) done.set(result.file, result);
    await new Promise((resolve) => setTimeout(resolve, settleMs));
  }
  const all = [...done.values()];
  return {
    files: all.length,
    bytes: all.reduce((sum, r) => sum + r.bytes, 0),
    brotliBytes: all.reduce((sum, r) => sum + (r.written['.br'] ?? r.bytes), 0),
    gzipBytes: all.reduce((sum, r) => sum + (r.written['.gz'] ?? r.bytes), 0),
    passes,
    seconds: (performance.now() - started) / 1000,
  };
}

export default function precompressPlugin(
  _context: LoadContext,
  options: PrecompressOptions,
): Plugin {
  return {
    name: 'precompress',
    async postBuild({outDir}) {
      const summary = await precompressDirectory(outDir, options);
      const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
      console.log(
        `[precompress] ${summary.files} files, ${mb(summary.bytes)} MB -> brotli ` +
          `${mb(summary.brotliBytes)} MB, gzip ${mb(summary.gzipBytes)} MB ` +
          `in ${summary.seconds.toFixed(1)} s (${summary.passes} passes)`,
      );
    },
  };
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<PrecompressOptions>, PrecompressOptions>): PrecompressOptions {
  return validate(optionsSchema, options);
}
