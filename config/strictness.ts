import type {Config} from '@docusaurus/types';

/**
 * How strictly the build treats broken content. A broken Markdown
 * image has no option in 3.8.1 (`markdown.hooks` arrives in 3.9): the MDX
 * loader already fails the build, which `strictness.test.ts` proves.
 */
export const buildStrictness = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',
} as const satisfies Pick<
  Config,
  | 'onBrokenLinks'
  | 'onBrokenAnchors'
  | 'onBrokenMarkdownLinks'
  | 'onDuplicateRoutes'
>;
