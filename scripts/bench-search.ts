/**
 * Search figures for `npm run bench`, measured on the built index:
 *
 * - shard size per docs version, raw and gzip;
 * - per-keystroke query time (p50/p95) of the embedded client on the largest
 *   shard, typing real queries one letter at a time;
 * - in Chromium, cold cache: time from the Ctrl+K press to the open modal
 *   (DocSearch's modal code), and from the open modal to the first results
 *   shown, the shard download and indexing included (they start at the press);
 * - the time to load the prebuilt index of the largest shard (what the search
 *   worker does before the first query) and to build it from the pages, and
 *   the relevance figures of the query set.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {gzipSync} from 'node:zlib';
import finalhandler from 'finalhandler';
import {chromium} from 'playwright-core';
import serveStatic from 'serve-static';
import {SEARCH_INDEX_DIR} from '../config/search';
import {readShards, type ShardManifest} from '../plugins/search-index';
import {createEmbeddedSearchClient} from '../src/search/client';
import {buildShardIndex, ShardIndex} from '../src/search/engine';
import type {SearchShard} from '../src/search/records';
import {CHROMIUM_ARGS, ensureChromium} from '../tooling/chromium';
import {waitForHydration} from '../tooling/hydration';
import {embeddedSearch, evaluate, type Metrics} from '../tooling/search-relevance';

/** Queries typed letter by letter: API names, concepts, a typo, a binding, an error message. */
export const KEYSTROKE_QUERIES = [
  'msm',
  'ntt domain',
  'merkle tree',
  'poseidon2',
  'icicle_load_backend',
  'sumchek',
  'rust sumcheck proof',
  'Device API not found for type: CUDA',
];

export interface SearchBench {
  shards: {name: string; pages: number; records: number; rawKb: number; gzipKb: number}[];
  keystroke: {shard: string; samples: number; p50Ms: number; p95Ms: number};
  /** Shortcut press to modal ready, and modal ready to first results shown. */
  firstResults: {route: string; openMs: number; resultsMs: number}[];
  /** Loading and building the index of the largest shard: the first time (cold) and the best of five. */
  index: {
    shard: string;
    load: {coldMs: number; warmMs: number};
    build: {coldMs: number; warmMs: number};
  };
  relevance: Metrics;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function prefixes(query: string): string[] {
  return Array.from({length: query.length}, (_, i) => query.slice(0, i + 1));
}

async function measureKeystrokes(
  manifest: ShardManifest,
  shards: Map<string, string>,
  largest: ShardManifest['shards'][number],
): Promise<SearchBench['keystroke']> {
  const client = createEmbeddedSearchClient({
    manifestUrl: '/manifest.json',
    fetch: (async (url: string) =>
      new Response(
        url === '/manifest.json' ? JSON.stringify(manifest) : shards.get(url)!,
      )) as typeof fetch,
  });
  const facetFilters = [['language:en'], [`docusaurus_tag:${largest.tags[0]}`]];
  const run = (query: string) =>
    client.search({requests: [{indexName: 'bench', query, params: {facetFilters}}]});
  await run('warm up'); // Loads and indexes the shard once.
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const query of KEYSTROKE_QUERIES) {
      for (const typed of prefixes(query)) {
        const started = performance.now();
        await run(typed);
        times.push(performance.now() - started);
      }
    }
  }
  times.sort((a, b) => a - b);
  return {
    shard: largest.name,
    samples: times.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
  };
}

function medianOfRuns(runs: number, measure: () => void): {coldMs: number; warmMs: number} {
  const times = Array.from({length: runs}, () => {
    const started = performance.now();
    measure();
    return performance.now() - started;
  });
  return {coldMs: times[0]!, warmMs: Math.min(...times.slice(1))};
}

/** Loading the shard's prebuilt index (what the worker does) and building it from the pages. */
function measureIndex(shard: SearchShard): SearchBench['index'] {
  return {
    shard: shard.name,
    load: medianOfRuns(6, () => new ShardIndex(shard)),
    build: medianOfRuns(6, () => buildShardIndex({...shard, index: undefined})),
  };
}

async function measureFirstResults(
  buildDir: string,
  routes: readonly string[],
): Promise<SearchBench['firstResults']> {
  const serve = serveStatic(buildDir, {extensions: ['html']});
  const server = http.createServer((req, res) => serve(req, res, finalhandler(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({executablePath: ensureChromium(), args: CHROMIUM_ARGS});
  const results: SearchBench['firstResults'] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${origin}${route}`);
      await waitForHydration(page);
      const input = page.locator('.DocSearch-Input');
      // The shortcut listener is attached by an effect just after hydration.
      await page.waitForTimeout(500);
      // The shards start loading at the shortcut press, the modal code too.
      const pressed = Date.now();
      await page.keyboard.press('Control+k');
      await input.waitFor();
      const opened = Date.now();
      await page.keyboard.insertText('msm');
      await page.locator('.DocSearch-Hit').first().waitFor();
      results.push({route, openMs: opened - pressed, resultsMs: Date.now() - opened});
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return results;
}

export async function measureSearch(
  buildDir: string,
  firstResultRoutes: readonly string[] = ['/api/cpp/msm', '/3.8.0/icicle/primitives/msm'],
): Promise<SearchBench> {
  const {manifest, shards} = await readShards(buildDir, SEARCH_INDEX_DIR);
  const sizes = manifest.shards.map((entry) => {
    const body = shards.get(entry.url)!;
    return {
      name: entry.name,
      pages: entry.pages,
      records: entry.records,
      rawKb: Buffer.byteLength(body) / 1024,
      gzipKb: gzipSync(body, {level: 9}).length / 1024,
    };
  });
  const largest = manifest.shards.reduce((a, b) =>
    Buffer.byteLength(shards.get(a.url)!) >= Buffer.byteLength(shards.get(b.url)!) ? a : b,
  );
  return {
    shards: sizes,
    // Before the keystrokes, so the index is measured cold.
    index: measureIndex(JSON.parse(shards.get(largest.url)!) as SearchShard),
    keystroke: await measureKeystrokes(manifest, shards, largest),
    firstResults: await measureFirstResults(buildDir, firstResultRoutes),
    relevance: (await evaluate(await embeddedSearch(buildDir))).overall,
  };
}

export function printSearchBench(bench: SearchBench): void {
  console.log('\nSearch index shards (pages and their prebuilt index):');
  console.table(
    bench.shards.map((s) => ({
      shard: s.name,
      pages: s.pages,
      records: s.records,
      'raw (KB)': s.rawKb.toFixed(1),
      'gzip (KB)': s.gzipKb.toFixed(1),
    })),
  );
  const {keystroke} = bench;
  console.log(
    `Per-keystroke query on ${keystroke.shard} (${keystroke.samples} keystrokes, target p95 ≤ 30 ms): ` +
      `p50 ${keystroke.p50Ms.toFixed(2)} ms, p95 ${keystroke.p95Ms.toFixed(2)} ms`,
  );
  console.log(
    'Ctrl+K to modal open, and modal open to first results with the shard load (target ≤ 300 ms):',
  );
  for (const {route, openMs, resultsMs} of bench.firstResults) {
    console.log(`  ${route}: open ${openMs} ms, first results ${resultsMs} ms`);
  }
  const {index, relevance} = bench;
  console.log(
    `Index of ${index.shard} (in the search worker, off the page's main thread): loaded in ` +
      `${index.load.coldMs.toFixed(0)} ms cold, ${index.load.warmMs.toFixed(0)} ms warm; built ` +
      `from the pages in ${index.build.coldMs.toFixed(0)} ms cold, ${index.build.warmMs.toFixed(0)} ms warm`,
  );
  console.log(
    `Relevance (npm run search:eval, ${relevance.queries} queries): ` +
      `success@1 ${(relevance.successAt1 * 100).toFixed(1)}%, ` +
      `success@5 ${(relevance.successAt5 * 100).toFixed(1)}%, MRR ${relevance.mrr.toFixed(3)}, ` +
      `${relevance.zeroResults} zero-result queries`,
  );
}
