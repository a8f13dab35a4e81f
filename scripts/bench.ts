/**
 * Performance figures of the site (`npm run bench`). Not a test: it measures
 * and reports, and writes reports/bench.json (git-ignored).
 *
 * - production build: wall time and peak resident memory of the build
 * - first-load JavaScript and CSS per page type, gzip-compressed
 * - search: shard sizes, query times, time to first results, engine
 *   comparison (scripts/bench-search.ts)
 *
 * Pass --no-build to measure an existing build/ without rebuilding.
 */
import {spawn} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {load} from 'cheerio';
import {buildDir, htmlFileFor} from '../test/support/build';
import {measureSearch, printSearchBench} from './bench-search';

const siteDir = path.resolve(__dirname, '..');

/** One representative page per page type. */
const PAGE_TYPES: Record<string, string> = {
  'home (4.0.0 overview)': '/',
  'getting started guide': '/setup',
  'API landing page': '/apioverview',
  'older version root': '/3.8.0',
  'blog post list': '/blog',
  'versions page': '/versions',
};

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

async function measureBuild(): Promise<{seconds: number; peakRssMb: number}> {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [require.resolve('@docusaurus/core/bin/docusaurus.mjs'), 'build'],
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

function gzipKb(assetPath: string): number {
  const file = path.join(buildDir, assetPath.replace(/^\//, ''));
  return gzipSync(readFileSync(file), {level: 9}).length / 1024;
}

/** Scripts and stylesheets the page loads before it is interactive. */
function firstLoadAssets(route: string): {jsKb: number; cssKb: number} {
  const $ = load(readFileSync(htmlFileFor(route), 'utf8'));
  const local = (url: string | undefined) => (url && url.startsWith('/') ? [url] : []);
  const scripts = $('script[src]')
    .map((_, el) => local($(el).attr('src')))
    .get();
  const styles = $('link[rel="stylesheet"]')
    .map((_, el) => local($(el).attr('href')))
    .get();
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipKb(file), 0);
  return {jsKb: sum(scripts), cssKb: sum(styles)};
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

  const pages = Object.entries(PAGE_TYPES).map(([type, route]) => ({
    type,
    route,
    ...firstLoadAssets(route),
  }));
  report.firstLoad = pages;
  console.log('\nFirst-load assets (gzip):');
  console.table(
    pages.map((p) => ({
      'page type': p.type,
      route: p.route,
      'JS (KB)': p.jsKb.toFixed(1),
      'CSS (KB)': p.cssKb.toFixed(1),
    })),
  );

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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
