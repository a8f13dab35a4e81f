/**
 * Bounded load tests of the production nginx configuration over build/, on
 * loopback: autocannon for 10 seconds over a mix of pages, a hashed asset and
 * a search shard, as browsers ask for them (gzip accepted); then wrk on an
 * API page and a search shard in brotli and in gzip (config/budgets.ts,
 * LOAD_SCENARIOS). They print throughput and p99 latency and require every
 * answer to be a 2xx; the throughput and latency targets are checked by
 * `npm run bench`, not here (timings depend on the machine).
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import autocannon from 'autocannon';
import {docsVersions, latestVersion} from '../../config/versions';
import {normalizeRoute, referenceVersion} from '../../src/site-map';
import {LOAD_SCENARIOS, LOAD_TARGETS} from '../../config/budgets';
import {describeLoad, runScenario} from '../../tooling/load';
import {buildSamples} from '../../tooling/nginx';
import {nginxForFile} from '../support/nginx';

const nginx = nginxForFile();

const DURATION_SECONDS = 10;
const CONNECTIONS = 4;

/** Home, three latest docs (first, middle, last of the inventory), an older root, and files. */
function requestMix(): string[] {
  const docs = referenceVersion(latestVersion.name).docs;
  const pick = [docs[0], docs[Math.floor(docs.length / 2)], docs.at(-1)].map((doc) => {
    if (!doc) throw new Error(`No docs for ${latestVersion.name} in data/site-map.json`);
    return encodeURI(normalizeRoute(doc.path));
  });
  const older = docsVersions.find((version) => !version.isLatest);
  const {script, stylesheet, shard} = buildSamples();
  return [
    latestVersion.rootPath,
    ...pick,
    ...(older ? [older.rootPath] : []),
    script,
    stylesheet,
    shard,
  ];
}

test(`nginx serves a mix of ${CONNECTIONS} connections for ${DURATION_SECONDS} s with no error`, async () => {
  const paths = requestMix();
  const result = await autocannon({
    url: nginx.url('/'),
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    timeout: 10,
    headers: {'accept-encoding': 'gzip'},
    requests: paths.map((path) => ({method: 'GET', path})),
  });
  const summary =
    `load: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ` +
    `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx ` +
    `(${result.requests.total} requests in ${result.duration} s, ${CONNECTIONS} connections, ` +
    `${paths.length} URLs, ${(result.throughput.average / 1e6).toFixed(1)} MB/s)`;
  console.log(summary);
  assert.ok(result.requests.total > 0, summary);
  assert.equal(result.errors, 0, summary);
  assert.equal(result.timeouts, 0, summary);
  assert.equal(result.non2xx, 0, summary);
  assert.equal(result['2xx'], result.requests.total, summary);
});

for (const scenario of LOAD_SCENARIOS) {
  test(`nginx serves ${scenario.name} to ${LOAD_TARGETS.connections} connections with no error`, () => {
    const result = runScenario(scenario, nginx.url('/'));
    const summary = describeLoad(scenario.name, result);
    console.log(summary);
    assert.ok(result.requests > 0, summary);
    assert.equal(result.socketErrors, 0, summary);
    assert.equal(result.non2xx, 0, summary);
  });
}
