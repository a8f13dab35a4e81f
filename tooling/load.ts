/**
 * HTTP load with wrk (Debian's `wrk`, installed like nginx): a C load
 * generator, so the figures are nginx's and not the client's. A Node client
 * tops out near 70 MB/s on this machine, below what nginx sends for a
 * search shard.
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {LOAD_API_PAGE, type LOAD_SCENARIOS, LOAD_TARGETS} from '../config/budgets';
import {ensureDebianTool} from './debian';
import {buildSamples} from './nginx';

const WRK_CANDIDATES = ['/usr/bin/wrk', '/usr/local/bin/wrk'];

export function ensureWrk(): string {
  return ensureDebianTool({
    name: 'wrk',
    packageName: 'wrk',
    neededFor: 'the load test and the benchmark',
    find: () => WRK_CANDIDATES.find((candidate) => existsSync(candidate)),
  });
}

export interface LoadRun {
  url: string;
  acceptEncoding: string;
  connections?: number;
  seconds?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  requests: number;
  /** Connect, read, write and timeout errors. */
  socketErrors: number;
  /** Answers that were not 2xx or 3xx. */
  non2xx: number;
  megabytesPerSecond: number;
}

const UNIT_MS: Readonly<Record<string, number>> = {us: 0.001, ms: 1, s: 1000, m: 60_000};
const SIZE_MB: Readonly<Record<string, number>> = {B: 1e-6, KB: 1e-3, MB: 1, GB: 1e3};

/** Parses wrk's report (`--latency`). */
export function parseWrk(report: string): LoadResult {
  const number = (pattern: RegExp) => {
    const match = pattern.exec(report);
    if (!match) throw new Error(`wrk report without ${pattern}:\n${report}`);
    return match;
  };
  const p99 = number(/^\s*99%\s+([\d.]+)(us|ms|s|m)\b/m);
  const transfer = number(/Transfer\/sec:\s+([\d.]+)(B|KB|MB|GB)/);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    report,
  );
  return {
    requestsPerSecond: Number(number(/Requests\/sec:\s+([\d.]+)/)[1]),
    p99Ms: Number(p99[1]) * UNIT_MS[p99[2]!]!,
    requests: Number(number(/(\d+) requests in/)[1]),
    socketErrors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0),
    megabytesPerSecond: Number(transfer[1]) * SIZE_MB[transfer[2]!]!,
  };
}

/** Runs wrk against one URL: two threads, `connections` connections, for `seconds`. */
export function runLoad({url, acceptEncoding, connections = 8, seconds = 10}: LoadRun): LoadResult {
  const report = execFileSync(
    ensureWrk(),
    [
      '--threads',
      '2',
      '--connections',
      String(connections),
      '--duration',
      `${seconds}s`,
      '--latency',
      '--header',
      `Accept-Encoding: ${acceptEncoding}`,
      url,
    ],
    {encoding: 'utf8'},
  );
  return parseWrk(report);
}

export function describeLoad(name: string, result: LoadResult): string {
  return (
    `${name}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms.toFixed(2)} ms, ` +
    `${result.socketErrors} socket errors, ${result.non2xx} non-2xx ` +
    `(${result.requests} requests, ${result.megabytesPerSecond.toFixed(0)} MB/s)`
  );
}

export type LoadScenario = (typeof LOAD_SCENARIOS)[number];

/** One scenario of config/budgets.ts against the server at `origin` (the test's and the bench's). */
export function runScenario(scenario: LoadScenario, origin: string): LoadResult {
  const pathname = scenario.target === 'api page' ? LOAD_API_PAGE : buildSamples().shard;
  return runLoad({
    url: new URL(pathname, origin).href,
    acceptEncoding: scenario.acceptEncoding,
    connections: LOAD_TARGETS.connections,
    seconds: LOAD_TARGETS.seconds,
  });
}
