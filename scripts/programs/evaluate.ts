/**
 * Turns one page program into a record: derive its build from the page, build and run it against
 * the ICICLE build, compare what it printed with what the page states, and decide passed,
 * needs-gpu or failed with the reason.
 */
import {availableParallelism} from 'node:os';
import {deriveBuild} from './build-instructions';
import {outputMismatch, statedOutput} from './expected-output';
import type {IcicleBuild} from './icicle-build';
import type {DocProgram, PageCode} from './page-programs';
import type {ProgramRecord} from './records';
import {runProgram, type RunOptions} from './run-program';
import {settings} from './settings';

export interface Evaluation {
  record: ProgramRecord;
  built: boolean;
  /** Ran to the end with exit status 0. */
  ran: boolean;
  stoppedForGpu: boolean;
  /** Whether the page states an output, and whether the run printed it. */
  statesOutput: boolean;
  outputMatches: boolean;
  /** Folder of the build, when kept for inspection. */
  dir?: string;
}

function tail(text: string): string {
  const trimmed = text.trim().replace(/\s+\n/g, '\n');
  return trimmed.length > settings.reasonChars
    ? `…${trimmed.slice(-settings.reasonChars)}`
    : trimmed;
}

/** The compiler's and linker's error lines, else the end of the output. */
function buildErrors(output: string): string {
  const errors = output.split('\n').filter((line) => /\berror\b|undefined reference/i.test(line));
  return tail(errors.length ? errors.join('\n') : output);
}

function gpuLine(output: string): string | undefined {
  return output
    .split('\n')
    .find((line) => settings.gpuMissing.test(line))
    ?.trim();
}

export function evaluateProgram(
  program: DocProgram,
  page: PageCode,
  pages: PageCode[],
  build: IcicleBuild,
  date: string,
  options: RunOptions,
): Evaluation {
  const threads = {
    hardwareThreads: options.hardwareThreads ?? availableParallelism(),
    ...(options.hardwareThreads ? {emulatedThreads: true} : {}),
  };
  const stated = statedOutput(program);
  const result = (
    status: ProgramRecord['status'],
    reason: string,
    buildText: string,
    flags: Omit<Evaluation, 'record'>,
  ): Evaluation => ({
    record: {
      page: program.page,
      line: program.block.line,
      hash: program.hash,
      status,
      reason,
      build: buildText,
      tag: build.tag,
      date,
      ...threads,
    },
    ...flags,
  });
  const none = {
    built: false,
    ran: false,
    stoppedForGpu: false,
    statesOutput: Boolean(stated),
    outputMatches: false,
  };

  const derived = deriveBuild(program, page, pages);
  if ('problem' in derived) return result('failed', derived.problem, '', none);
  const {plan} = derived;
  const buildText = `${[...plan.buildLines, ...plan.runLines].join(' && ')} [${plan.origin}]`;
  const run = runProgram(plan, build, options);
  const dir = options.keep ? run.dir : undefined;

  if (!run.built) {
    const library = Object.keys(settings.gpuOnlyLibraries).find((lib) =>
      new RegExp(`cannot find -l${lib}\\b|lib${lib}\\.so`).test(run.buildOutput),
    );
    if (library) {
      return result('needs-gpu', settings.gpuOnlyLibraries[library]!, buildText, {
        ...none,
        stoppedForGpu: true,
        dir,
      });
    }
    const why = run.timedOut
      ? `build timed out after ${settings.buildTimeoutSeconds} s`
      : 'build failed';
    return result('failed', `${why}: ${buildErrors(run.buildOutput)}`, buildText, {...none, dir});
  }
  const output = `${run.stdout}\n${run.stderr}`;
  const mismatch = stated ? outputMismatch(stated, run.stdout, run.stderr) : null;
  const completed = run.exitCode === 0;
  const flags = {
    built: true,
    ran: completed,
    stoppedForGpu: false,
    statesOutput: Boolean(stated),
    outputMatches: Boolean(stated) && completed && mismatch === null,
    dir,
  };
  if (completed && mismatch === null) {
    const checked = stated
      ? `printed the stated output (${stated.kind} at line ${stated.line})`
      : 'ran; the page states no output';
    return result('passed', checked, buildText, flags);
  }
  const gpu = gpuLine(output);
  if (gpu)
    return result('needs-gpu', `stopped for want of a GPU: ${gpu}`, buildText, {
      ...flags,
      stoppedForGpu: true,
    });
  if (run.timedOut)
    return result(
      'failed',
      `run timed out after ${settings.runTimeoutSeconds} s`,
      buildText,
      flags,
    );
  if (!completed) {
    const ending = run.signal
      ? `run ended by ${run.signal}`
      : `run ended with status ${run.exitCode}`;
    return result('failed', `${ending}: ${tail(output)}`, buildText, flags);
  }
  return result('failed', `${mismatch}; it printed: ${tail(run.stdout)}`, buildText, flags);
}
