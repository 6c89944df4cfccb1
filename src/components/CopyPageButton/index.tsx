/**
 * "Copy page": copies the Markdown twin of the doc to the clipboard; the
 * arrow beside it opens a small menu that also offers "View as Markdown".
 *
 * Only the buttons ship with the page: the copy code loads on first use.
 * When a service worker controls the page, the twin and that code are
 * fetched once the browser is idle, so the worker has them cached and the
 * button still works offline.
 */
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

const statusMessages: Record<Status, string> = {
  idle: '',
  copied: 'Page copied as Markdown.',
  failed: 'Copy failed: use "View as Markdown".',
};

/** How long the confirmation stays on the button. */
const confirmationMs = 3000;

const loadCopyCode = () => import('./copyMarkdown');

function whenIdle(callback: () => void): () => void {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, {timeout: 5000});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 2000);
  return () => window.clearTimeout(handle);
}

/**
 * Gets the twin and the copy code into the service worker's caches; true
 * once both have arrived (shown as `data-offline-ready` on the button).
 */
function useOfflineReadiness(markdownPath: string): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!navigator.serviceWorker?.controller) {
      return undefined;
    }
    return whenIdle(() => {
      // Reading the body lets the worker finish storing it.
      const twin = fetch(markdownPath).then((response) => response.text());
      Promise.all([twin, loadCopyCode()]).then(
        () => setReady(true),
        () => undefined,
      );
    });
  }, [markdownPath]);
  return ready;
}

export default function CopyPageButton({
  markdownPath,
}: {
  markdownPath: string;
}): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const offlineReady = useOfflineReadiness(markdownPath);

  useEffect(() => {
    if (status === 'idle') {
      return undefined;
    }
    const timer = window.setTimeout(() => setStatus('idle'), confirmationMs);
    return () => window.clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    if (!menuOpen) {
      return undefined;
    }
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) {
        setMenuOpen(false);
      }
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () =>
      document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [menuOpen]);

  const copy = () => {
    setMenuOpen(false);
    loadCopyCode()
      .then(({copyMarkdown}) => copyMarkdown(markdownPath))
      .then(
        () => setStatus('copied'),
        () => setStatus('failed'),
      );
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    // The Escape key closes the menu from anywhere inside it.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={containerRef}
      className={styles.container}
      data-offline-ready={offlineReady || undefined}
      onKeyDown={closeOnEscape}>
      <div className={styles.buttons}>
        <button
          type="button"
          className={clsx('button button--sm button--secondary', styles.copy)}
          onClick={copy}>
          {status === 'copied'
            ? 'Copied'
            : status === 'failed'
              ? 'Copy failed'
              : 'Copy page'}
        </button>
        <button
          ref={toggleRef}
          type="button"
          className={clsx('button button--sm button--secondary', styles.toggle)}
          aria-label="More page actions"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}>
          <span aria-hidden="true" className={styles.arrow} />
        </button>
      </div>
      <ul id={menuId} className={styles.menu} hidden={!menuOpen}>
        <li>
          <button type="button" className="dropdown__link" onClick={copy}>
            Copy page as Markdown
          </button>
        </li>
        <li>
          {/* A static file, not a route of the app: a plain link. */}
          {/* eslint-disable-next-line @docusaurus/no-html-links */}
          <a className="dropdown__link" href={markdownPath}>
            View as Markdown
          </a>
        </li>
      </ul>
      <span role="status" className={styles.status}>
        {statusMessages[status]}
      </span>
    </div>
  );
}
