// Components this plugin adds to the theme (see getThemePath).
declare module '@theme/ChangelogMeta' {
  import type {ReactNode} from 'react';
  import type {PropBlogPostMetadata} from '@docusaurus/plugin-content-blog';

  export default function ChangelogMeta(props: {
    metadata: PropBlogPostMetadata;
  }): ReactNode;
}

declare module '@theme/ChangelogList' {
  import type {ReactNode} from 'react';
  import type {Props} from '@theme/BlogListPage';

  export default function ChangelogList(props: Props): ReactNode;
}

declare module '@theme/ChangelogPage' {
  import type {ReactNode} from 'react';
  import type {Props} from '@theme/BlogPostPage';

  export default function ChangelogPage(props: Props): ReactNode;
}
