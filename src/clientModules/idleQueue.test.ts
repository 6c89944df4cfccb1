import {describe, expect, it} from 'vitest';
import {
  createIdleQueue,
  minimumTimeLeftMs,
  periodBudgetMs,
  type Deadline,
} from './idleQueue';

/**
 * A queue of numbers whose tasks each use 3 ms of the idle period, with a
 * scheduler the test drives: `idle(ms)` runs the waiting idle callback with
 * a period of `ms` milliseconds.
 */
function queueWithFakeIdle() {
  const callbacks: ((deadline: Deadline) => void)[] = [];
  const ran: number[] = [];
  let timeLeft = 0;
  let clock = 0;
  let taskMs = 3;
  const enqueue = createIdleQueue<number>(
    (item) => {
      ran.push(item);
      timeLeft -= taskMs;
      clock += taskMs;
    },
    (work) => callbacks.push(work),
    () => clock,
  );
  return {
    enqueue,
    ran,
    scheduled: () => callbacks.length,
    /** Makes each task from now on take `ms`. */
    taskTakes(ms: number) {
      taskMs = ms;
    },
    idle(ms: number) {
      const work = callbacks.shift();
      if (!work) {
        throw new Error('no idle callback is waiting');
      }
      timeLeft = ms;
      work({timeRemaining: () => timeLeft});
    },
  };
}

describe('createIdleQueue', () => {
  it('runs nothing until the browser is idle, then every task in order', () => {
    const queue = queueWithFakeIdle();
    queue.enqueue(1);
    queue.enqueue(2);
    expect(queue.ran).toEqual([]);
    // One idle callback for the whole batch.
    expect(queue.scheduled()).toBe(1);
    queue.idle(50);
    expect(queue.ran).toEqual([1, 2]);
    expect(queue.scheduled()).toBe(0);
  });

  it('leaves what an idle period has no time for to the next one', () => {
    const queue = queueWithFakeIdle();
    for (let item = 1; item <= 6; item += 1) {
      queue.enqueue(item);
    }
    queue.taskTakes(2);
    // 8 ms, 2 ms a task: 1 (6 left), 2 (4 left: less than a task's 2 ms
    // and the 4 ms margin).
    expect(minimumTimeLeftMs).toBe(4);
    queue.idle(8);
    expect(queue.ran).toEqual([1, 2]);
    expect(queue.scheduled()).toBe(1);
    queue.idle(8);
    expect(queue.ran).toEqual([1, 2, 3, 4]);
    queue.idle(8);
    expect(queue.ran).toEqual([1, 2, 3, 4, 5, 6]);
    expect(queue.scheduled()).toBe(0);
  });

  it('starts no task the period has no room for, judged by what the last one took', () => {
    const queue = queueWithFakeIdle();
    for (let item = 1; item <= 3; item += 1) {
      queue.enqueue(item);
    }
    queue.taskTakes(4);
    // 11 ms: 1 takes 4 (7 left, less than 4 + 4): the rest wait.
    queue.idle(11);
    expect(queue.ran).toEqual([1]);
    queue.idle(12);
    // 12 ms: 2 (8 left, enough for 4 + 4); 3 waits for the next period
    // (4 left).
    expect(queue.ran).toEqual([1, 2]);
    queue.idle(12);
    expect(queue.ran).toEqual([1, 2, 3]);
  });

  it('uses no more of a long idle period than its budget for one period', () => {
    const queue = queueWithFakeIdle();
    for (let item = 1; item <= 8; item += 1) {
      queue.enqueue(item);
    }
    // 3 ms a task, a 50 ms period: 1 (3 ms of the budget used), 2 (6 ms
    // used: 4 left, less than 3 + 4). The period had room for 11 tasks.
    expect(periodBudgetMs).toBe(10);
    queue.idle(50);
    expect(queue.ran).toEqual([1, 2]);
    expect(queue.scheduled()).toBe(1);
    queue.idle(50);
    expect(queue.ran).toEqual([1, 2, 3, 4]);
    // A task longer than the budget runs alone: one task per period.
    queue.taskTakes(20);
    queue.idle(50);
    expect(queue.ran).toEqual([1, 2, 3, 4, 5]);
    queue.idle(50);
    expect(queue.ran).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('runs one task even in an idle period with no time left, so it always moves', () => {
    const queue = queueWithFakeIdle();
    queue.enqueue(1);
    queue.enqueue(2);
    queue.idle(0);
    expect(queue.ran).toEqual([1]);
    queue.idle(0);
    expect(queue.ran).toEqual([1, 2]);
    expect(queue.scheduled()).toBe(0);
  });

  it('schedules again for tasks added after it emptied', () => {
    const queue = queueWithFakeIdle();
    queue.enqueue(1);
    queue.idle(50);
    queue.enqueue(2);
    expect(queue.scheduled()).toBe(1);
    queue.idle(50);
    expect(queue.ran).toEqual([1, 2]);
  });
});
