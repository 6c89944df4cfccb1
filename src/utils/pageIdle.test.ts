import {describe, expect, it} from 'vitest';
import {afterQuiet, isSlowConnection, type QuietWatch} from './pageIdle';

describe('isSlowConnection', () => {
  it('is false without connection information (most browsers but Chromium)', () => {
    expect(isSlowConnection(undefined)).toBe(false);
    expect(isSlowConnection({})).toBe(false);
  });

  it('is true on 2g and slow-2g', () => {
    expect(isSlowConnection({effectiveType: '2g'})).toBe(true);
    expect(isSlowConnection({effectiveType: 'slow-2g'})).toBe(true);
  });

  it('is false on 3g and 4g, as Docusaurus prefetches links there', () => {
    expect(isSlowConnection({effectiveType: '3g', saveData: false})).toBe(
      false,
    );
    expect(isSlowConnection({effectiveType: '4g', saveData: false})).toBe(
      false,
    );
  });

  it('is true with the data saver on, whatever the network', () => {
    expect(isSlowConnection({effectiveType: '4g', saveData: true})).toBe(true);
  });
});

/** A clock that runs the waits in time order when told to. */
function fakeWatch(activity: number[]) {
  let time = 0;
  const timers: {at: number; run: () => void; live: boolean}[] = [];
  const watch: QuietWatch = {
    lastActivity: () => Math.max(0, ...activity.filter((t) => t <= time)),
    now: () => time,
    wait: (check, ms) => {
      const timer = {at: time + ms, run: check, live: true};
      timers.push(timer);
      return () => {
        timer.live = false;
      };
    },
  };
  const advanceTo = (end: number) => {
    for (;;) {
      const next = timers
        .filter((timer) => timer.live && timer.at <= end)
        .sort((a, b) => a.at - b.at)[0];
      if (!next) {
        break;
      }
      next.live = false;
      time = next.at;
      next.run();
    }
    time = end;
  };
  return {watch, advanceTo, pending: () => timers.filter((t) => t.live)};
}

describe('afterQuiet', () => {
  it('runs at once when the network has been quiet long enough', () => {
    const {watch, advanceTo} = fakeWatch([0]);
    advanceTo(600);
    const calls: number[] = [];
    afterQuiet(watch, 500, () => calls.push(watch.now()));
    expect(calls).toEqual([600]);
  });

  it('waits for the quiet period after the last request, however late it ends', () => {
    // Requests end at 100, 400 and 800: quiet from 800 to 1300.
    const {watch, advanceTo} = fakeWatch([100, 400, 800]);
    const calls: number[] = [];
    afterQuiet(watch, 500, () => calls.push(watch.now()));
    advanceTo(1299);
    expect(calls).toEqual([]);
    advanceTo(2000);
    expect(calls).toEqual([1300]);
  });

  it('runs once, and not at all when cancelled', () => {
    const first = fakeWatch([0]);
    const calls: string[] = [];
    afterQuiet(first.watch, 500, () => calls.push('first'));
    first.advanceTo(5000);
    expect(calls).toEqual(['first']);
    expect(first.pending()).toEqual([]);

    const second = fakeWatch([0, 300]);
    const cancel = afterQuiet(second.watch, 500, () => calls.push('second'));
    second.advanceTo(400);
    cancel();
    second.advanceTo(5000);
    expect(calls).toEqual(['first']);
  });
});
