/**
 * Wrapped (not ejected) so the version links keep the query string and hash
 * of the page in their `href`. The theme adds them
 * from the browser location, which the static HTML cannot know, and React
 * does not patch attributes that differ at hydration: the links kept their
 * server-rendered `href` without `?query#hash` until the next navigation.
 * Remounting the item once in the browser renders the links afresh.
 */
import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';

export default function DocsVersionDropdownNavbarItemWrapper(
  props: Props,
): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <DocsVersionDropdownNavbarItem
      key={isBrowser ? 'browser' : 'server'}
      {...props}
    />
  );
}
