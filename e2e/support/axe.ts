/**
 * axe-core through @axe-core/playwright, reporting violations only.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** Every WCAG 2.1 A and AA rule. */
export const wcagRules = {tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']};

export interface Violation {
  rule: string;
  impact: string | null | undefined;
  help: string;
  /** The first five elements that break the rule. */
  targets: string[];
}

/**
 * The violations of the given rules on the page as it is now.
 *
 * By default @axe-core/playwright opens a blank page for every check, to
 * put together the results of frames from other origins; on these pages
 * that cost more than the check (the installation doc: 4.2 s a check with
 * it, 1.9 s without). A page without frames has no results to put
 * together, so it is checked in the page itself (the builder's "legacy
 * mode"); a page with frames keeps the default, which tests every frame.
 */
export async function axeViolations(
  page: Page,
  which: {tags: string[]} | {rules: string[]} = wcagRules,
): Promise<Violation[]> {
  const hasFrames = page.frames().length > 1;
  // Only violations are reported; axe then skips collecting the details
  // of every passing node, most of its time on large pages. Set before the
  // rules: `options()` replaces the whole options object, rules included.
  const builder = new AxeBuilder({page})
    .options({resultTypes: ['violations']})
    .setLegacyMode(!hasFrames);
  const results = await (
    'tags' in which
      ? builder.withTags(which.tags)
      : builder.withRules(which.rules)
  ).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}
