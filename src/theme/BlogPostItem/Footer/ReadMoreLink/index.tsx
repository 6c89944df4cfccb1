/**
 * The blog's "Read more" link, ejected to name the post in the link text.
 * The theme gives the full name only in aria-label, so the text of every
 * such link on a list page is the same "Read more" (Lighthouse's link-text
 * audit and readers of link lists see a column of identical links). The
 * words " about <title>" are in the link, visually hidden: the list looks
 * as the theme designed it.
 */
import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function BlogPostItemFooterReadMoreLink({
  blogPostTitle,
  ...linkProps
}: Props): ReactNode {
  return (
    <Link
      aria-label={translate(
        {
          message: 'Read more about {title}',
          id: 'theme.blog.post.readMoreLabel',
          description:
            'The ARIA label for the link to full blog posts from excerpts',
        },
        {title: blogPostTitle},
      )}
      {...linkProps}>
      <b>
        <Translate
          id="theme.blog.post.readMore"
          description="The label used in blog post item excerpts to link to full blog posts">
          Read more
        </Translate>
      </b>
      <span className="visually-hidden"> about {blogPostTitle}</span>
    </Link>
  );
}
