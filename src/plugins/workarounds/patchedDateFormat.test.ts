// The theme-common patch formats the theme's dates for `en` without
// Intl.DateTimeFormat (see the README's "Workarounds"). Server rendering and
// the browser both run the patched code, so a difference from Intl would
// not break hydration; it would show a wrong date. This compares the two
// for every day of sixteen years, in each option set the theme uses, and
// checks that anything else is left to Intl.
import path from 'node:path';
import {describe, expect, it} from 'vitest';

type DateFormat = {format(date?: Date | number): string};
type EnglishDateFormat = (
  locale: string,
  options: Intl.DateTimeFormatOptions,
) => DateFormat | undefined;

const patchedFile = path.resolve(
  __dirname,
  '../../../node_modules/@docusaurus/theme-common/lib/utils/englishDateFormat.js',
);

async function load(): Promise<EnglishDateFormat> {
  const module = (await import(patchedFile)) as {
    englishDateFormat: EnglishDateFormat;
  };
  return module.englishDateFormat;
}

// What LastUpdated, BlogPostItem/Header/Info and BlogArchivePage ask for,
// with the calendar useDateTimeFormat adds.
const themeOptions = (
  [
    {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'},
    {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
    {day: 'numeric', month: 'long', timeZone: 'UTC'},
  ] satisfies Intl.DateTimeFormatOptions[]
).map((options): Intl.DateTimeFormatOptions => ({
  calendar: 'gregory',
  ...options,
}));

describe('the patched date format of the classic theme', () => {
  for (const options of themeOptions) {
    it(`equals Intl for ${JSON.stringify(options)}`, async () => {
      const patched = (await load())('en', options);
      expect(patched).toBeDefined();
      const intl = new Intl.DateTimeFormat('en', options);
      const start = Date.UTC(2015, 0, 1);
      const end = Date.UTC(2031, 0, 1);
      const day = 24 * 60 * 60 * 1000;
      const differing: string[] = [];
      // Noon and the last millisecond of each day: the UTC date, not the
      // machine's, decides.
      for (let time = start; time < end; time += day) {
        for (const moment of [time + day / 2, time + day - 1]) {
          const date = new Date(moment);
          if (patched!.format(date) !== intl.format(date)) {
            differing.push(date.toISOString());
          }
        }
      }
      expect(differing).toEqual([]);
      expect(patched!.format(new Date('2025-06-05T00:00:00Z'))).toBe(
        intl.format(new Date('2025-06-05T00:00:00Z')),
      );
    });
  }

  it('leaves other locales, calendars, time zones and fields to Intl', async () => {
    const englishDateFormat = await load();
    const base = themeOptions[1]!;
    expect(englishDateFormat('fr', base)).toBeUndefined();
    expect(englishDateFormat('en-GB', base)).toBeUndefined();
    expect(
      englishDateFormat('en', {...base, calendar: 'islamic'}),
    ).toBeUndefined();
    expect(
      englishDateFormat('en', {...base, timeZone: 'Europe/Paris'}),
    ).toBeUndefined();
    expect(englishDateFormat('en', {...base, weekday: 'long'})).toBeUndefined();
    expect(
      englishDateFormat('en', {...base, month: 'numeric'}),
    ).toBeUndefined();
    expect(englishDateFormat('en', {...base, year: '2-digit'})).toBeUndefined();
    expect(englishDateFormat('en', {...base, day: '2-digit'})).toBeUndefined();
  });
});
