/**
 * `npm run search:engines`: the site's search engine against two off-the-shelf
 * alternatives, measured on the same built shards (build/search-index) and the
 * same relevance query set (test/search/queries.json), so the choice of
 * engine rests on figures rather than on feature lists:
 *
 * 1. MiniSearch (tuned): the site's engine as the modal uses it
 *    (src/search/engine.ts behind the embedded client).
 * 2. Orama: the same section documents, with what a tuned Orama setup would
 *    use: its English stemmer, field boosts, one typo of tolerance and a
 *    threshold for optional words, results distinct by page.
 * 3. Pagefind: the same pages written as HTML into one Pagefind bundle per
 *    version, searched by Pagefind's own pagefind.js and WebAssembly as it
 *    is: no typo tolerance, no synonyms, default ranking. pagefind.js runs
 *    in Node on the main thread (its mode in a browser without Worker) and
 *    fetches the bundle over HTTP, as in a page; no browser is needed.
 *
 * For each engine: success@1, success@5, MRR and zero-result queries over all
 * versions; index size per version (raw and gzip); and on the largest version
 * the time to build and to load its index, the cold first query (fetch, load
 * and first query in a fresh process) and the per-keystroke query time
 * (p50/p95) while typing queries one letter at a time. Everything runs
 * offline: indexes are written to a temporary folder and served from
 * 127.0.0.1. The figures also go to reports/search-engines.json.
 */
import {execFile} from 'node:child_process';
import {mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';
import {gunzipSync, gzipSync} from 'node:zlib';
import {create, insertMultiple, load, save, search as oramaSearch} from '@orama/orama';
import type * as PagefindApi from 'pagefind';
import {SEARCH_INDEX_DIR} from '../config/search';
import {KEYSTROKE_QUERIES} from './bench-search';
import {docsVersions} from '../config/versions';
import {readShards, type ShardManifest} from '../plugins/search-index';
import {escapeHtml} from '../src/search/html';
import {FIELD_BOOST, pageTitle, search, sectionsOf, ShardIndex} from '../src/search/engine';
import type {HierarchyLevel, IndexedPage, SearchShard} from '../src/search/records';
import {buildDir} from '../tooling/build';
import {
  contextualFacetFilters,
  embeddedSearch,
  evaluate,
  QUERY_KINDS,
  readQueries,
  type Evaluation,
  type Metrics,
  type RankedSearch,
  type RelevanceQuery,
} from '../test/support/search-relevance';

const REPORT_FILE = path.resolve(__dirname, '..', 'reports', 'search-engines.json');
/** Folder of the scratch directory with the copy of the build's shards, and its URL path. */
const SNAPSHOT_DIR = 'build';
const SHARDS_PATH = `${SNAPSHOT_DIR}/${SEARCH_INDEX_DIR}`;

/** Times each query is typed; the first round also loads what a lazy index fetches. */
const KEYSTROKE_ROUNDS = 5;
/** Runs whose median is the build and load time. */
const TIMING_RUNS = 5;
/** Fresh processes whose median is the cold first query. */
const COLD_RUNS = 3;
/** Pages an engine returns per query: the evaluation reads the first 10. */
const RESULT_DEPTH = 10;

// ---------------------------------------------------------------------------
// Corpora: what a reader searching from one docs version searches
// ---------------------------------------------------------------------------

interface ShardFile {
  /** File name in build/search-index. */
  file: string;
  text: string;
}

interface Corpus {
  version: string;
  /** The shards the embedded client loads for this version: its own, and the site shard with the latest. */
  shardFiles: ShardFile[];
  pages: IndexedPage[];
}

/**
 * One corpus per docs version, newest first, made of the shards the embedded
 * client picks for a search from that version (see `shardsFor` in
 * src/search/client.ts), so all three engines search the same pages.
 */
function corporaOf(manifest: ShardManifest, shards: Map<string, string>): Corpus[] {
  const built = new Set(manifest.shards.map((entry) => entry.name));
  return docsVersions
    .filter(({name}) => built.has(name))
    .map(({name}) => {
      const wanted = contextualFacetFilters(name)
        .flat()
        .filter((filter) => filter.startsWith('docusaurus_tag:'))
        .map((filter) => filter.slice('docusaurus_tag:'.length));
      const entries = manifest.shards.filter(
        (entry) =>
          entry.tags.some((tag) => wanted.includes(tag)) &&
          (!entry.withTags || entry.withTags.some((tag) => wanted.includes(tag))),
      );
      const shardFiles = entries.map((entry) => ({
        file: path.basename(entry.url),
        text: shards.get(entry.url)!,
      }));
      return {
        version: name,
        shardFiles,
        pages: shardFiles.flatMap(({text}) => (JSON.parse(text) as SearchShard).pages),
      };
    });
}

/** One section of a page as a document for Orama (and the content of Pagefind's pages). */
interface SectionDocument {
  route: string;
  title: string;
  /** Heading path below the title. */
  headings: string;
  /** The page's sidebar group and description, on its first section only. */
  context: string;
  text: string;
  /** Identifiers of the section's code blocks. */
  code: string;
}

const SUBHEADING_LEVELS: readonly HierarchyLevel[] = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** The sections of a page, cut as the site's engine cuts them (`sectionsOf`). */
function sectionDocuments(page: IndexedPage, pageIndex: number): SectionDocument[] {
  const title = pageTitle(page);
  return sectionsOf(page, pageIndex).map((section, i) => ({
    route: page.route,
    title,
    headings: SUBHEADING_LEVELS.slice(0, section.depth - 1)
      .map((level) => section.hierarchy[level])
      .filter(Boolean)
      .join(' '),
    context: i === 0 ? [page.lvl0, page.description].filter(Boolean).join('\n') : '',
    text: section.blocks.join('\n'),
    code: section.code.trim(),
  }));
}

// ---------------------------------------------------------------------------
// Measures
// ---------------------------------------------------------------------------

/** Bytes of an index: of a version, or of a part named by `name`. */
interface Size {
  name: string;
  rawBytes: number;
  gzipBytes: number;
}

interface KeystrokeTiming {
  samples: number;
  p50Ms: number;
  p95Ms: number;
}

interface Timings {
  version: string;
  /** Documents in the largest version's index (pages or sections). */
  documents: number;
  buildMs: number;
  loadMs: number;
  coldFirstQueryMs: number;
  /** Bytes the cold first query fetched (gzip where the server would compress). */
  coldDownloadBytes: number;
  /** The files it fetched, by path on the local server. */
  coldFetched: string[];
  keystroke: KeystrokeTiming;
  /** Pagefind: `search` alone, without `data()` for the results' URLs. */
  keystrokeSearchOnly?: KeystrokeTiming;
}

interface EngineReport {
  engine: string;
  configuration: string;
  sizeCounted: string;
  timingNotes: string;
  evaluation: Evaluation;
  sizes: Size[];
  /** Further sizes worth knowing: MiniSearch's index alone, Pagefind's other input and files. */
  otherSizes: Record<string, Size[]>;
  timings: Timings;
  /** Relevance of other settings of the same engine. */
  variants: {name: string; overall: Metrics}[];
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return percentile(sorted, 50);
}

function prefixes(query: string): string[] {
  return Array.from({length: query.length}, (_, i) => query.slice(0, i + 1));
}

const gzipBytes = (body: string | Uint8Array) => gzipSync(body, {level: 9}).length;

function sizeOf(name: string, bodies: readonly (string | Uint8Array)[]): Size {
  return {
    name,
    rawBytes: bodies.reduce((sum, body) => sum + Buffer.byteLength(body), 0),
    gzipBytes: bodies.reduce((sum, body) => sum + gzipBytes(body), 0),
  };
}

/** Time of each keystroke while the queries are typed letter by letter, `KEYSTROKE_ROUNDS` times. */
async function measureKeystrokes(
  searchTyped: (typed: string) => unknown | Promise<unknown>,
): Promise<KeystrokeTiming> {
  const times: number[] = [];
  for (let round = 0; round < KEYSTROKE_ROUNDS; round++) {
    for (const query of KEYSTROKE_QUERIES) {
      for (const typed of prefixes(query)) {
        const started = performance.now();
        const result = searchTyped(typed);
        if (result instanceof Promise) await result;
        times.push(performance.now() - started);
      }
    }
  }
  times.sort((a, b) => a - b);
  return {samples: times.length, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95)};
}

async function timeMedian(runs: number, run: () => Promise<unknown> | unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

// ---------------------------------------------------------------------------
// A local server for the indexes, and cold queries in fresh processes
// ---------------------------------------------------------------------------

interface IndexServer {
  origin: string;
  /** Paths served since the last `takeServed()`. */
  takeServed(): string[];
  close(): void;
}

/** Serves `root` on 127.0.0.1, as a static host would serve the built site. */
async function serveDirectory(root: string): Promise<IndexServer> {
  let served: string[] = [];
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(root, path.normalize(pathname));
    readFile(file).then(
      (body) => {
        served.push(pathname);
        response.writeHead(200, {'content-length': body.length});
        response.end(body);
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    takeServed() {
      const taken = served;
      served = [];
      return taken;
    },
    close: () => server.close(),
  };
}

type ColdEngine = 'minisearch' | 'orama' | 'pagefind';

interface ColdRequest {
  engine: ColdEngine;
  /** URLs of the index files (MiniSearch: shards; Orama: the saved index; Pagefind: the bundle). */
  urls: string[];
  query: string;
  /** Pagefind: the bundle's pagefind.js on disk (Node imports modules from files). */
  script?: string;
}

interface ColdAnswer {
  ms: number;
  routes: string[];
}

/**
 * Child side of the cold measure: a fresh process, so no engine code is
 * compiled and no cache is warm, as on a page that opens the search for the
 * first time. Measures fetch, load and the first query to a ranked page list.
 */
async function coldChild(request: ColdRequest): Promise<ColdAnswer> {
  const started = performance.now();
  let routes: string[];
  if (request.engine === 'minisearch') {
    const shards = await Promise.all(
      request.urls.map(async (url) => (await (await fetch(url)).json()) as SearchShard),
    );
    const indexes = shards.map((shard) => new ShardIndex(shard));
    routes = search(indexes, request.query).map((match) => match.page.route);
  } else if (request.engine === 'orama') {
    const raw = (await (await fetch(request.urls[0]!)).json()) as OramaRawData;
    const db = createOramaDatabase();
    load(db, raw);
    routes = await oramaRoutes(db, request.query);
  } else {
    const instance = await createPagefindInstance(request.script!, request.urls[0]!);
    routes = await pagefindRoutes(instance, request.query);
  }
  return {ms: performance.now() - started, routes: routes.slice(0, RESULT_DEPTH)};
}

const execFileAsync = promisify(execFile);

/** Median cold first query over `COLD_RUNS` fresh processes, and the bytes one of them fetched. */
async function measureCold(
  server: IndexServer,
  request: ColdRequest,
  transferBytes: (servedPath: string) => Promise<number>,
): Promise<Pick<Timings, 'coldFirstQueryMs' | 'coldDownloadBytes' | 'coldFetched'>> {
  const times: number[] = [];
  let downloadBytes = 0;
  let fetched: string[] = [];
  for (let run = 0; run < COLD_RUNS; run++) {
    server.takeServed();
    // The same script under the same loader (tsx), in child mode.
    const {stdout} = await execFileAsync(
      process.execPath,
      [...process.execArgv, __filename, '--cold', JSON.stringify(request)],
      {maxBuffer: 1 << 20},
    );
    const answer = JSON.parse(stdout.trim().split('\n').at(-1)!) as ColdAnswer;
    if (answer.routes.length === 0) throw new Error(`Cold ${request.engine} query found nothing.`);
    times.push(answer.ms);
    fetched = server.takeServed().sort();
    downloadBytes = (await Promise.all(fetched.map(transferBytes))).reduce((a, b) => a + b, 0);
  }
  return {coldFirstQueryMs: median(times), coldDownloadBytes: downloadBytes, coldFetched: fetched};
}

// ---------------------------------------------------------------------------
// 1. MiniSearch (tuned): the site's engine
// ---------------------------------------------------------------------------

async function measureMiniSearch(
  corpora: readonly Corpus[],
  largest: Corpus,
  server: IndexServer,
  snapshotDir: string,
  queries: readonly RelevanceQuery[],
): Promise<EngineReport> {
  const shardText = new Map(largest.shardFiles.map(({file, text}) => [file, text]));
  // Cold first, before this process runs any of the engine's code.
  const cold = await measureCold(
    server,
    {
      engine: 'minisearch',
      urls: largest.shardFiles.map(({file}) => `${server.origin}/${SHARDS_PATH}/${file}`),
      query: KEYSTROKE_QUERIES[0]!,
    },
    async (servedPath) => gzipBytes(shardText.get(path.basename(servedPath))!),
  );
  const parsed = largest.shardFiles.map(({text}) => JSON.parse(text) as SearchShard);
  // Newer builds write the MiniSearch index into the shard, and the client
  // loads it; without it, the client builds the index from the pages.
  const carriesIndex = parsed.some((shard) => (shard as {index?: unknown}).index !== undefined);
  const buildMs = await timeMedian(TIMING_RUNS, () =>
    parsed.map((shard) => new ShardIndex({name: shard.name, pages: shard.pages})),
  );
  const loadMs = await timeMedian(TIMING_RUNS, () =>
    largest.shardFiles.map(({text}) => new ShardIndex(JSON.parse(text) as SearchShard)),
  );
  const indexes = parsed.map((shard) => new ShardIndex(shard));
  const keystroke = await measureKeystrokes((typed) => search(indexes, typed));

  const evaluation = await evaluate(await embeddedSearch(snapshotDir), queries);
  return {
    engine: 'MiniSearch (tuned)',
    configuration:
      'src/search/engine.ts through the embedded client (embeddedSearch): identifier analysis, ' +
      'Porter stems, synonyms, optional words, typo tolerance from 4 letters, page ranking.',
    sizeCounted:
      'the shard JSON the browser downloads for the version (4.0.0 with the site shard), ' +
      'raw and gzip -9 per file: ' +
      (carriesIndex
        ? 'its pages and the serialised MiniSearch index the client loads. '
        : 'its pages; the client builds the index from them. ') +
      'MiniSearch’s serialised index alone (JSON.stringify(index.index)) is in otherSizes.',
    timingNotes:
      'build: new ShardIndex({name, pages}) per shard of the version (index built from the ' +
      'pages); load: JSON.parse + new ShardIndex(shard), what the client does (' +
      (carriesIndex ? 'loads the serialised index' : 'builds the index') +
      '); keystroke: search([indexes], typed) to the ranked pages.',
    evaluation,
    sizes: corpora.map((corpus) =>
      sizeOf(
        corpus.version,
        corpus.shardFiles.map(({text}) => text),
      ),
    ),
    otherSizes: {
      'MiniSearch serialised index': corpora.map((corpus) =>
        sizeOf(
          corpus.version,
          corpus.shardFiles.map(({text}) =>
            JSON.stringify(new ShardIndex(JSON.parse(text) as SearchShard).index),
          ),
        ),
      ),
    },
    timings: {
      version: largest.version,
      documents: indexes.reduce((sum, index) => sum + index.index.documentCount, 0),
      buildMs,
      loadMs,
      ...cold,
      keystroke,
    },
    variants: [],
  };
}

// ---------------------------------------------------------------------------
// 2. Orama
// ---------------------------------------------------------------------------

/** Searchable fields; the route is stored with each document but not indexed. */
const ORAMA_SCHEMA = {
  title: 'string',
  headings: 'string',
  context: 'string',
  text: 'string',
  code: 'string',
} as const;

/** The site engine's field weights: title > headings > group and description > text > code. */
const ORAMA_BOOST = {
  title: FIELD_BOOST.title,
  headings: FIELD_BOOST.headings,
  context: FIELD_BOOST.description,
  text: FIELD_BOOST.text,
  code: FIELD_BOOST.code,
};

/** How Orama matches query words. */
interface OramaMatching {
  /**
   * Edits allowed per word (Levenshtein). With 1, Orama 3.1.18 walks its
   * radix tree letter by letter and misses words behind multi-letter edges:
   * `ICICLE_BACKEND_INSTALL_DIR` is in 41 sections of 4.0.0 and found in
   * none, hence the variant without tolerance.
   */
  tolerance: number;
  /**
   * 1 (Orama's default) keeps every document with any query word; below 1,
   * the documents with all the words in one field plus that share of the
   * others; 0 only the former. The kept documents are then sorted by score
   * alone, so 0.5 and 1 rank alike unless fewer than 10 pages match.
   */
  threshold: number;
}

/** The setting compared with the other engines: one typo of tolerance, optional words. */
const ORAMA_MATCHING: OramaMatching = {tolerance: 1, threshold: 0.5};
/** Other settings whose relevance is reported: Orama's default threshold, all words required, no typo tolerance. */
const ORAMA_VARIANTS: readonly OramaMatching[] = [
  {tolerance: 1, threshold: 1},
  {tolerance: 1, threshold: 0},
  {tolerance: 0, threshold: 0.5},
];

function createOramaDatabase() {
  return create({
    schema: ORAMA_SCHEMA,
    // Orama's built-in English (Porter) stemmer; no stop words, as by default.
    components: {tokenizer: {language: 'english', stemming: true}},
  });
}

type OramaDatabase = ReturnType<typeof createOramaDatabase>;
type OramaRawData = ReturnType<typeof save>;

async function buildOrama(pages: readonly IndexedPage[]): Promise<OramaDatabase> {
  const db = createOramaDatabase();
  await insertMultiple(db, pages.flatMap(sectionDocuments));
  return db;
}

/** The first hit of each page, best first (Orama's `distinctOn`). */
async function oramaRoutes(
  db: OramaDatabase,
  query: string,
  {tolerance, threshold}: OramaMatching = ORAMA_MATCHING,
): Promise<string[]> {
  const results = await oramaSearch(db, {
    term: query,
    properties: Object.keys(ORAMA_SCHEMA) as (keyof typeof ORAMA_SCHEMA)[],
    boost: ORAMA_BOOST,
    tolerance,
    threshold,
    distinctOn: 'route',
    limit: RESULT_DEPTH,
  });
  return results.hits.map((hit) => (hit.document as unknown as SectionDocument).route);
}

async function measureOrama(
  corpora: readonly Corpus[],
  largest: Corpus,
  server: IndexServer,
  scratchDir: string,
  queries: readonly RelevanceQuery[],
): Promise<EngineReport> {
  // Orama ships a saved index: written once (not timed) so the cold child can fetch it.
  const savedLargest = JSON.stringify(save(await buildOrama(largest.pages)));
  await mkdir(path.join(scratchDir, 'orama'), {recursive: true});
  await writeFile(path.join(scratchDir, 'orama', `${largest.version}.json`), savedLargest);
  const cold = await measureCold(
    server,
    {
      engine: 'orama',
      urls: [`${server.origin}/orama/${largest.version}.json`],
      query: KEYSTROKE_QUERIES[0]!,
    },
    async () => gzipBytes(savedLargest),
  );
  const buildMs = await timeMedian(TIMING_RUNS, () => buildOrama(largest.pages));
  const loadMs = await timeMedian(TIMING_RUNS, () => {
    const db = createOramaDatabase();
    load(db, JSON.parse(savedLargest) as OramaRawData);
    return db;
  });
  const databases = new Map<string, OramaDatabase>();
  for (const corpus of corpora) databases.set(corpus.version, await buildOrama(corpus.pages));
  const largestDb = databases.get(largest.version)!;
  const keystroke = await measureKeystrokes((typed) => oramaRoutes(largestDb, typed));

  const searchWith =
    (matching: OramaMatching): RankedSearch =>
    (query, version) =>
      oramaRoutes(databases.get(version)!, query, matching);
  const evaluation = await evaluate(searchWith(ORAMA_MATCHING), queries);
  const variants = [];
  for (const matching of ORAMA_VARIANTS) {
    const {overall} = await evaluate(searchWith(matching), queries);
    variants.push({
      name: `tolerance ${matching.tolerance}, threshold ${matching.threshold}`,
      overall,
    });
  }
  return {
    engine: 'Orama',
    configuration:
      `@orama/orama 3.1.18, one document per section (title, headings, context, text, code), ` +
      `built-in tokenizer with English stemming, boost ${JSON.stringify(ORAMA_BOOST)}, ` +
      `tolerance ${ORAMA_MATCHING.tolerance}, threshold ${ORAMA_MATCHING.threshold}, ` +
      `distinctOn route, limit ${RESULT_DEPTH}.`,
    sizeCounted:
      'JSON.stringify(save(db)) of the version’s index (documents store included), raw and gzip -9.',
    timingNotes:
      'build: create + insertMultiple of the section documents; load: JSON.parse + create + load ' +
      'of the saved index; keystroke: search to the first 10 distinct pages.',
    evaluation,
    sizes: corpora.map((corpus) =>
      sizeOf(corpus.version, [JSON.stringify(save(databases.get(corpus.version)!))]),
    ),
    otherSizes: {},
    timings: {
      version: largest.version,
      documents: largest.pages.flatMap(sectionDocuments).length,
      buildMs,
      loadMs,
      ...cold,
      keystroke,
    },
    variants,
  };
}

// ---------------------------------------------------------------------------
// 3. Pagefind
// ---------------------------------------------------------------------------

/** What pagefind.js's `createInstance` returns (its bundle ships no types). */
interface PagefindInstance {
  init(): Promise<void>;
  /** The filter values; waits until the index is ready. */
  filters(): Promise<unknown>;
  search(query: string): Promise<{
    results: {id: string; score: number; data(): Promise<{url: string}>}[];
  } | null>;
  destroy(): Promise<void>;
}

interface PagefindRuntime {
  createInstance(options: {basePath: string}): PagefindInstance;
}

/** How the pages are given to Pagefind: as HTML (its heading weights apply) or as flat custom records. */
type PagefindInput = 'html' | 'records';

/**
 * A page as the HTML Pagefind indexes: the title as `h1`, the group and
 * description, then each section's heading (at its level, with its anchor),
 * text blocks and code identifiers. Pagefind weights headings by level
 * (h1 7 … h6 2, text 1) and takes the title from the `h1`.
 */
function pageHtml(page: IndexedPage, pageIndex: number): string {
  const body = sectionsOf(page, pageIndex).map((section, i) => {
    const heading = section.hierarchy[`lvl${section.depth}` as HierarchyLevel] ?? '';
    const id = section.anchor ? ` id="${escapeHtml(section.anchor)}"` : '';
    return [
      `<h${section.depth}${id}>${escapeHtml(heading)}</h${section.depth}>`,
      ...(i === 0 ? [page.lvl0, page.description].filter(Boolean) : []).map(
        (text) => `<p>${escapeHtml(text)}</p>`,
      ),
      ...section.blocks.map((text) => `<p>${escapeHtml(text)}</p>`),
      section.code.trim() ? `<pre><code>${escapeHtml(section.code.trim())}</code></pre>` : '',
    ].join('\n');
  });
  return `<!doctype html><html lang="en"><head><title>${escapeHtml(pageTitle(page))}</title></head><body>\n${body.join('\n')}\n</body></html>`;
}

/** A page as one custom record: its text in order, the title as metadata. */
function pageRecord(page: IndexedPage, pageIndex: number): PagefindApi.CustomRecord {
  const content = sectionDocuments(page, pageIndex)
    .map((document) =>
      [document.context, document.headings, document.text, document.code]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n');
  return {url: page.route, content, language: 'en', meta: {title: pageTitle(page)}};
}

/** Writes the Pagefind bundle of a version's pages to `outputPath`. */
async function buildPagefind(
  api: typeof PagefindApi,
  pages: readonly IndexedPage[],
  input: PagefindInput,
  outputPath: string,
): Promise<void> {
  const {index, errors} = await api.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  // One page at a time, in shard order, so page numbers and files are the same on every run.
  for (const [i, page] of pages.entries()) {
    const added =
      input === 'html'
        ? await index.addHTMLFile({url: page.route, content: pageHtml(page, i)})
        : await index.addCustomRecord(pageRecord(page, i));
    if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
  }
  const written = await index.writeFiles({outputPath});
  if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  await index.deleteIndex();
}

/** Pagefind's search data: the entry, metadata, word index chunks, page fragments and filters. */
const PAGEFIND_INDEX_FILE =
  /(^pagefind-entry\.json|\.pf_meta|\.pf_index|\.pf_fragment|\.pf_filter)$/;
/** The files of a bundle by what they hold, the search runtime included. */
const PAGEFIND_FILE_KINDS: Readonly<Record<string, RegExp>> = {
  'entry and metadata': /(^pagefind-entry\.json|\.pf_meta)$/,
  'word index chunks': /\.pf_index$/,
  'page fragments': /\.pf_fragment$/,
  filters: /\.pf_filter$/,
  'runtime (pagefind.js, wasm.en.pagefind)': /^(pagefind\.js|wasm\.en\.pagefind)$/,
};

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Sizes of a Pagefind file: uncompressed, and as it goes over the wire.
 * Pagefind writes its index files and WebAssembly gzipped already (served
 * as they are); JSON and JavaScript are counted gzipped at level 9.
 */
async function pagefindFileSize(file: string): Promise<{rawBytes: number; gzipBytes: number}> {
  const body = await readFile(file);
  const isGzip = body[0] === 0x1f && body[1] === 0x8b;
  return isGzip
    ? {rawBytes: gunzipSync(body).length, gzipBytes: body.length}
    : {rawBytes: body.length, gzipBytes: gzipBytes(body)};
}

async function pagefindSize(name: string, dir: string, include: RegExp): Promise<Size> {
  const files = (await filesUnder(dir)).filter((file) => include.test(path.basename(file)));
  const sizes = await Promise.all(files.map(pagefindFileSize));
  return {
    name,
    rawBytes: sizes.reduce((sum, size) => sum + size.rawBytes, 0),
    gzipBytes: sizes.reduce((sum, size) => sum + size.gzipBytes, 0),
  };
}

/**
 * A Pagefind instance over the bundle at `bundleUrl` (ending in `/`), ready
 * to search. `script` is a pagefind.js on disk; any bundle's will do,
 * instances are independent.
 */
async function createPagefindInstance(
  script: string,
  bundleUrl: string,
): Promise<PagefindInstance> {
  const runtime = (await import(pathToFileURL(script).href)) as PagefindRuntime;
  const instance = runtime.createInstance({basePath: bundleUrl});
  // Outside a browser (no Worker) `init` resolves before the entry, metadata
  // and WebAssembly are loaded; `filters` waits for them, polling every 50 ms
  // as Pagefind's own search does.
  await instance.init();
  await instance.filters();
  return instance;
}

/** Pagefind's ranked pages: its results in order, each page's URL read from its fragment. */
async function pagefindRoutes(instance: PagefindInstance, query: string): Promise<string[]> {
  const response = await instance.search(query);
  const top = (response?.results ?? []).slice(0, RESULT_DEPTH);
  const data = await Promise.all(top.map((result) => result.data()));
  return data.map(({url}) => decodeURIComponent(new URL(url, 'http://x').pathname));
}

async function measurePagefind(
  corpora: readonly Corpus[],
  largest: Corpus,
  server: IndexServer,
  scratchDir: string,
  queries: readonly RelevanceQuery[],
): Promise<EngineReport> {
  const api = await import('pagefind');
  const bundleDir = (input: PagefindInput, version: string) =>
    path.join(scratchDir, `pagefind-${input}`, version);
  const bundleUrl = (input: PagefindInput, version: string) =>
    `${server.origin}/pagefind-${input}/${version}/`;
  try {
    for (const input of ['html', 'records'] as const) {
      for (const corpus of corpora) {
        await buildPagefind(api, corpus.pages, input, bundleDir(input, corpus.version));
      }
    }
    // pagefind.js is an ES module: Node loads it from disk, the index files over HTTP.
    await writeFile(path.join(scratchDir, 'package.json'), '{"type": "module"}\n');
    const script = path.join(bundleDir('html', largest.version), 'pagefind.js');

    const cold = await measureCold(
      server,
      {
        engine: 'pagefind',
        urls: [bundleUrl('html', largest.version)],
        query: KEYSTROKE_QUERIES[0]!,
        script,
      },
      async (servedPath) =>
        (await pagefindFileSize(path.join(scratchDir, path.normalize(servedPath)))).gzipBytes,
    );
    const buildMs = await timeMedian(TIMING_RUNS, () =>
      buildPagefind(api, largest.pages, 'html', path.join(scratchDir, 'pagefind-timing')),
    );
    const loadMs = await timeMedian(TIMING_RUNS, async () => {
      const instance = await createPagefindInstance(script, bundleUrl('html', largest.version));
      await instance.destroy();
    });

    const instances = new Map<string, PagefindInstance>();
    const instanceFor = async (input: PagefindInput, version: string) => {
      const key = `${input}/${version}`;
      let instance = instances.get(key);
      if (!instance) {
        instance = await createPagefindInstance(script, bundleUrl(input, version));
        instances.set(key, instance);
      }
      return instance;
    };
    const largestInstance = await instanceFor('html', largest.version);
    const keystroke = await measureKeystrokes((typed) => pagefindRoutes(largestInstance, typed));
    const keystrokeSearchOnly = await measureKeystrokes((typed) => largestInstance.search(typed));

    const searchWith =
      (input: PagefindInput): RankedSearch =>
      async (query, version) =>
        pagefindRoutes(await instanceFor(input, version), query);
    const evaluation = await evaluate(searchWith('html'), queries);
    const records = await evaluate(searchWith('records'), queries);
    const sizes = await Promise.all(
      corpora.map((corpus) =>
        pagefindSize(corpus.version, bundleDir('html', corpus.version), PAGEFIND_INDEX_FILE),
      ),
    );
    const recordSizes = await Promise.all(
      corpora.map((corpus) =>
        pagefindSize(corpus.version, bundleDir('records', corpus.version), PAGEFIND_INDEX_FILE),
      ),
    );
    // Where the bytes of the largest bundle are: a query fetches the entry, the
    // metadata and the runtime, then only the chunks and fragments it needs.
    const largestParts = await Promise.all(
      Object.entries(PAGEFIND_FILE_KINDS).map(([kind, pattern]) =>
        pagefindSize(kind, bundleDir('html', largest.version), pattern),
      ),
    );
    await Promise.all([...instances.values()].map((instance) => instance.destroy()));
    return {
      engine: 'Pagefind',
      configuration:
        'pagefind 1.6.0 (Node API, Rust indexer), one bundle per version; each page added with ' +
        'addHTMLFile as HTML built from the same sections (h1 title, headings with anchors, ' +
        'text, code identifiers in <pre>); searched with pagefind.js (createInstance, ' +
        'default ranking) in Node over 127.0.0.1, the URL of each of the first 10 results ' +
        'read with data().',
      sizeCounted:
        'the search data of the version’s bundle: pagefind-entry.json, the .pf_meta, every ' +
        '.pf_index chunk, .pf_fragment and .pf_filter; raw = uncompressed, gzip = as ' +
        'served (Pagefind gzips its files itself; JSON gzip -9). Not counted: pagefind.js and ' +
        'the WebAssembly (the same for every version; in otherSizes) and the UI files.',
      timingNotes:
        'build: createIndex + addHTMLFile per page + writeFiles to disk (service already running); ' +
        'load: a new instance (createInstance + init + filters() until ready: entry and ' +
        'metadata over 127.0.0.1) on the runtime already loaded, whose WebAssembly is compiled ' +
        'once per page and shared; the cold query includes it. Keystroke: search + data() of ' +
        'the first 10 results, chunks and fragments fetched on demand in the first round.',
      evaluation,
      sizes,
      otherSizes: {
        'custom records (addCustomRecord) bundle': recordSizes,
        [`${largest.version} bundle by kind of file`]: largestParts,
      },
      timings: {
        version: largest.version,
        documents: largest.pages.length,
        buildMs,
        loadMs,
        ...cold,
        keystroke,
        keystrokeSearchOnly,
      },
      variants: [{name: 'custom records (addCustomRecord)', overall: records.overall}],
    };
  } finally {
    // The indexing service is a child process: stop it so the script can exit.
    await api.close();
  }
}

// ---------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(0));

function relevanceRow(m: Metrics | undefined) {
  if (!m) return {queries: 0};
  return {
    queries: m.queries,
    'success@1': percent(m.successAt1),
    'success@5': percent(m.successAt5),
    MRR: m.mrr.toFixed(3),
    'zero results': m.zeroResults,
  };
}

function printEngine(report: EngineReport): void {
  const {evaluation, sizes, timings} = report;
  const total = (key: 'rawBytes' | 'gzipBytes') => sizes.reduce((sum, size) => sum + size[key], 0);
  console.log(`\n${report.engine}: ${report.configuration}`);
  console.table([
    {
      version: 'overall',
      ...relevanceRow(evaluation.overall),
      'index raw (KB)': kb(total('rawBytes')),
      'index gzip (KB)': kb(total('gzipBytes')),
    },
    ...sizes.map((size) => ({
      version: size.name,
      ...relevanceRow(evaluation.byVersion[size.name]),
      'index raw (KB)': kb(size.rawBytes),
      'index gzip (KB)': kb(size.gzipBytes),
    })),
  ]);
  console.log(`  Index size: ${report.sizeCounted}`);
  const {keystroke} = timings;
  console.log(
    `  On ${timings.version} (${timings.documents} documents): build ${ms(timings.buildMs)} ms, ` +
      `load ${ms(timings.loadMs)} ms, cold first query ${ms(timings.coldFirstQueryMs)} ms ` +
      `(${kb(timings.coldDownloadBytes)} KB in ${timings.coldFetched.length} files fetched), ` +
      `keystroke p50 ${ms(keystroke.p50Ms)} ms, ` +
      `p95 ${ms(keystroke.p95Ms)} ms (${keystroke.samples} keystrokes).`,
  );
  if (timings.keystrokeSearchOnly) {
    const {p50Ms, p95Ms} = timings.keystrokeSearchOnly;
    console.log(`  Keystroke without data(): p50 ${ms(p50Ms)} ms, p95 ${ms(p95Ms)} ms.`);
  }
  console.log(`  Timings: ${report.timingNotes}`);
  for (const variant of report.variants) {
    const m = variant.overall;
    console.log(
      `  Variant ${variant.name}: success@1 ${percent(m.successAt1)}, success@5 ` +
        `${percent(m.successAt5)}, MRR ${m.mrr.toFixed(3)}, zero results ${m.zeroResults}.`,
    );
  }
}

function printSummary(reports: readonly EngineReport[]): void {
  console.log('\nSummary (relevance over all queries; size and timings on the largest version):');
  console.table(
    reports.map((report) => {
      const largestSize = report.sizes.find((size) => size.name === report.timings.version)!;
      return {
        engine: report.engine,
        'success@1': percent(report.evaluation.overall.successAt1),
        'success@5': percent(report.evaluation.overall.successAt5),
        MRR: report.evaluation.overall.mrr.toFixed(3),
        'zero results': report.evaluation.overall.zeroResults,
        'gzip (KB)': kb(largestSize.gzipBytes),
        'build (ms)': ms(report.timings.buildMs),
        'load (ms)': ms(report.timings.loadMs),
        'cold query (ms)': ms(report.timings.coldFirstQueryMs),
        'key p50 (ms)': ms(report.timings.keystroke.p50Ms),
        'key p95 (ms)': ms(report.timings.keystroke.p95Ms),
      };
    }),
  );
  console.log('success@1 by kind of query:');
  console.table(
    QUERY_KINDS.map((kind) => ({
      kind,
      queries: reports[0]!.evaluation.byKind[kind]?.queries ?? 0,
      ...Object.fromEntries(
        reports.map((report) => [
          report.engine,
          percent(report.evaluation.byKind[kind]?.successAt1 ?? 0),
        ]),
      ),
    })),
  );
}

function reportJson(reports: readonly EngineReport[], queries: number): unknown {
  return {
    queries,
    keystrokeQueries: KEYSTROKE_QUERIES,
    keystrokeRounds: KEYSTROKE_ROUNDS,
    runtime: {node: process.version, cpus: os.cpus().length},
    engines: reports.map(({evaluation, ...report}) => ({
      ...report,
      relevance: {
        overall: evaluation.overall,
        byVersion: evaluation.byVersion,
        byKind: evaluation.byKind,
        outcomes: evaluation.outcomes.map(({query, rank, pages}) => ({
          query: query.query,
          version: query.version,
          kind: query.kind,
          rank,
          top: pages.slice(0, 3),
        })),
      },
    })),
  };
}

async function main(): Promise<void> {
  const {manifest, shards} = await readShards(buildDir, SEARCH_INDEX_DIR);
  const corpora = corporaOf(manifest, shards);
  // The largest version by the size of what its reader downloads.
  const shardBytes = (corpus: Corpus) =>
    corpus.shardFiles.reduce((sum, {text}) => sum + Buffer.byteLength(text), 0);
  const largest = corpora.reduce((a, b) => (shardBytes(a) >= shardBytes(b) ? a : b));
  // A test build (DOCS_TEST_BUILD) has only some versions: their queries are measured alone.
  const versions = new Set(corpora.map((corpus) => corpus.version));
  const allQueries = readQueries();
  const queries = allQueries.filter((query) => versions.has(query.version));
  if (queries.length < allQueries.length) {
    const missing = docsVersions.map(({name}) => name).filter((name) => !versions.has(name));
    console.warn(
      `The build has no shard for ${missing.join(', ')}: ` +
        `${allQueries.length - queries.length} of ${allQueries.length} queries left out.`,
    );
  }
  const scratchDir = await mkdtemp(path.join(os.tmpdir(), 'search-engines-'));
  // A copy of the shards as read now: every engine, the embedded client
  // included, works on the same files even if the build is redone meanwhile.
  const snapshotDir = path.join(scratchDir, SNAPSHOT_DIR);
  await mkdir(path.join(snapshotDir, SEARCH_INDEX_DIR), {recursive: true});
  await writeFile(
    path.join(snapshotDir, SEARCH_INDEX_DIR, 'manifest.json'),
    JSON.stringify(manifest),
  );
  for (const [url, text] of shards) {
    await writeFile(path.join(snapshotDir, SEARCH_INDEX_DIR, path.basename(url)), text);
  }
  const server = await serveDirectory(scratchDir);
  try {
    const reports = [
      await measureMiniSearch(corpora, largest, server, snapshotDir, queries),
      await measureOrama(corpora, largest, server, scratchDir, queries),
      await measurePagefind(corpora, largest, server, scratchDir, queries),
    ];
    reports.forEach(printEngine);
    printSummary(reports);
    await mkdir(path.dirname(REPORT_FILE), {recursive: true});
    await writeFile(
      REPORT_FILE,
      `${JSON.stringify(reportJson(reports, queries.length), null, 2)}\n`,
    );
    console.log(`\nWritten to ${path.relative(process.cwd(), REPORT_FILE)}.`);
  } finally {
    server.close();
    await rm(scratchDir, {recursive: true, force: true});
  }
}

const coldArgument = process.argv.indexOf('--cold');
(coldArgument >= 0
  ? coldChild(JSON.parse(process.argv[coldArgument + 1]!) as ColdRequest).then((answer) =>
      console.log(JSON.stringify(answer)),
    )
  : main()
).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
