/**
 * Search quality of the built site: the relevance of the embedded engine on
 * the query set (test/search/queries.json) may not fall below the committed
 * baseline (test/search/baseline.json, written by `npm run search:eval --
 * --write-baseline`), and the index holds what the pages say: random
 * sentences, table cells and code identifiers of built pages find their page.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {load} from 'cheerio';
import {codeIdentifiers} from '../../plugins/search-index/records';
import {bindingOfPage} from '../../src/content/bindings';
import {limitQuery} from '../../src/search/constants';
import {normalizeRoute} from '../../src/site-map';
import {buildDir, htmlFileFor} from '../../tooling/build';
import {
  embeddedSearch,
  evaluate,
  HELD_OUT_FILE,
  placeOf,
  QUERY_KINDS,
  READER_KINDS,
  READER_TARGETS,
  readBaseline,
  readQueries,
  regressions,
  type RankedSearch,
} from '../../tooling/search-relevance';

let searchPromise: Promise<RankedSearch> | undefined;
const built = () => (searchPromise ??= embeddedSearch());
let evaluationPromise: ReturnType<typeof evaluate> | undefined;
const evaluated = async () => (evaluationPromise ??= evaluate(await built()));

describe('relevance on the query set', () => {
  test("the held-out questions are readers' questions from threads the other sets do not use", () => {
    const heldOut = readQueries([HELD_OUT_FILE]);
    assert.ok(heldOut.length >= 30, `${heldOut.length} held-out questions`);
    const used = new Set(readQueries().map((query) => query.source));
    const map = siteMap();
    for (const query of heldOut) {
      assert.ok(READER_KINDS.includes(query.kind), `${query.query}: kind ${query.kind}`);
      assert.ok(query.source?.startsWith('https://github.com/'), `${query.query}: no thread`);
      assert.ok(!used.has(query.source), `${query.query}: ${query.source} is in the tuned sets`);
      const place = placeOf(query);
      const routes = docPathsOf(map, place.version);
      assert.ok(query.from && routes.has(query.from), `${query.query}: no page ${query.from}`);
      assert.ok(query.expected.length >= 1 && query.expected.length <= 3, query.query);
      for (const expected of query.expected) {
        assert.ok(
          routes.has(expected),
          `${query.query}: ${expected} is not a page of ${place.version}`,
        );
      }
    }
  });

  test('the query set covers every version, binding and kind of query', () => {
    const queries = readQueries();
    assert.ok(queries.length >= 120, `${queries.length} queries`);
    const map = siteMap();
    const placed = queries.map((query) => ({query, place: placeOf(query)}));
    for (const version of map.versions) {
      assert.ok(
        placed.some(({place}) => place.version === version.name),
        `no query for ${version.name}`,
      );
    }
    for (const {query, place} of placed) {
      const routes = docPathsOf(map, place.version);
      if (query.from) assert.ok(routes.has(query.from), `${query.query}: no page ${query.from}`);
      assert.ok(query.expected.length >= 1 && query.expected.length <= 3, query.query);
      for (const expected of query.expected) {
        // A feature missing from the reader's version is answered in another version.
        const pages =
          query.kind === 'not-in-version'
            ? new Set(map.versions.flatMap((v) => v.docs.map((d) => d.path)))
            : routes;
        assert.ok(
          pages.has(expected) || expected.startsWith('/blog/'),
          `${query.query}: ${expected} is not a page of ${place.version}`,
        );
      }
    }
    for (const kind of QUERY_KINDS) {
      assert.ok(
        queries.some((q) => q.kind === kind),
        `no ${kind} query`,
      );
    }
    for (const binding of ['rust', 'go', 'c++']) {
      assert.ok(
        queries.some((q) => q.kind === 'binding' && q.query.toLowerCase().includes(binding)),
        `no query names ${binding}`,
      );
    }
    const readers = queries.filter((q) => READER_KINDS.includes(q.kind));
    assert.ok(readers.length >= 80, `${readers.length} queries from readers`);
    for (const query of readers) {
      assert.ok(
        query.source && query.from,
        `${query.query}: a reader query names its source and page`,
      );
    }
    for (const query of placed.filter(({query}) => query.kind === 'from-binding-page')) {
      assert.ok(
        bindingOfPage(query.place.route ?? ''),
        `${query.query.query}: ${query.query.from} has no binding`,
      );
    }
  });

  test('no kind of query falls below the committed baseline', async () => {
    const evaluation = await evaluated();
    assert.deepEqual(regressions(evaluation, readBaseline()), []);
    assert.equal(evaluation.overall.zeroResults, 0, 'every query finds something');
  });

  test("readers' questions and pasted messages meet their targets", async () => {
    const {byKind} = await evaluated();
    for (const kind of READER_KINDS) {
      const metrics = byKind[kind]!;
      assert.ok(
        metrics.successAt1 >= READER_TARGETS.successAt1,
        `${kind}: success@1 ${metrics.successAt1}`,
      );
      assert.ok(
        metrics.successAt5 >= READER_TARGETS.successAt5,
        `${kind}: success@5 ${metrics.successAt5}`,
      );
      assert.equal(metrics.zeroResults, READER_TARGETS.zeroResults, `${kind}: zero-result queries`);
    }
  });
});

/** A small seeded generator, so the sample is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface SiteMap {
  versions: {name: string; docs: {path: string}[]}[];
}

const siteMap = (): SiteMap => JSON.parse(readFileSync('data/site-map.json', 'utf8')) as SiteMap;
/** A version's doc paths as the site map writes them, as the query sets name pages. */
const docPathsOf = (map: SiteMap, version: string) =>
  new Set(map.versions.find((v) => v.name === version)!.docs.map((d) => d.path));

/** The page routes of a version. */
function routesOf(version: string): string[] {
  return [
    ...new Set(
      siteMap()
        .versions.find((v) => v.name === version)!
        .docs.map((d) => normalizeRoute(d.path)),
    ),
  ];
}

interface Sample {
  route: string;
  kind: 'sentence' | 'table cell' | 'admonition' | 'code identifier';
  text: string;
}

/** A query a reader could paste from the text: at most 64 characters, cut at a word. */
function asQuery(text: string): string {
  const cut = limitQuery(text.replace(/\s+/g, ' ').trim());
  return cut.length < text.length ? cut.replace(/\s+\S*$/, '') : cut;
}

function samplesOf(route: string, random: () => number): Sample[] {
  const $ = load(readFileSync(htmlFileFor(route), 'utf8'));
  const article = $('article .markdown').first();
  article.find('.katex-mathml, .hash-link').remove();
  const pick = <T>(items: readonly T[]): T | undefined =>
    items.length > 0 ? items[Math.floor(random() * items.length)] : undefined;
  /** One random text of at least `minWords` words among the elements `selector` finds. */
  const pickText = (selector: string, minWords: number, split = (text: string) => [text]) =>
    pick(
      article
        .find(selector)
        .map((_, element) => split($(element).text()))
        .get()
        .map((text: string) => text.trim())
        .filter((text: string) => text.split(/\s+/).length >= minWords && !/[∑αβ∈]/.test(text)),
    );
  const samples: Sample[] = [];
  const sentence = pickText('p', 6, (text) => text.split(/(?<=\.)\s+/));
  if (sentence) samples.push({route, kind: 'sentence', text: sentence});
  const cell = pickText('td', 4);
  if (cell) samples.push({route, kind: 'table cell', text: cell});
  const note = pickText('.theme-admonition p', 6);
  if (note) samples.push({route, kind: 'admonition', text: note});
  return samples;
}

/**
 * Identifiers that code blocks of a version declare and only a few pages
 * mention: such an identifier, searched as typed, must find its page.
 */
function rareIdentifiers(routes: readonly string[]): Sample[] {
  const pagesOf = new Map<string, Set<string>>();
  for (const route of routes) {
    const html = readFileSync(htmlFileFor(route), 'utf8');
    const $ = load(html);
    const text = $('article').text();
    for (const identifier of codeIdentifiers($('article pre').text())) {
      if (!/[_:]|[a-z][A-Z]/.test(identifier) || identifier.length < 8) continue;
      if (!pagesOf.has(identifier)) pagesOf.set(identifier, new Set());
    }
    for (const [identifier, pages] of pagesOf) if (text.includes(identifier)) pages.add(route);
  }
  return [...pagesOf]
    .filter(([, pages]) => pages.size === 1)
    .map(([identifier, pages]) => ({
      route: [...pages][0]!,
      kind: 'code identifier' as const,
      text: identifier,
    }));
}

/** Text as a reader compares it: case, punctuation and spacing aside. */
const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The article text of each page, in comparable form, to tell which pages hold a sample. */
function articleTexts(routes: readonly string[]): Map<string, string> {
  return new Map(
    routes.map((route) => {
      const $ = load(readFileSync(htmlFileFor(route), 'utf8'));
      $('.katex-mathml, .hash-link').remove();
      return [route, comparable($('article').text())];
    }),
  );
}

const SAMPLED_VERSIONS = ['4.0.0', '3.9.0', '3.8.0', '3.4.0', '2.8.0', '1.10.1'];
const PAGES_PER_VERSION = 6;
/** A pasted sentence or cell must bring its page within the first results. */
const FOUND_WITHIN = 5;
/**
 * Text that more pages hold than fit in the first results (a config row
 * every API page of a version repeats) must bring one of them within this.
 */
const SHARED_TEXT_PAGES = 3;
const SHARED_FOUND_WITHIN = 10;

describe('the index holds what the pages say', () => {
  test('random sentences, table cells, admonitions and code identifiers find their page', async () => {
    const search = await built();
    const random = seededRandom(20261126);
    const missed: string[] = [];
    let checked = 0;
    for (const version of SAMPLED_VERSIONS) {
      const routes = routesOf(version);
      const texts = articleTexts(routes);
      const chosen = [...routes].sort(() => random() - 0.5).slice(0, PAGES_PER_VERSION);
      const identifiers = rareIdentifiers(routes)
        .sort(() => random() - 0.5)
        .slice(0, 3);
      for (const sample of [
        ...chosen.flatMap((route) => samplesOf(route, random)),
        ...identifiers,
      ]) {
        const query = asQuery(sample.text);
        const pages = await search(query, {version, route: null});
        checked += 1;
        // Text that several pages share (a config row, a run command) may
        // find any of them.
        const holders = new Set(
          routes.filter((route) => texts.get(route)!.includes(comparable(query))),
        );
        holders.add(sample.route);
        const within = holders.size > SHARED_TEXT_PAGES ? SHARED_FOUND_WITHIN : FOUND_WITHIN;
        const rank = pages.findIndex((page) => holders.has(page)) + 1;
        if (rank === 0 || rank > within) {
          missed.push(
            `[${version}] ${sample.kind} of ${sample.route}: ${JSON.stringify(query)} ` +
              `(${rank === 0 ? 'not found' : `rank ${rank}`})`,
          );
        }
      }
    }
    assert.ok(checked >= SAMPLED_VERSIONS.length * PAGES_PER_VERSION, `${checked} samples`);
    assert.deepEqual(missed, []);
  });

  test('the shards exist for every version', () => {
    const files = readdirSync(path.join(buildDir, 'search-index'));
    for (const version of SAMPLED_VERSIONS) {
      assert.ok(
        files.some((file) => file.startsWith(`${version}.`)),
        `no shard for ${version}`,
      );
    }
  });
});
