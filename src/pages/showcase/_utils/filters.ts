/**
 * Showcase filter state and its query-string form. The URL is the only store
 * of this state, so a filtered view can be shared, reloaded and navigated
 * with back/forward. Pure functions: `filters.test.ts` covers them.
 */
import type {ShowcaseSite} from '../../../data/showcase/sites';
import {
  isShowcaseTagKey,
  showcaseTagKeys,
  type ShowcaseTagKey,
} from '../../../data/showcase/tags';

export type TagOperator = 'AND' | 'OR';

export interface ShowcaseFilters {
  /** Selected tags, in the order of the tag list. */
  tags: readonly ShowcaseTagKey[];
  /** AND: a site needs every selected tag; OR: any one of them. */
  operator: TagOperator;
  /** Text searched for in site titles, as typed. */
  name: string;
}

export const noFilters: ShowcaseFilters = {tags: [], operator: 'OR', name: ''};

/** Longest name search accepted, from the input and from the URL alike. */
export const maxNameLength = 100;

/** Query-string keys; other keys in the URL are left as they are. */
export const queryKeys = {tags: 'tags', operator: 'operator', name: 'name'};

/**
 * Cuts `value` to `maxNameLength` UTF-16 units (the unit `maxlength` counts),
 * without leaving half of a surrogate pair (an emoji) at the end.
 */
export function clampName(value: string): string {
  if (value.length <= maxNameLength) {
    return value;
  }
  const clamped = value.slice(0, maxNameLength);
  const lastUnit = clamped.charCodeAt(clamped.length - 1);
  const endsWithHighSurrogate = lastUnit >= 0xd800 && lastUnit <= 0xdbff;
  return endsWithHighSurrogate ? clamped.slice(0, -1) : clamped;
}

/** Puts tag keys in tag-list order without duplicates, for stable URLs. */
function canonicalTags(keys: Iterable<ShowcaseTagKey>): ShowcaseTagKey[] {
  const selected = new Set(keys);
  return showcaseTagKeys.filter((key) => selected.has(key));
}

/**
 * Reads filters from a query string. `tags` may be repeated, a comma list or
 * both; unknown tags are dropped. `operator` is AND or OR in any case,
 * anything else means OR.
 */
export function parseFilters(search: string): ShowcaseFilters {
  const params = new URLSearchParams(search);
  const tags = canonicalTags(
    params
      .getAll(queryKeys.tags)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(isShowcaseTagKey),
  );
  const operator =
    params.get(queryKeys.operator)?.toUpperCase() === 'AND' ? 'AND' : 'OR';
  const name = clampName(params.get(queryKeys.name) ?? '');
  return {tags, operator, name};
}

/**
 * Writes filters into a query string, keeping unrelated parameters. Defaults
 * (no tags, OR, empty name) are left out so an unfiltered URL stays clean.
 * Returns the query without its leading `?`.
 */
export function serializeFilters(
  search: string,
  filters: ShowcaseFilters,
): string {
  const params = new URLSearchParams(search);
  Object.values(queryKeys).forEach((key) => params.delete(key));
  canonicalTags(filters.tags).forEach((tag) =>
    params.append(queryKeys.tags, tag),
  );
  if (filters.operator === 'AND') {
    params.set(queryKeys.operator, 'AND');
  }
  const name = clampName(filters.name);
  if (name !== '') {
    params.set(queryKeys.name, name);
  }
  return params.toString();
}

export function hasActiveFilters(filters: ShowcaseFilters): boolean {
  return (
    filters.tags.length > 0 ||
    filters.operator !== noFilters.operator ||
    filters.name.trim() !== ''
  );
}

/** Adds or removes one tag. */
export function toggleTag(
  filters: ShowcaseFilters,
  tag: ShowcaseTagKey,
): ShowcaseFilters {
  const tags = filters.tags.includes(tag)
    ? filters.tags.filter((selected) => selected !== tag)
    : canonicalTags([...filters.tags, tag]);
  return {...filters, tags};
}

export function siteMatchesFilters(
  site: ShowcaseSite,
  filters: ShowcaseFilters,
): boolean {
  const {tags, operator} = filters;
  if (tags.length > 0) {
    const matchesTags =
      operator === 'AND'
        ? tags.every((tag) => site.tags.includes(tag))
        : tags.some((tag) => site.tags.includes(tag));
    if (!matchesTags) {
      return false;
    }
  }
  const needle = filters.name.trim().toLowerCase();
  return needle === '' || site.title.toLowerCase().includes(needle);
}

export function filterSites(
  sites: readonly ShowcaseSite[],
  filters: ShowcaseFilters,
): ShowcaseSite[] {
  return sites.filter((site) => siteMatchesFilters(site, filters));
}
