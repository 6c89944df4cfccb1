/**
 * Workaround: fonts are never inlined as data URIs.
 *
 * Docusaurus' bundler config inlines every asset under 10 KB, and the KaTeX
 * stylesheet (loaded by the math page) declares some sixty small fonts:
 * inlined, they added about 125 KB of base64 to the one stylesheet that every
 * page loads, although only math pages use them. Docusaurus has no option
 * for the inlining limit, so this finds its font rule and turns the limit
 * off, failing the build if the rule is no longer there.
 */

interface LoaderUse {
  loader?: string;
  options?: Record<string, unknown>;
}

interface RuleLike {
  test?: unknown;
  use?: unknown;
}

/** Whether a module rule is the one that handles font files. */
export function isFontRule(
  rule: unknown,
): rule is RuleLike & {use: LoaderUse[]} {
  const {test, use} = (rule ?? {}) as RuleLike;
  return (
    test instanceof RegExp && test.test('font.woff2') && Array.isArray(use)
  );
}

/** Turns off inlining in the font rule; returns how many loaders changed. */
export function stopInliningFonts(rules: unknown[]): number {
  let changed = 0;
  for (const rule of rules.filter(isFontRule)) {
    for (const use of rule.use) {
      if (use.loader?.includes('url-loader') && use.options) {
        use.options.limit = false;
        changed += 1;
      }
    }
  }
  return changed;
}

/** Applies the workaround to a bundler config (client and server). */
export function applyFontInlining(config: {module?: {rules?: unknown[]}}) {
  const changed = stopInliningFonts(config.module?.rules ?? []);
  if (changed === 0) {
    throw new Error(
      'workarounds/fontInlining: the font loader rule was not found; check src/plugins/workarounds/fontInlining.ts against the installed Docusaurus version.',
    );
  }
}
