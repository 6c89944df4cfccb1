/**
 * Desktop navbar dropdown (version, locale and other dropdowns), written
 * here to make it fully usable from the keyboard (facebook/docusaurus#8478):
 * Enter or Space opens and closes it, ArrowDown opens it and moves into the
 * menu, arrow keys move between items, Escape closes it and returns focus to
 * the toggle, and leaving it with Tab closes it. The theme's version only
 * handled Enter. Hover still opens it, as Infima's `dropdown--hoverable` does.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import NavbarItem from '@theme/NavbarItem';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Desktop';

function menuLinks(container: HTMLElement | null): HTMLElement[] {
  return container
    ? Array.from(
        container.querySelectorAll<HTMLElement>(
          '.dropdown__menu a[href], .dropdown__menu button',
        ),
      )
    : [];
}

export default function DropdownNavbarItemDesktop({
  items,
  position,
  className,
  onClick: _onClick,
  ...props
}: Props): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const closeWhenOutside = (event: Event) => {
      if (!containerRef.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', closeWhenOutside);
    document.addEventListener('touchstart', closeWhenOutside);
    document.addEventListener('focusin', closeWhenOutside);
    return () => {
      document.removeEventListener('mousedown', closeWhenOutside);
      document.removeEventListener('touchstart', closeWhenOutside);
      document.removeEventListener('focusin', closeWhenOutside);
    };
  }, [open]);

  const focusItem = useCallback((index: number) => {
    const links = menuLinks(containerRef.current);
    links.at(index % links.length)?.focus();
  }, []);

  const onToggleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen((value) => !value);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      // The menu is in the DOM already (hidden by CSS): focus after the
      // class change has been applied.
      requestAnimationFrame(() => focusItem(0));
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const links = menuLinks(containerRef.current);
    const current = links.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      toggleRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(current + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(current <= 0 ? links.length - 1 : current - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusItem(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusItem(links.length - 1);
    }
  };

  return (
    <div
      ref={containerRef}
      className={clsx('navbar__item', 'dropdown', 'dropdown--hoverable', {
        'dropdown--right': position === 'right',
        'dropdown--show': open,
      })}>
      <NavbarNavLink
        ref={toggleRef}
        aria-haspopup="true"
        aria-expanded={open}
        role="button"
        // An href keeps a link without target focusable.
        href={props.to ? undefined : '#'}
        className={clsx('navbar__link', className)}
        {...props}
        onClick={props.to ? undefined : (event) => event.preventDefault()}
        onKeyDown={onToggleKeyDown}>
        {props.children ?? props.label}
      </NavbarNavLink>
      {/* The list never takes focus itself: it handles the arrow keys of
          the focused link inside it, as the key events bubble up. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul className="dropdown__menu" onKeyDown={onMenuKeyDown}>
        {items.map((item, index) => (
          <NavbarItem
            isDropdownItem
            activeClassName="dropdown__link--active"
            {...item}
            key={index}
          />
        ))}
      </ul>
    </div>
  );
}
