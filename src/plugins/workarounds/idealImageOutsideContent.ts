/**
 * Workaround: an `<img src={require('./photo.png').default}>` written in a
 * Markdown or MDX page gets the image URL, as the assets guide teaches.
 *
 * Why: plugin-ideal-image adds a loader rule for every PNG and JPEG that a
 * `.js`, `.ts`, `.md` or `.mdx` module requires. Its loaders turn the file
 * into a CommonJS object (`{src: {src, srcSet, images, ...}, preSrc}`) with
 * no `default` key, so `require(...).default` is `undefined` in production
 * builds and the page rendered an `<img>` without `src` (the assets guide of
 * all three docs versions and the /tests/ images doc). Markdown image syntax
 * was never affected: the MDX loader requires those files through inline
 * loaders that bypass the configured rules.
 *
 * What it does: narrows the rule to images required from JavaScript and
 * TypeScript modules. React pages that hand `require()` to `<IdealImage>`
 * keep the resized copies and the placeholder; Markdown and MDX content gets
 * the bundler's ordinary image handling (the URL as the default export), the
 * same as on a site without the plugin.
 *
 * Remove it when plugin-ideal-image lets a site scope its rule, or when its
 * module also exports the URL as `default` (checked on every build: the
 * plugin throws below if the rule changes shape).
 */
/** Issuers whose image requires the ideal-image loaders keep processing. */
export const codeIssuer = /\.(?:tsx?|jsx?)$/i;

interface RuleLike {
  test?: unknown;
  issuer?: unknown;
  use?: unknown;
}

/** Whether a module rule is the one plugin-ideal-image adds. */
export function isIdealImageRule(rule: unknown): rule is RuleLike {
  const {test, use} = (rule ?? {}) as RuleLike;
  return (
    test instanceof RegExp &&
    test.test('photo.png') &&
    Array.isArray(use) &&
    use.some((entry: unknown) =>
      JSON.stringify(entry ?? '').includes('responsive-loader'),
    )
  );
}

/**
 * Limits plugin-ideal-image's rule to code issuers. Returns how many rules
 * were changed (one when the plugin is active).
 */
export function keepIdealImageOutOfContent(rules: unknown[]): number {
  let changed = 0;
  for (const rule of rules.filter(isIdealImageRule)) {
    rule.issuer = {and: [codeIssuer]};
    changed += 1;
  }
  return changed;
}

/** Applies the workaround to the bundler config of one build (client or server). */
export function idealImageOutsideContent(config: {
  mode?: string;
  module?: {rules?: unknown[]};
}): void {
  const rules = config.module?.rules ?? [];
  // With `disableInDev`, the development server has no such rule.
  if (keepIdealImageOutOfContent(rules) === 0 && config.mode === 'production') {
    throw new Error(
      'workaround ideal-image: the plugin-ideal-image loader rule was not found. Load the workarounds plugin after @docusaurus/plugin-ideal-image, or remove src/plugins/workarounds/idealImageOutsideContent.ts if the plugin changed.',
    );
  }
}
