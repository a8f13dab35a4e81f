import assert from 'node:assert/strict';
import {test} from 'node:test';
import {idlePrefetch, type Deadline} from '../../plugins/route-prefetch/idle-prefetch';

/** A scheduler the test drives: each `idle(ms)` runs one pending callback with that budget. */
function fakeIdle() {
  const pending: ((deadline: Deadline) => void)[] = [];
  let now = 0;
  return {
    schedule: (work: (deadline: Deadline) => void) => void pending.push(work),
    pendingCount: () => pending.length,
    /** Runs the next idle callback with a budget of `budgetMs`. */
    idle(budgetMs: number) {
      const end = now + budgetMs;
      pending.shift()?.({timeRemaining: () => Math.max(0, end - now)});
    },
    advance(ms: number) {
      now += ms;
    },
    now: () => now,
  };
}

test('queues prefetches and runs them in idle time, in order, within the budget', async () => {
  const idle = fakeIdle();
  const ran: string[] = [];
  const prefetch = idlePrefetch(
    (url) => {
      ran.push(url);
      idle.advance(2);
      return Promise.resolve([]);
    },
    idle.schedule,
    idle.now,
  );

  const results = ['/a', '/b', '/c', '/d'].map((url) => prefetch(url));
  assert.deepEqual(ran, [], 'nothing runs before the browser is idle');
  assert.equal(idle.pendingCount(), 1, 'one idle callback for the whole queue');

  idle.idle(5); // one call (2 ms), then another only while more than 2 + 2 ms remain
  assert.deepEqual(ran, ['/a']);
  idle.idle(13);
  assert.deepEqual(ran, ['/a', '/b', '/c']);
  assert.equal(idle.pendingCount(), 1, 'the rest waits for the next idle period');
  idle.idle(50);
  assert.deepEqual(ran, ['/a', '/b', '/c', '/d']);
  assert.equal(idle.pendingCount(), 0);
  assert.deepEqual(await Promise.all(results), [[], [], [], []]);
});

/** A prefetch that records its calls, each taking `costMs(url)` of the fake clock. */
function recordingPrefetch(idle: ReturnType<typeof fakeIdle>, costMs: (url: string) => number) {
  const ran: string[] = [];
  const prefetch = idlePrefetch(
    (url) => {
      ran.push(url);
      idle.advance(costMs(url));
      return false;
    },
    idle.schedule,
    idle.now,
  );
  return {ran, prefetch};
}

test('a long idle period still gets one short slice of work, not the whole period', () => {
  const idle = fakeIdle();
  const {ran, prefetch} = recordingPrefetch(idle, () => 2);
  ['/a', '/b', '/c', '/d', '/e', '/f'].forEach((url) => void prefetch(url));
  idle.idle(50); // an 8 ms slice: 2 + 2 ms, then 4 ms left, not more than 2 + 2
  assert.deepEqual(ran, ['/a', '/b']);
  assert.equal(idle.pendingCount(), 1);
  idle.idle(50);
  idle.idle(50);
  assert.deepEqual(ran, ['/a', '/b', '/c', '/d', '/e', '/f']);
});

test('a slow call ends the idle period: the next waits for another one', () => {
  const idle = fakeIdle();
  const {ran, prefetch} = recordingPrefetch(idle, (url) => (url === '/first' ? 30 : 1));
  ['/first', '/second', '/third'].forEach((url) => void prefetch(url));
  idle.idle(45); // 15 ms left after the first call: less than 2 + 30
  assert.deepEqual(ran, ['/first']);
  idle.idle(20); // one call always runs; a second needs more than 2 + 30 ms
  assert.deepEqual(ran, ['/first', '/second']);
  idle.idle(50);
  assert.deepEqual(ran, ['/first', '/second', '/third']);
});

test('settles when the framework declines to prefetch or fails', async () => {
  const idle = fakeIdle();
  const prefetch = idlePrefetch(
    (url) => (url === '/declined' ? false : Promise.reject(new Error('offline'))),
    idle.schedule,
  );
  const results = [prefetch('/declined'), prefetch('/failing')];
  idle.idle(50);
  assert.deepEqual(await Promise.all(results), [[], []]);
});

test('schedules again after the queue emptied', () => {
  const idle = fakeIdle();
  const ran: string[] = [];
  const prefetch = idlePrefetch((url) => (ran.push(url), false), idle.schedule);
  void prefetch('/a');
  idle.idle(50);
  void prefetch('/b');
  assert.equal(idle.pendingCount(), 1);
  idle.idle(50);
  assert.deepEqual(ran, ['/a', '/b']);
});
