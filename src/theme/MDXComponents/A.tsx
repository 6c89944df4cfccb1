/**
 * Markdown links, wrapped for links to files. A Markdown link to a local
 * file (`[the sample](./sample.txt)`) points to its hashed copy under
 * /assets/files/, and the theme's Link, which treats every internal URL as
 * a route, appends the trailing slash of `trailingSlash: true`:
 * `/assets/files/sample-1a2b.txt/`, which static hosts answer with 404.
 * A link to a file stays a plain link: no slash, no client-side routing.
 */
import type {ReactNode} from 'react';
import MDXA from '@theme-original/MDXComponents/A';
import type {Props} from '@theme/MDXComponents/A';
import {isFilePath} from '@site/src/utils/filePath';

export default function MDXAWrapper(props: Props): ReactNode {
  if (isFilePath(props.href)) {
    const {children, ...attributes} = props;
    // A file is not a route: Link would add the slash (see above).
    // eslint-disable-next-line @docusaurus/no-html-links
    return <a {...attributes}>{children}</a>;
  }
  return <MDXA {...props} />;
}
