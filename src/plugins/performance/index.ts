/**
 * Build tweaks that keep the bytes every page downloads small.
 *
 * - Fonts are never inlined (see below).
 * - The client bundle's route registry drops module paths that only server
 *   rendering reads (see registryLoader.js).
 *
 * Fonts are never inlined as data URIs. The bundler inlines assets under
 * 10 KB, and the KaTeX stylesheet (loaded by the math page) declares some
 * sixty small fonts: inlined, they added 125 KB of base64 to the one
 * stylesheet that every page loads, although only math pages use them.
 */
import type {Plugin} from '@docusaurus/types';

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

export default function performancePlugin(): Plugin {
  return {
    name: 'performance',
    configureWebpack(config, isServer) {
      const changed = stopInliningFonts(
        (config.module?.rules ?? []) as unknown[],
      );
      if (changed === 0) {
        throw new Error(
          'performance plugin: the font loader rule was not found; check src/plugins/performance/index.ts against the installed Docusaurus version.',
        );
      }
      if (isServer) {
        return {};
      }
      return {
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/]registry\.js$/,
              use: [require.resolve('./registryLoader.js')],
            },
          ],
        },
      };
    },
  };
}
