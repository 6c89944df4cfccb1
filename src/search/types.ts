/**
 * DocSearch-shaped records, as the hosted crawler would write them: the
 * search-index plugin extracts them from the built pages, and the search
 * client answers with them in the shape of a hosted search hit.
 */

export type HierarchyLevel =
  'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export const hierarchyLevels: readonly HierarchyLevel[] = [
  'lvl0',
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
];

export type Hierarchy = Record<HierarchyLevel, string | null>;

export interface SearchRecord {
  objectID: string;
  hierarchy: Hierarchy;
  content: string | null;
  type: HierarchyLevel | 'content';
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  weight: {pageRank: number; level: number; position: number};
  language: string;
  version: string | null;
  docusaurus_tag: string;
  /**
   * A definition: one row of an options or fields table. Its name is the
   * deepest hierarchy level and `content` holds its type, default and
   * description.
   */
  definition?: boolean;
}

export {searchIndexDir} from './indexFormat';
