/**
 * Runs link prefetching when the browser is idle.
 *
 * Docusaurus prefetches a route's chunks as soon as a link to it scrolls into
 * view (`window.docusaurus.prefetch`). On a page with a full sidebar those
 * calls all land in the tasks right after hydration: about 200 ms of
 * main-thread work on a phone-class CPU, blocking input exactly when a reader
 * first scrolls or clicks. Here they wait in a queue and run in idle periods,
 * a few at a time (installed by ./prefetch.ts). Prefetching on hover
 * (`preload`) is unchanged.
 */

type Prefetch = Window['docusaurus']['prefetch'];

/** The part of `IdleDeadline` the queue reads (a timer fallback provides it too). */
export interface Deadline {
  timeRemaining(): number;
}

export type ScheduleIdle = (work: (deadline: Deadline) => void) => void;

/** Leaves this much of an idle period unused, so the queue never runs into a frame. */
const IDLE_MARGIN_MS = 2;

/**
 * Work per idle period. An idle period can last 50 ms, and a queue that fills
 * it makes a 50 ms task: input that arrives meanwhile waits for it, and on a
 * CPU four times slower (Lighthouse's mobile preset) the same work is a
 * 200 ms long task. A short slice keeps every task of the queue short.
 */
const IDLE_SLICE_MS = 8;

/**
 * A prefetch that queues its calls and runs them in idle periods, in order,
 * once each; the returned promise settles with the original's result.
 *
 * One call can take tens of milliseconds on a slow phone (the first compiles
 * route patterns), more than a whole idle period. So an idle period runs one
 * call, and another only while both the time left of the period and of the
 * slice exceed the longest call seen so far: the queue never turns an idle
 * period into a long task.
 */
export function idlePrefetch(
  prefetch: Prefetch,
  scheduleIdle: ScheduleIdle,
  now: () => number = () => performance.now(),
): Prefetch {
  const queue: {url: string; settle: (result: void[]) => void}[] = [];
  let scheduled = false;
  let longestCallMs = 0;

  const drain = (deadline: Deadline): void => {
    const sliceEnd = now() + IDLE_SLICE_MS;
    const timeLeft = () => Math.min(deadline.timeRemaining(), sliceEnd - now());
    let calls = 0;
    while (queue.length > 0 && timeLeft() > IDLE_MARGIN_MS + (calls === 0 ? 0 : longestCallMs)) {
      const {url, settle} = queue.shift()!;
      const started = now();
      const result = prefetch(url);
      longestCallMs = Math.max(longestCallMs, now() - started);
      calls += 1;
      if (result) void result.then(settle, () => settle([]));
      else settle([]);
    }
    scheduled = queue.length > 0;
    if (scheduled) scheduleIdle(drain);
  };

  return (url) =>
    new Promise<void[]>((settle) => {
      queue.push({url, settle});
      if (!scheduled) {
        scheduled = true;
        scheduleIdle(drain);
      }
    });
}

/** `requestIdleCallback`, or a timer that offers a short budget where it is missing (Safari). */
export const scheduleIdle: ScheduleIdle = (work) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(work, {timeout: 5000});
    return;
  }
  window.setTimeout(() => {
    const end = performance.now() + 8;
    work({timeRemaining: () => Math.max(0, end - performance.now())});
  }, 50);
};
