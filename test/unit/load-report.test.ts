import assert from 'node:assert/strict';
import {test} from 'node:test';
import {parseWrk} from '../../tooling/load';

const REPORT = `Running 10s test @ http://127.0.0.1:40000/api/cpp/msm
  2 threads and 8 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   293.12us  512.44us  12.01ms   93.10%
    Req/Sec    14.22k     1.01k   16.40k    71.00%
  Latency Distribution
     50%  187.00us
     75%  254.00us
     90%  401.00us
     99%    3.93ms
  282874 requests in 10.00s, 3.75GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 5
Requests/sec:  28287.46
Transfer/sec:    384.48MB
`;

test('reads throughput, p99, errors and transfer from a wrk report', () => {
  assert.deepEqual(parseWrk(REPORT), {
    requestsPerSecond: 28287.46,
    p99Ms: 3.93,
    requests: 282874,
    socketErrors: 3,
    non2xx: 5,
    megabytesPerSecond: 384.48,
  });
});

test('converts microseconds and seconds, and a clean run has no errors', () => {
  const clean = REPORT.replace('3.93ms', '950.00us')
    .replace(/ {2}Socket errors.*\n/, '')
    .replace(/ {2}Non-2xx.*\n/, '')
    .replace('384.48MB', '2.51GB');
  const result = parseWrk(clean);
  assert.ok(Math.abs(result.p99Ms - 0.95) < 1e-9);
  assert.equal(result.socketErrors, 0);
  assert.equal(result.non2xx, 0);
  assert.equal(result.megabytesPerSecond, 2510);
  assert.equal(parseWrk(REPORT.replace('3.93ms', '1.20s')).p99Ms, 1200);
});

test('a report without figures is an error', () => {
  assert.throws(() => parseWrk('unable to connect to 127.0.0.1:1 Connection refused'));
});
