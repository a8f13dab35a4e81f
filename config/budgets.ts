/**
 * Performance budgets and the pages they are measured on: one place for the
 * benchmark (`npm run bench`), the first-load check of the site tests
 * (test/site/budgets.test.ts) and the README figures.
 */

/** One representative route per page type. */
export const PAGE_TYPES = {
  home: '/',
  guide: '/setup',
  'API page (4.0.0, C++)': '/api/cpp/msm',
  'API page (3.8.0, Go)': '/3.8.0/icicle/golang-bindings/msm',
  'search page': '/search',
  'search results page': '/search?q=ntt',
  'blog post': '/blog/2025/07/10/ntt-cosets-montgomery',
  'versions page': '/versions',
} as const satisfies Record<string, string>;

export type PageType = keyof typeof PAGE_TYPES;

/** The pages Lighthouse scores in the benchmark. */
export const LIGHTHOUSE_PAGES: readonly PageType[] = [
  'home',
  'API page (4.0.0, C++)',
  'API page (3.8.0, Go)',
  'search page',
  'search results page',
];

/** The pages of the framework baseline (bench/framework-baseline) the bench measures. */
export const BASELINE_PAGES = {'baseline home': '/', 'baseline doc page': '/docs/intro'} as const;

export type BaselinePage = keyof typeof BASELINE_PAGES;

/**
 * The baseline page each page type is held against: pages rendered from
 * Markdown with a sidebar (docs, blog) against its doc page, React pages
 * against its home page.
 */
export const BASELINE_PAGE_FOR: Record<PageType, BaselinePage> = {
  home: 'baseline doc page',
  guide: 'baseline doc page',
  'API page (4.0.0, C++)': 'baseline doc page',
  'API page (3.8.0, Go)': 'baseline doc page',
  'search page': 'baseline home',
  'search results page': 'baseline home',
  'blog post': 'baseline doc page',
  'versions page': 'baseline home',
};

/**
 * The budget relative to the stack's floor: a page type's first-load
 * JavaScript may exceed its baseline page's by at most this much (gzip).
 */
export const FIRST_LOAD_JS_OVER_BASELINE_KB = 40;

/** The goal for every page type: first-load JavaScript, gzip. */
export const FIRST_LOAD_JS_TARGET_KB = 100;

/**
 * What the CI check enforces today, per page type: the figure measured on
 * the test build (README, Performance) plus up to 1.5 KB, and never more
 * than the framework baseline's page plus FIRST_LOAD_JS_OVER_BASELINE_KB
 * (148 KB home, 165 KB doc page, measured by `npm run bench`). The 100 KB
 * target is below that baseline, out of reach on this stack. The ceilings
 * stop any growth and are lowered whenever a figure drops.
 */
export const FIRST_LOAD_JS_CEILING_KB: Record<PageType, number> = {
  home: 200,
  guide: 203,
  'API page (4.0.0, C++)': 204.9,
  'API page (3.8.0, Go)': 203,
  'search page': 172,
  'search results page': 182,
  'blog post': 200,
  'versions page': 169,
};

/** Lighthouse (mobile) goals: category scores from 0 to 1, metrics in ms or unitless. */
export const LIGHTHOUSE_TARGETS = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.05,
} as const;

export type LighthouseTargets = {-readonly [K in keyof typeof LIGHTHOUSE_TARGETS]: number};

/**
 * Page types with goals of their own. The search results page loads and
 * searches a version's index on arrival (in a worker): its budget is the one
 * the search work was given (TBT 200 ms, CLS 0.02).
 */
const LIGHTHOUSE_PAGE_TARGETS: Partial<Record<PageType, Partial<LighthouseTargets>>> = {
  'search results page': {tbtMs: 200, cls: 0.02},
};

export function lighthouseTargetsFor(type: string): LighthouseTargets {
  return {...LIGHTHOUSE_TARGETS, ...LIGHTHOUSE_PAGE_TARGETS[type as PageType]};
}

/**
 * Load on the production nginx configuration (deploy/nginx), loopback, with
 * the build's precompressed copies: an API page and a search shard, each in
 * brotli and in gzip. The load test runs these and requires no error; the
 * benchmark compares its figures with the targets.
 */
export const LOAD_SCENARIOS = [
  {name: 'API page, brotli', target: 'api page', acceptEncoding: 'br'},
  {name: 'API page, gzip', target: 'api page', acceptEncoding: 'gzip'},
  {name: 'search shard, brotli', target: 'search shard', acceptEncoding: 'br'},
  {name: 'search shard, gzip', target: 'search shard', acceptEncoding: 'gzip'},
] as const;

export const LOAD_API_PAGE = PAGE_TYPES['API page (4.0.0, C++)'];

export const LOAD_TARGETS = {
  connections: 8,
  seconds: 10,
  minRequestsPerSecond: 4000,
  maxP99Ms: 20,
} as const;
