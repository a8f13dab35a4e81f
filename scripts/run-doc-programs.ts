/**
 * Runs the C++ programs of a docs version as a reader would: every complete program (a code block
 * with `main`) is built as its page instructs, against a CPU build of ICICLE at the version's tag,
 * run with a timeout, and its output compared with what the page states. Prints a summary, the
 * reason of each failure, and records the results in data/program-runs/<version>.json.
 *
 *   npm run programs:run -- --version 3.1.0 --icicle-build <prefix> --icicle-source <checkout>
 *   npm run programs:run -- --version 2.8.0        (CUDA-only versions: records needs-gpu, builds nothing)
 *
 * Options: --page <path inside the version> (repeatable) runs some pages only; --keep keeps the
 * build folders; --dry-run prints without writing records; --hardware-threads <n> makes the
 * programs see n hardware threads (thread-count.ts). See maintainers/programs.md.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {evaluateProgram, type Evaluation} from './programs/evaluate';
import {checkIcicleBuild} from './programs/icicle-build';
import {readVersionCode} from './programs/page-programs';
import {mergeRecords, readRecords, writeRecords, type VersionRecords} from './programs/records';
import {settings} from './programs/settings';

const siteDir = path.resolve(__dirname, '..');

function summary(version: string, evaluations: Evaluation[], fragments: number): string {
  const count = (test: (e: Evaluation) => boolean) => evaluations.filter(test).length;
  const stating = count((e) => e.statesOutput);
  return [
    `${version}: ${evaluations.length} programs, ${fragments} fragments (counted, not run)`,
    `  built as instructed: ${count((e) => e.built)}`,
    `  ran (exit status 0): ${count((e) => e.ran)}`,
    `  stopped for want of a GPU: ${count((e) => e.stoppedForGpu)}`,
    `  output matches: ${count((e) => e.outputMatches)} of ${stating} that state an output`,
    `  passed: ${count((e) => e.record.status === 'passed')}, needs-gpu: ${count((e) => e.record.status === 'needs-gpu')}, failed: ${count((e) => e.record.status === 'failed')}`,
  ].join('\n');
}

function main(): number {
  const {values} = parseArgs({
    options: {
      version: {type: 'string'},
      'icicle-build': {type: 'string'},
      'icicle-source': {type: 'string'},
      page: {type: 'string', multiple: true},
      keep: {type: 'boolean', default: false},
      'hardware-threads': {type: 'string'},
      'dry-run': {type: 'boolean', default: false},
    },
  });
  const version = values.version;
  if (!version) {
    console.error(
      'usage: run-doc-programs --version <x.y.z> --icicle-build <prefix> --icicle-source <checkout>',
    );
    return 2;
  }
  const tag = `v${version}`;
  const date = new Date().toISOString().slice(0, 10);
  const allPages = readVersionCode(siteDir, version);
  const pages = values.page?.length
    ? allPages.filter((page) => values.page!.includes(page.page))
    : allPages;
  const programs = pages.flatMap((page) => page.programs.map((program) => ({page, program})));
  const fragments = pages.reduce((sum, page) => sum + page.fragments, 0);
  const evaluations: Evaluation[] = [];

  const gpuOnly = settings.gpuOnlyVersions[version];
  if (gpuOnly) {
    for (const {program} of programs) {
      const record = {
        page: program.page,
        line: program.block.line,
        hash: program.hash,
        status: 'needs-gpu' as const,
        reason: gpuOnly,
        build: '',
        tag,
        date,
      };
      evaluations.push({
        record,
        built: false,
        ran: false,
        stoppedForGpu: true,
        statesOutput: false,
        outputMatches: false,
      });
    }
  } else {
    const threads = values['hardware-threads'];
    const hardwareThreads = threads ? Number.parseInt(threads, 10) : undefined;
    if (hardwareThreads !== undefined && !(hardwareThreads > 0))
      throw new Error('--hardware-threads takes a positive number');
    const build = checkIcicleBuild(values['icicle-build'] ?? '', values['icicle-source'], tag);
    for (const {page, program} of programs) {
      const started = Date.now();
      const evaluation = evaluateProgram(program, page, allPages, build, date, {
        keep: values.keep ?? false,
        hardwareThreads,
      });
      evaluations.push(evaluation);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(
        `${evaluation.record.status.padEnd(9)} ${program.page}:${program.block.line} (${seconds} s)${evaluation.dir ? ` in ${evaluation.dir}` : ''}`,
      );
    }
  }

  console.log(`\n${summary(version, evaluations, fragments)}`);
  const problems = evaluations.filter((e) => e.record.status !== 'passed');
  if (problems.length) console.log('\nNot passed:');
  for (const {record} of problems)
    console.log(`- ${record.page}:${record.line} ${record.status}: ${record.reason}`);

  if (!values['dry-run']) {
    const run: VersionRecords = {version, tag, programs: evaluations.map((e) => e.record)};
    const current = new Set(
      allPages.flatMap((page) => page.programs.map((p) => `${p.page}#${p.hash}`)),
    );
    const covered = new Set(pages.map((page) => page.page));
    writeRecords(siteDir, mergeRecords(readRecords(siteDir, version), run, covered, current));
  }
  return evaluations.some((e) => e.record.status === 'failed') ? 1 : 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 2;
}
