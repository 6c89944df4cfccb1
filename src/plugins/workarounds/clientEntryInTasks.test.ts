import {readFileSync} from 'node:fs';
import path from 'node:path';
import {loadDocusaurusAliases} from '@docusaurus/core/lib/webpack/aliases';
import {describe, expect, it} from 'vitest';
import {
  docusaurusClientEntry,
  evaluateClientEntryInTasks,
  steppedEntry,
} from './clientEntryInTasks';
import {markPrefix, runInTasks} from './runInTasks.js';

describe('runInTasks', () => {
  it('runs the first step at once and each next one in a task of its own, marking each', () => {
    const ran: string[] = [];
    const queued: (() => void)[] = [];
    const marksBefore = performance.getEntriesByType('mark').length;
    runInTasks(
      [
        ['a', () => ran.push('a')],
        ['b', () => ran.push('b')],
        ['c', () => ran.push('c')],
      ],
      (next) => queued.push(next),
    );
    expect(ran).toEqual(['a']);
    expect(queued).toHaveLength(1);
    queued.shift()!();
    expect(ran).toEqual(['a', 'b']);
    queued.shift()!();
    expect(ran).toEqual(['a', 'b', 'c']);
    // Nothing is scheduled after the last step.
    expect(queued).toEqual([]);
    expect(
      performance
        .getEntriesByType('mark')
        .slice(marksBefore)
        .map((mark) => mark.name),
    ).toEqual([`${markPrefix}a`, `${markPrefix}b`, `${markPrefix}c`]);
  });

  it('waits for a step that returns a promise, fulfilled or rejected, before the next task', async () => {
    const ran: string[] = [];
    const queued: (() => void)[] = [];
    let fulfil = () => {};
    runInTasks(
      [
        [
          'load',
          () =>
            new Promise<void>((resolve) => {
              fulfil = resolve;
            }),
        ],
        ['fails', () => Promise.reject(new Error('chunk failed'))],
        ['last', () => ran.push('last')],
      ],
      (next) => queued.push(next),
    );
    await Promise.resolve();
    expect(queued).toEqual([]);
    fulfil();
    await Promise.resolve();
    expect(queued).toHaveLength(1);
    queued.shift()!();
    // The rejection settles a microtask later; the last step still runs.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queued).toHaveLength(1);
    queued.shift()!();
    expect(ran).toEqual(['last']);
  });

  it('stops at a step that throws, like an entry that fails to evaluate', () => {
    const queued: (() => void)[] = [];
    const ran: string[] = [];
    expect(() =>
      runInTasks(
        [
          [
            'broken',
            () => {
              throw new Error('no module');
            },
          ],
          ['next', () => ran.push('next')],
        ],
        (next) => queued.push(next),
      ),
    ).toThrow('no module');
    expect(queued).toEqual([]);
    expect(ran).toEqual([]);
  });
});

describe('evaluateClientEntryInTasks', () => {
  it("replaces Docusaurus' client entry with the stepped one", () => {
    const config = {entry: docusaurusClientEntry};
    evaluateClientEntryInTasks(config);
    expect(config.entry).toBe(steppedEntry);
  });

  it('fails the build when the entry is not the one it expects', () => {
    expect(() =>
      evaluateClientEntryInTasks({entry: {main: docusaurusClientEntry}}),
    ).toThrow(/expected Docusaurus' client entry/);
    expect(() => evaluateClientEntryInTasks({entry: steppedEntry})).toThrow(
      /expected Docusaurus' client entry/,
    );
  });
});

describe('the stepped entry', () => {
  const source = readFileSync(steppedEntry, 'utf8');
  const required = [...source.matchAll(/require\('([^']+)'\)/g)].map(
    ([, request]) => request!,
  );

  it("requires Docusaurus' client entry last, and the modules before it resolve", async () => {
    expect(required.at(-1)).toBe('@docusaurus/core/lib/client/clientEntry.js');
    // The bundler resolves Docusaurus' client aliases (@docusaurus/router…)
    // to files of its own, and @generated/ to the files a build writes.
    const aliases = await loadDocusaurusAliases();
    for (const request of required.filter(
      (r) => !r.startsWith('@generated/'),
    )) {
      expect(() =>
        require.resolve(aliases[request] ?? request, {
          paths: [path.dirname(steppedEntry)],
        }),
      ).not.toThrow();
    }
  });

  it('evaluates the client modules before the app, as the app imports them first', () => {
    expect(required.indexOf('@generated/client-modules')).toBeGreaterThan(-1);
    expect(required.indexOf('@generated/client-modules')).toBeLessThan(
      required.indexOf('@docusaurus/core/lib/client/App.js'),
    );
    const app = readFileSync(
      require.resolve('@docusaurus/core/lib/client/App.js'),
      'utf8',
    );
    expect(app.indexOf("import '@generated/client-modules';")).toBeLessThan(
      app.indexOf("from '@theme/Root'"),
    );
  });
});
