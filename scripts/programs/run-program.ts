/**
 * Builds one page program in a temporary folder as its build plan says, with the page's
 * placeholder paths (/opt/icicle, /path/to/icicle) pointing at the given ICICLE build, then runs it
 * with a timeout. Uses GNU timeout so a hung compiler or program is stopped with its children.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {constants, tmpdir} from 'node:os';
import path from 'node:path';
import type {BuildPlan} from './build-instructions';
import type {IcicleBuild} from './icicle-build';
import {settings} from './settings';
import {threadCountPreload} from './thread-count';

export interface ProgramRun {
  built: boolean;
  buildOutput: string;
  ran: boolean;
  exitCode: number | null;
  /** Signal that ended the program, such as SIGSEGV. */
  signal: string | null;
  timedOut: boolean;
  stdout: string;
  stderr: string;
}

/** Replaces the page's placeholder paths with the build's; longer placeholders first. */
export function substitutePlaceholders(text: string, build: IcicleBuild): string {
  const ordered = [...settings.placeholders].sort((a, b) => b.text.length - a.text.length);
  return ordered.reduce(
    (result, placeholder) =>
      result
        .split(placeholder.text)
        .join(placeholder.stands === 'prefix' ? build.prefix : build.source),
    text,
  );
}

function readerEnvironment(): NodeJS.ProcessEnv {
  // A reader's shell: no ICICLE_* variables of the maintainer's, messages in English.
  const env: NodeJS.ProcessEnv = {LC_ALL: 'C'};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('ICICLE_') && key !== 'LD_LIBRARY_PATH') env[key] = value;
  }
  return env;
}

function signalName(number: number): string {
  return (
    Object.entries(constants.signals).find(([, value]) => value === number)?.[0] ??
    `signal ${number}`
  );
}

function shell(script: string, cwd: string, seconds: number) {
  return spawnSync('timeout', ['--kill-after=10', String(seconds), 'bash', '-c', script], {
    cwd,
    env: readerEnvironment(),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

export interface RunOptions {
  /** Keep the program's folder after the run. */
  keep: boolean;
  /** Hardware threads the program sees, when emulated (see thread-count.ts). */
  hardwareThreads?: number;
}

export function runProgram(
  plan: BuildPlan,
  build: IcicleBuild,
  options: RunOptions,
): ProgramRun & {dir: string} {
  const dir = mkdtempSync(path.join(tmpdir(), 'doc-program-'));
  try {
    for (const [file, content] of plan.files) {
      const target = path.join(dir, file);
      mkdirSync(path.dirname(target), {recursive: true});
      // Build files use the page's paths; the program's own text is kept as the page prints it.
      writeFileSync(
        target,
        file === 'CMakeLists.txt' ? substitutePlaceholders(content, build) : content,
      );
    }
    const script = [
      'set -e',
      ...plan.buildLines.map((line) => substitutePlaceholders(line, build)),
    ].join('\n');
    const compiled = shell(script, dir, settings.buildTimeoutSeconds);
    const buildOutput = `${compiled.stdout ?? ''}${compiled.stderr ?? ''}`;
    if (compiled.status !== 0) {
      const timedOut = compiled.status === 124;
      return {
        dir,
        built: false,
        buildOutput,
        ran: false,
        exitCode: compiled.status,
        signal: null,
        timedOut,
        stdout: '',
        stderr: '',
      };
    }
    // Variables the build lines set (ICICLE=…, LIBS=…) stay visible to the run lines, as in the reader's shell.
    const assignments = plan.buildLines.filter(
      (line) => /^(export\s+)?\w+=/.test(line) && !/\s/.test(line.replace(/^export\s+/, '')),
    );
    const preload = options.hardwareThreads
      ? [threadCountPreload(dir, options.hardwareThreads)]
      : [];
    const runScript = [...preload, ...assignments, ...plan.runLines]
      .map((line) => substitutePlaceholders(line, build))
      .join('\n');
    const ran = shell(runScript, dir, settings.runTimeoutSeconds);
    return {
      dir,
      built: true,
      buildOutput,
      ran: true,
      exitCode: ran.status,
      // bash runs a last command in its own process, so a crash shows as status 128 + signal.
      signal:
        ran.status !== null && ran.status > 128 && ran.status !== 137
          ? signalName(ran.status - 128)
          : ran.signal,
      timedOut: ran.status === 124,
      stdout: ran.stdout ?? '',
      stderr: ran.stderr ?? '',
    };
  } finally {
    if (!options.keep) rmSync(dir, {recursive: true, force: true});
  }
}
