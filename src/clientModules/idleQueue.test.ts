import {describe, expect, it} from 'vitest';
import {createIdleQueue, minimumTimeLeftMs, type Deadline} from './idleQueue';

/**
 * A queue of numbers whose tasks each use 3 ms of the idle period, with a
 * scheduler the test drives: `idle(ms)` runs the waiting idle callback with
 * a period of `ms` milliseconds.
 */
function queueWithFakeIdle() {
  const callbacks: ((deadline: Deadline) => void)[] = [];
  const ran: number[] = [];
  let timeLeft = 0;
  const enqueue = createIdleQueue<number>(
    (item) => {
      ran.push(item);
      timeLeft -= 3;
    },
    (work) => callbacks.push(work),
  );
  return {
    enqueue,
    ran,
    scheduled: () => callbacks.length,
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
    // 10 ms: 1 (7 left), 2 (4 left), 3 (1 left: under the minimum).
    expect(minimumTimeLeftMs).toBe(4);
    queue.idle(10);
    expect(queue.ran).toEqual([1, 2, 3]);
    expect(queue.scheduled()).toBe(1);
    queue.idle(50);
    expect(queue.ran).toEqual([1, 2, 3, 4, 5, 6]);
    expect(queue.scheduled()).toBe(0);
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
