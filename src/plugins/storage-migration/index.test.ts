import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import storageMigrationPlugin, {
  legacyStorageKeys,
  storageMigrationScript,
} from './index';

class MemoryStorage {
  readonly values = new Map<string, string>();
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }
  removeItem(key: string): void {
    this.values.delete(key);
  }
}

/** Runs the inline script the way a browser would, against `storage`. */
function runScript(source: string, localStorage: unknown): void {
  new Function('window', source)({localStorage});
}

describe('storageMigrationScript', () => {
  it('moves every legacy key to its suffixed key and removes the old one', () => {
    const storage = new MemoryStorage();
    storage.setItem('theme', 'dark');
    storage.setItem('docusaurus.announcement.id', 'announcementBar-v3.7');
    storage.setItem('docusaurus.announcement.dismiss', 'true');
    storage.setItem('docs-preferred-version-default', '3.7.0');

    runScript(storageMigrationScript({suffix: '-189'}), storage);

    expect(Object.fromEntries(storage.values)).toEqual({
      'theme-189': 'dark',
      'docusaurus.announcement.id-189': 'announcementBar-v3.7',
      'docusaurus.announcement.dismiss-189': 'true',
      'docs-preferred-version-default-189': '3.7.0',
    });
  });

  it('keeps a value already stored under the new key', () => {
    const storage = new MemoryStorage();
    storage.setItem('theme', 'dark');
    storage.setItem('theme-189', 'light');
    runScript(storageMigrationScript({suffix: '-189'}), storage);
    expect(Object.fromEntries(storage.values)).toEqual({'theme-189': 'light'});
  });

  it('leaves unrelated keys alone and is idempotent', () => {
    const storage = new MemoryStorage();
    storage.setItem('theme', 'dark');
    storage.setItem('unrelated', 'x');
    runScript(storageMigrationScript({suffix: '-189'}), storage);
    runScript(storageMigrationScript({suffix: '-189'}), storage);
    expect(Object.fromEntries(storage.values)).toEqual({
      'theme-189': 'dark',
      unrelated: 'x',
    });
  });

  it('resets the dismissal when the announcement id changed', () => {
    const storage = new MemoryStorage();
    storage.setItem('docusaurus.announcement.id-189', 'announcementBar-v3.7');
    storage.setItem('docusaurus.announcement.dismiss-189', 'true');
    runScript(
      storageMigrationScript({
        suffix: '-189',
        announcementId: 'announcementBar-v3.8',
      }),
      storage,
    );
    expect(storage.getItem('docusaurus.announcement.dismiss-189')).toBe(
      'false',
    );
  });

  it('keeps the dismissal of the same announcement', () => {
    const storage = new MemoryStorage();
    storage.setItem('docusaurus.announcement.id-189', 'announcementBar-v3.8');
    storage.setItem('docusaurus.announcement.dismiss-189', 'true');
    runScript(
      storageMigrationScript({
        suffix: '-189',
        announcementId: 'announcementBar-v3.8',
      }),
      storage,
    );
    expect(storage.getItem('docusaurus.announcement.dismiss-189')).toBe('true');
  });

  it('does not throw when storage is unavailable', () => {
    const blocked = {
      getItem() {
        throw new Error('SecurityError');
      },
    };
    expect(() =>
      runScript(storageMigrationScript({suffix: '-189'}), blocked),
    ).not.toThrow();
  });
});

describe('storageMigrationPlugin', () => {
  const contextWith = (namespace: string) =>
    ({
      siteStorage: {type: 'localStorage', namespace},
      siteConfig: {themeConfig: {announcementBar: {id: 'bar-1'}}},
    }) as unknown as LoadContext;

  it('injects the script in <head> when the storage has a namespace', () => {
    const tags = storageMigrationPlugin(contextWith('-189')).injectHtmlTags?.({
      content: undefined,
    });
    expect(tags).toEqual({
      headTags: [
        {
          tagName: 'script',
          innerHTML: storageMigrationScript({
            suffix: '-189',
            announcementId: 'bar-1',
          }),
        },
      ],
    });
    expect(storageMigrationScript({suffix: '-189'})).toContain(
      legacyStorageKeys[0],
    );
  });

  it('injects nothing without a namespace', () => {
    expect(
      storageMigrationPlugin(contextWith('')).injectHtmlTags?.({
        content: undefined,
      }),
    ).toEqual({});
  });
});
