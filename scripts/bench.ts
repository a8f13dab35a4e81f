/**
 * Performance figures of the site (`npm run bench`). Not a test: it measures
 * and reports, and writes reports/bench.json (git-ignored).
 *
 * - production build: wall time and peak resident memory of the build
 * - first-load JavaScript and CSS per page type (config/budgets.ts), gzip,
 *   as loaded by Chromium until the page has hydrated
 * - Lighthouse (mobile) scores, LCP, TBT and CLS of four pages (median of
 *   three runs), served by Debian's nginx with the production configuration
 *   (deploy/nginx)
 * - search: shard sizes, query times, time to first results, engine
 *   comparison (scripts/bench-search.ts)
 * - the framework baseline (bench/framework-baseline): the same first-load
 *   and Lighthouse figures for the smallest site Docusaurus makes on the same
 *   Docusaurus and React; the floor under the site's figures
 *
 * Pass --no-build to measure an existing build/ without rebuilding.
 */
import {spawn} from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {
  BASELINE_PAGE_FOR,
  BASELINE_PAGES,
  FIRST_LOAD_JS_CEILING_KB,
  FIRST_LOAD_JS_OVER_BASELINE_KB,
  FIRST_LOAD_JS_TARGET_KB,
  LIGHTHOUSE_PAGES,
  LOAD_SCENARIOS,
  LOAD_TARGETS,
  lighthouseTargetsFor,
  PAGE_TYPES,
  type PageType,
} from '../config/budgets';
import {buildDir} from '../tooling/build';
import {CHROMIUM_ARGS, ensureChromium} from '../tooling/chromium';
import {type FirstLoad, measureFirstLoad} from '../tooling/first-load';
import {startNginx} from '../tooling/nginx';
import {describeLoad, type LoadResult, runScenario} from '../tooling/load';
import {measureSearch, printSearchBench} from './bench-search';

const siteDir = path.resolve(__dirname, '..');

/** The smallest site of the same stack (its pages: BASELINE_PAGES). */
const BASELINE_SITE_DIR = path.join(siteDir, 'bench', 'framework-baseline');

/** Peak RSS of a process tree, sampled from /proc (Linux only). */
function treeRssKb(rootPid: number): number {
  let total = 0;
  const visit = (pid: number) => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
    } catch {
      // The process ended between two reads.
    }
  };
  visit(rootPid);
  return total;
}

async function measureBuild(args: string[] = []): Promise<{seconds: number; peakRssMb: number}> {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [require.resolve('@docusaurus/core/bin/docusaurus.mjs'), 'build', ...args],
    {
      cwd: siteDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  let peakKb = 0;
  const sampler = setInterval(() => {
    peakKb = Math.max(peakKb, treeRssKb(child.pid!));
  }, 200);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) {
    throw new Error(`docusaurus build exited with ${code}`);
  }
  return {seconds: (Date.now() - started) / 1000, peakRssMb: Math.round(peakKb / 1024)};
}

/**
 * Lighthouse runs per page. One run's TBT varies by a factor of two on this
 * machine; Lighthouse's own guidance is to report the median of several runs.
 */
const LIGHTHOUSE_RUNS = 3;
/** Failed runs in a row tolerated for one page before the bench gives up. */
const LIGHTHOUSE_RETRIES = 3;

/**
 * Lighthouse, mobile preset (the default): category scores and the three Web
 * Vitals of the median run (Lighthouse's `computeMedianRun`, by FCP and TTI).
 * The runs are interleaved (every page once, then again), so a slow spell of
 * this shared machine weighs on all pages alike, the baseline's included.
 */
async function measureLighthouse(
  chromiumPath: string,
  pages: ReadonlyArray<{type: string; url: string}>,
): Promise<LighthouseResult[]> {
  // ES modules.
  const {default: lighthouse} = await import('lighthouse');
  const {computeMedianRun} = await import('lighthouse/core/lib/median-run.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  type Run = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
  const runs = new Map<string, Run[]>(pages.map(({url}) => [url, []]));
  try {
    for (let round = 0; round < LIGHTHOUSE_RUNS; round++) {
      for (const {url} of pages) {
        // A run now and then fails to see the navigation start on this machine
        // (NO_NAVSTART, no FCP); it is run again rather than ending the bench.
        for (let attempt = 0; ; attempt++) {
          if (attempt > LIGHTHOUSE_RETRIES) {
            throw new Error(`Lighthouse failed on ${url} ${attempt} times in a row`);
          }
          const run = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
          const fcp = run.lhr.audits['first-contentful-paint']?.numericValue;
          if (run.lhr.runtimeError || fcp === undefined) {
            console.warn(`Lighthouse run on ${url} failed (${run.lhr.runtimeError?.code}); again.`);
            continue;
          }
          runs.get(url)!.push(run.lhr);
          break;
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return pages.map(({type, url}) => {
    // The declaration types its argument with Lighthouse's global LH namespace.
    const {categories, audits} = computeMedianRun(runs.get(url) as never) as Run;
    const score = (id: string) => categories[id]?.score ?? 0;
    const failing = Object.values(categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category.id}: ${ref.id}`),
    );
    const {pathname, search} = new URL(url);
    return {
      type,
      route: pathname + search,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      failing: failing.filter((item) => !item.startsWith('performance:')),
    };
  });
}

interface LighthouseResult {
  type: string;
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Weighted audits below full score, outside performance. */
  failing: string[];
}

const mark = (ok: boolean) => (ok ? 'ok' : 'MISS');

/** First-load assets of each page, in one browser, served from `origin` out of `dir`. */
async function measureFirstLoads(
  chromiumPath: string,
  origin: string,
  dir: string,
  pages: ReadonlyArray<readonly [type: string, route: string]>,
): Promise<Array<FirstLoad & {type: string}>> {
  const browser = await chromium.launch({executablePath: chromiumPath, args: CHROMIUM_ARGS});
  try {
    const results = [];
    for (const [type, route] of pages) {
      results.push({type, ...(await measureFirstLoad(browser, origin, dir, route))});
    }
    return results;
  } finally {
    await browser.close();
  }
}

function printFirstLoad(
  pages: Array<FirstLoad & {type: string}>,
  ceilings?: Record<string, number>,
): void {
  console.table(
    pages.map((p) => ({
      page: p.type,
      route: p.route,
      'JS (KB)': p.jsKb.toFixed(1),
      'CSS (KB)': p.cssKb.toFixed(1),
      target: mark(p.jsKb <= FIRST_LOAD_JS_TARGET_KB),
      ...(ceilings && {ceiling: `${ceilings[p.type]} ${mark(p.jsKb <= ceilings[p.type]!)}`}),
    })),
  );
}

function printLighthouse(results: LighthouseResult[]): void {
  console.table(
    results.map((r) => {
      const t = lighthouseTargetsFor(r.type);
      return {
        page: r.type,
        perf: `${Math.round(r.performance * 100)} ${mark(r.performance >= t.performance)}`,
        a11y: `${Math.round(r.accessibility * 100)} ${mark(r.accessibility >= t.accessibility)}`,
        'best pr.': `${Math.round(r.bestPractices * 100)} ${mark(r.bestPractices >= t['best-practices'])}`,
        seo: `${Math.round(r.seo * 100)} ${mark(r.seo >= t.seo)}`,
        'LCP (ms)': `${Math.round(r.lcpMs)} ${mark(r.lcpMs <= t.lcpMs)}`,
        'TBT (ms)': `${Math.round(r.tbtMs)} ${mark(r.tbtMs <= t.tbtMs)}`,
        CLS: `${r.cls.toFixed(3)} ${mark(r.cls <= t.cls)}`,
      };
    }),
  );
  for (const r of results) {
    if (r.failing.length) console.log(`  ${r.type}: ${r.failing.join(', ')}`);
  }
}

/**
 * The site against the framework baseline, page type by page type: first-load
 * JavaScript over the baseline page's (FIRST_LOAD_JS_OVER_BASELINE_KB), and
 * TBT no worse than the baseline page's, in the same interleaved runs.
 */
function printAgainstBaseline(
  site: {firstLoad: Array<FirstLoad & {type: string}>; lighthouse: LighthouseResult[]},
  baseline: {firstLoad: Array<FirstLoad & {type: string}>; lighthouse: LighthouseResult[]},
): void {
  const of = <T extends {type: string}>(list: T[], type: string) =>
    list.find((item) => item.type === type);
  console.log(
    `\nAgainst the framework baseline (first-load JS at most +${FIRST_LOAD_JS_OVER_BASELINE_KB} KB, TBT at most the baseline page's):`,
  );
  console.table(
    (Object.keys(PAGE_TYPES) as PageType[]).map((type) => {
      const baselineType = BASELINE_PAGE_FOR[type];
      const over = of(site.firstLoad, type)!.jsKb - of(baseline.firstLoad, baselineType)!.jsKb;
      const tbt = of(site.lighthouse, type)?.tbtMs;
      const baselineTbt = of(baseline.lighthouse, baselineType)!.tbtMs;
      return {
        page: type,
        against: baselineType,
        'JS over (KB)': `${over.toFixed(1)} ${mark(over <= FIRST_LOAD_JS_OVER_BASELINE_KB)}`,
        'TBT (ms)':
          tbt === undefined
            ? '—'
            : `${Math.round(tbt)} / ${Math.round(baselineTbt)} ${mark(tbt <= baselineTbt)}`,
      };
    }),
  );
}

async function main(): Promise<void> {
  const report: Record<string, unknown> = {date: new Date().toISOString()};
  if (!process.argv.includes('--no-build')) {
    const build = await measureBuild();
    report.build = build;
    console.log(
      `Production build: ${build.seconds.toFixed(1)} s, peak memory ${build.peakRssMb} MB`,
    );
  } else if (!existsSync(buildDir)) {
    throw new Error('No build/ to measure: drop --no-build.');
  }

  const chromiumPath = ensureChromium();
  // The baseline is built into a temporary directory and served beside the
  // site, so both are measured in the same runs.
  const baselineDir = mkdtempSync(path.join(tmpdir(), 'framework-baseline-'));
  try {
    const baselineBuild = await measureBuild([BASELINE_SITE_DIR, '--out-dir', baselineDir]);
    const nginx = await startNginx();
    const baselineNginx = await startNginx(baselineDir);
    try {
      const firstLoad = await measureFirstLoads(
        chromiumPath,
        nginx.origin,
        buildDir,
        Object.entries(PAGE_TYPES),
      );
      const baselineFirstLoad = await measureFirstLoads(
        chromiumPath,
        baselineNginx.origin,
        baselineDir,
        Object.entries(BASELINE_PAGES),
      );
      const all = await measureLighthouse(chromiumPath, [
        ...LIGHTHOUSE_PAGES.map((type) => ({
          type,
          url: new URL(PAGE_TYPES[type], nginx.origin).href,
        })),
        ...Object.entries(BASELINE_PAGES).map(([type, route]) => ({
          type,
          url: new URL(route, baselineNginx.origin).href,
        })),
      ]);
      const isBaseline = (r: LighthouseResult) => r.type in BASELINE_PAGES;
      const site = {firstLoad, lighthouse: all.filter((r) => !isBaseline(r))};
      const baseline = {firstLoad: baselineFirstLoad, lighthouse: all.filter(isBaseline)};
      Object.assign(report, site);
      report.baseline = {build: baselineBuild, ...baseline};

      console.log(`\nFirst-load assets, gzip (target: JS <= ${FIRST_LOAD_JS_TARGET_KB} KB):`);
      printFirstLoad(firstLoad, FIRST_LOAD_JS_CEILING_KB);
      console.log('\nLighthouse, mobile, served by nginx with the production configuration:');
      printLighthouse(site.lighthouse);
      console.log(
        '\nFramework baseline (bench/framework-baseline: preset-classic, two docs, same stack):',
      );
      printFirstLoad(baselineFirstLoad);
      printLighthouse(baseline.lighthouse);
      printAgainstBaseline(site, baseline);
    } finally {
      await nginx.stop();
      await baselineNginx.stop();
    }
  } finally {
    rmSync(baselineDir, {recursive: true, force: true});
  }

  report.load = await measureLoad();

  const search = await measureSearch(buildDir);
  report.search = search;
  printSearchBench(search);

  mkdirSync(path.join(siteDir, 'reports'), {recursive: true});
  writeFileSync(
    path.join(siteDir, 'reports', 'bench.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  console.log('Report written to reports/bench.json');
}

/**
 * wrk on nginx (config/budgets.ts, LOAD_SCENARIOS): the build as it is, with
 * its precompressed copies, and a copy of it without them, where nginx
 * compresses each answer on the fly (the figures before precompression).
 */
async function measureLoad(): Promise<Record<string, unknown>> {
  const withoutCopies = mkdtempSync(path.join(tmpdir(), 'build-no-precompressed-'));
  cpSync(buildDir, withoutCopies, {
    recursive: true,
    filter: (source) => !/\.(br|gz)$/.test(source),
  });
  const results: Record<string, unknown>[] = [];
  try {
    for (const [variant, root] of [
      ['precompressed', buildDir],
      ['on the fly', withoutCopies],
    ] as const) {
      const nginx = await startNginx(root);
      try {
        for (const scenario of LOAD_SCENARIOS) {
          const result = runScenario(scenario, nginx.origin);
          results.push({variant, scenario: scenario.name, ...result});
        }
      } finally {
        await nginx.stop();
      }
    }
  } finally {
    rmSync(withoutCopies, {recursive: true, force: true});
  }
  console.log(
    `\nLoad, nginx on loopback, wrk with ${LOAD_TARGETS.connections} connections for ` +
      `${LOAD_TARGETS.seconds} s (target: >= ${LOAD_TARGETS.minRequestsPerSecond} req/s, ` +
      `p99 <= ${LOAD_TARGETS.maxP99Ms} ms, no error, with the precompressed copies):`,
  );
  for (const row of results) {
    const r = row as unknown as LoadResult & {variant: string; scenario: string};
    const meets =
      r.requestsPerSecond >= LOAD_TARGETS.minRequestsPerSecond &&
      r.p99Ms <= LOAD_TARGETS.maxP99Ms &&
      r.socketErrors === 0 &&
      r.non2xx === 0;
    const mark = r.variant === 'precompressed' ? (meets ? '  ok  ' : '  MISS') : '      ';
    console.log(`${mark} ${describeLoad(`${r.scenario} (${r.variant})`, r)}`);
  }
  return {targets: LOAD_TARGETS, results};
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
