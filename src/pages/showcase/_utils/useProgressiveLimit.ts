import {useEffect, useState} from 'react';

/**
 * How many items of a long list to render: `initial` at first (also in the
 * server HTML), then `step` more each time the browser is idle until `total`
 * is reached. The first screen paints and hydrates sooner; the rest follows
 * within a few frames, so find-in-page and links soon cover every item.
 */
export function useProgressiveLimit(
  total: number,
  initial: number,
  step: number,
): number {
  const [limit, setLimit] = useState(initial);

  useEffect(() => {
    if (limit >= total) {
      return undefined;
    }
    const grow = () => setLimit((current) => current + step);
    // Safari has no requestIdleCallback; a zero timeout still yields to input.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(grow, {timeout: 200});
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(grow, 0);
    return () => window.clearTimeout(handle);
  }, [limit, total, step]);

  return Math.min(limit, total);
}
