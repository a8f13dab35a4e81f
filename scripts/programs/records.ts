/**
 * The recorded runs of a version's page programs: data/program-runs/<version>.json. Each record
 * names a program by its page and the hash of its text, so an edited program has no record until it
 * is run again.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

export type RunStatus = 'passed' | 'needs-gpu' | 'failed';

export interface ProgramRecord {
  page: string;
  /** Line of the program's opening fence when it was run (for readers; the hash is the identity). */
  line: number;
  hash: string;
  status: RunStatus;
  /** Why it failed or needs a GPU; what it printed that matched, when it passed. */
  reason: string;
  /** Day of the run, YYYY-MM-DD. */
  date: string;
  /** Library tag the program ran against. */
  tag: string;
  /** Build lines as the page gives them, and where they come from. */
  build: string;
  /** Hardware threads the program saw (several 3.x CPU backends depend on it). */
  hardwareThreads?: number;
  /** True when that count was emulated with --hardware-threads. */
  emulatedThreads?: boolean;
}

export interface VersionRecords {
  version: string;
  tag: string;
  programs: ProgramRecord[];
}

export function recordsPath(siteDir: string, version: string): string {
  return path.join(siteDir, 'data', 'program-runs', `${version}.json`);
}

export function readRecords(siteDir: string, version: string): VersionRecords | undefined {
  const file = recordsPath(siteDir, version);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as VersionRecords) : undefined;
}

/**
 * Merges a run into the stored records: the run's records replace those of the pages it covered;
 * records of other pages stay while their program is still on the page.
 */
export function mergeRecords(
  stored: VersionRecords | undefined,
  run: VersionRecords,
  coveredPages: Set<string>,
  current: Set<string>,
): VersionRecords {
  const kept = (stored?.programs ?? []).filter(
    (record) => !coveredPages.has(record.page) && current.has(`${record.page}#${record.hash}`),
  );
  const programs = [...kept, ...run.programs].sort(
    (a, b) => a.page.localeCompare(b.page) || a.line - b.line,
  );
  return {...run, programs};
}

export function writeRecords(siteDir: string, records: VersionRecords): void {
  const file = recordsPath(siteDir, records.version);
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, `${JSON.stringify(records, null, 2)}\n`);
}
