/**
 * A queue that runs its tasks in the browser's idle time, a few at a time:
 * each idle period runs tasks while it has time left (and the queue's budget
 * for one period is not spent), and the rest wait for the next one. Nothing
 * it runs can make a long task of its own.
 */

/** The part of `IdleDeadline` the queue reads. */
export interface Deadline {
  timeRemaining(): number;
}

/** Calls `work` in the next idle period (`requestIdleCallback`'s shape). */
export type ScheduleIdle = (work: (deadline: Deadline) => void) => void;

/**
 * Time an idle period must still have, beyond what the last task took, for
 * the queue to start another task: a task that overruns the period makes
 * the long task the queue is there to avoid.
 */
export const minimumTimeLeftMs = 4;

/**
 * Most of an idle period the queue uses, however long the period is. The
 * browser offers up to 50 ms when nothing else is waiting, and filling it
 * made tasks of 30–45 ms on this machine: a phone's CPU, several times
 * slower, turns those into long tasks (Lighthouse counts each as four times
 * as long), right when a reader's first tap comes. Tasks left over wait for
 * the next period.
 */
export const periodBudgetMs = 10;

export function createIdleQueue<T>(
  run: (item: T) => void,
  scheduleIdle: ScheduleIdle,
  now: () => number = () => performance.now(),
): (item: T) => void {
  const waiting: T[] = [];
  let scheduled = false;
  // What the last task took: the next one is expected to take as long.
  let lastTaskMs = 0;
  const drain = (deadline: Deadline) => {
    scheduled = false;
    const periodStarted = now();
    const timeLeft = () =>
      Math.min(
        deadline.timeRemaining(),
        periodBudgetMs - (now() - periodStarted),
      );
    // At least one task per idle period, so the queue always moves.
    do {
      const started = now();
      run(waiting.shift() as T);
      lastTaskMs = now() - started;
    } while (
      waiting.length > 0 &&
      timeLeft() >= lastTaskMs + minimumTimeLeftMs
    );
    if (waiting.length > 0) {
      scheduled = true;
      scheduleIdle(drain);
    }
  };
  return (item) => {
    waiting.push(item);
    if (!scheduled) {
      scheduled = true;
      scheduleIdle(drain);
    }
  };
}

/**
 * `requestIdleCallback`, or where a browser lacks it (Safari), a short
 * timeout with a deadline of a few milliseconds.
 */
export const scheduleIdle: ScheduleIdle = (work) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(work, {timeout: 2_000});
    return;
  }
  window.setTimeout(() => {
    const started = performance.now();
    work({timeRemaining: () => Math.max(0, 8 - (performance.now() - started))});
  }, 50);
};
