import type {MarkdownConfig} from '@docusaurus/types';

/**
 * Front matter parsing: the default parser, plus one transform used by the
 * test fixtures. `force_unlisted_parseFrontMatter_test: true` makes a doc
 * unlisted, proving that a custom parser can rewrite front matter.
 */
export const parseFrontMatter: MarkdownConfig['parseFrontMatter'] = async (
  params,
) => {
  const result = await params.defaultParseFrontMatter(params);
  if (result.frontMatter.force_unlisted_parseFrontMatter_test === true) {
    result.frontMatter.unlisted = true;
  }
  return result;
};
