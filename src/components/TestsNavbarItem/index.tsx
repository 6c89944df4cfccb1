import {useEffect, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {isTestsPath} from '@site/src/utils/testsPath';
import styles from './styles.module.css';

/**
 * With `?crashNavbarItem=true` in the URL of a /tests page, the item throws
 * while rendering: the way to see how the theme reports a navbar item that
 * fails (the crash screen, with a message that names the item's config).
 */
export const crashNavbarItemParam = 'crashNavbarItem';

export const testsNavbarItemMessage =
  'This button is a custom navbar item example: a navbar item type of our own, registered next to the built-in ones.';

interface Props {
  mobile?: boolean;
  className?: string;
}

/**
 * A navbar item type of our own (`custom-testsNavbarItem`). It only renders in
 * the test-fixture area and shows what it is when pressed; there, it can
 * also be made to throw (`crashNavbarItemParam`).
 */
export default function TestsNavbarItem({mobile, className}: Props): ReactNode {
  const {pathname, search} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const [open, setOpen] = useState(false);
  const messageId = useId();

  const inTests = isTestsPath(pathname, siteConfig.baseUrl);
  const [crash, setCrash] = useState(false);

  // A message left open on one page should not follow the reader around.
  useEffect(() => setOpen(false), [pathname]);

  // Decided after hydration: the static HTML has no query string, and a
  // page that fails to hydrate is a different failure from this one.
  useEffect(() => {
    setCrash(
      inTests &&
        new URLSearchParams(search).get(crashNavbarItemParam) === 'true',
    );
  }, [inTests, search]);

  if (crash) {
    throw new Error(
      `The custom navbar item crashed on purpose (?${crashNavbarItemParam}=true)`,
    );
  }
  if (!inTests) {
    return null;
  }

  const button = (
    <button
      type="button"
      className={clsx(
        'clean-btn',
        mobile ? 'menu__link' : 'navbar__link',
        styles.button,
      )}
      aria-expanded={open}
      aria-controls={messageId}
      data-testid="tests-navbar-item"
      onClick={() => setOpen((value) => !value)}>
      <span aria-hidden="true">😉</span>
      <span className={mobile ? undefined : 'visually-hidden'}>
        {mobile ? ' Custom navbar item' : 'Custom navbar item'}
      </span>
    </button>
  );

  const message = open ? (
    <p
      id={messageId}
      role="status"
      className={clsx(styles.message, mobile && styles.messageMobile)}>
      {testsNavbarItemMessage}
    </p>
  ) : (
    <span id={messageId} role="status" hidden />
  );

  if (mobile) {
    return (
      <li className={clsx('menu__list-item', className)}>
        {button}
        {message}
      </li>
    );
  }
  return (
    <div className={clsx('navbar__item', styles.wrapper, className)}>
      {button}
      {message}
    </div>
  );
}
