import {describe, expect, it} from 'vitest';
import {createLatestSearchQueue, superseded} from '../latestSearchQueue';

/** A run whose searches finish when the test says so. */
function controlledRun() {
  const started: {
    query: string;
    isSuperseded: () => boolean;
    finish: (result: string | typeof superseded) => void;
    fail: (error: Error) => void;
  }[] = [];
  const run = (query: string, isSuperseded: () => boolean) =>
    new Promise<string | typeof superseded>((resolve, reject) => {
      started.push({query, isSuperseded, finish: resolve, fail: reject});
    });
  return {run, started};
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('latest search queue', () => {
  it('runs one search at a time and only the newest of those that waited', async () => {
    const {run, started} = controlledRun();
    const search = createLatestSearchQueue(run);
    const answers: string[] = [];
    const record = (promise: Promise<string>, name: string) =>
      promise.then((result) => answers.push(`${name}=${result}`));

    const first = record(search('s'), 's');
    const second = record(search('si'), 'si');
    const third = record(search('sid'), 'sid');
    await settle();
    expect(started.map(({query}) => query)).toEqual(['s']);
    expect(started[0]!.isSuperseded()).toBe(true);

    started[0]!.finish('hits for s');
    await first;
    await settle();
    // "si" was replaced by "sid" before it could start.
    expect(started.map(({query}) => query)).toEqual(['s', 'sid']);
    expect(started[1]!.isSuperseded()).toBe(false);

    started[1]!.finish('hits for sid');
    await Promise.all([second, third]);
    // The newest is answered first: an answer that comes after the
    // answer to a newer query is dropped by the modal and the search page.
    expect(answers).toEqual([
      's=hits for s',
      'sid=hits for sid',
      'si=hits for sid',
    ]);
  });

  it('answers a search that skipped its query with the newer one', async () => {
    const {run, started} = controlledRun();
    const search = createLatestSearchQueue(run);
    const first = search('s');
    const second = search('sidebar');
    await settle();
    started[0]!.finish(superseded);
    await settle();
    expect(started.map(({query}) => query)).toEqual(['s', 'sidebar']);
    started[1]!.finish('hits for sidebar');
    await expect(first).resolves.toBe('hits for sidebar');
    await expect(second).resolves.toBe('hits for sidebar');
  });

  it('runs a skipped search again when nothing newer is waiting', async () => {
    const {run, started} = controlledRun();
    const search = createLatestSearchQueue(run);
    const only = search('sidebar');
    await settle();
    started[0]!.finish(superseded);
    await settle();
    expect(started.map(({query}) => query)).toEqual(['sidebar', 'sidebar']);
    started[1]!.finish('hits for sidebar');
    await expect(only).resolves.toBe('hits for sidebar');
  });

  it('rejects the callers of a failed search and goes on with the next', async () => {
    const {run, started} = controlledRun();
    const search = createLatestSearchQueue(run);
    const failing = search('s');
    const next = search('si');
    await settle();
    started[0]!.fail(new Error('index unreachable'));
    await expect(failing).rejects.toThrow('index unreachable');
    await settle();
    expect(started.map(({query}) => query)).toEqual(['s', 'si']);
    started[1]!.finish('hits for si');
    await expect(next).resolves.toBe('hits for si');
  });
});
