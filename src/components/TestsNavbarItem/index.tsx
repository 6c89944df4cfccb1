import {useEffect, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {isTestsPath} from '@site/src/utils/testsPath';
import styles from './styles.module.css';

export const testsNavbarItemMessage =
  'This button is a custom navbar item example: a navbar item type of our own, registered next to the built-in ones.';

interface Props {
  mobile?: boolean;
  className?: string;
}

/**
 * A navbar item type of our own (`custom-testsNavbarItem`). It only renders in
 * the test-fixture area and shows what it is when pressed.
 */
export default function TestsNavbarItem({mobile, className}: Props): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const [open, setOpen] = useState(false);
  const messageId = useId();

  // A message left open on one page should not follow the reader around.
  useEffect(() => setOpen(false), [pathname]);

  if (!isTestsPath(pathname, siteConfig.baseUrl)) {
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
