/**
 * The navbar search button, with DocSearch's class names so its stylesheet
 * applies. Written here instead of importing DocSearchButton because the
 * @docsearch/react bundle is one module: importing the button pulled the
 * whole modal and autocomplete engine into every page's main bundle.
 */
import {
  forwardRef,
  useEffect,
  useState,
  type ComponentPropsWithoutRef,
} from 'react';
import styles from './styles.module.css';

type Props = ComponentPropsWithoutRef<'button'> & {
  translations?: {buttonText?: string; buttonAriaLabel?: string};
};

function isApplePlatform(): boolean {
  return /(Mac|iPhone|iPod|iPad)/i.test(
    navigator.platform || navigator.userAgent,
  );
}

function MagnifierIcon() {
  return (
    <svg
      className="DocSearch-Search-Icon"
      width="20"
      height="20"
      viewBox="0 0 20 20"
      aria-hidden="true">
      <circle
        cx="8.5"
        cy="8.5"
        r="5.75"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path
        d="M12.8 12.8 17.5 17.5"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton(
  {translations = {}, ...buttonProps},
  ref,
) {
  const {buttonText = 'Search', buttonAriaLabel = 'Search'} = translations;
  // The modifier key depends on the platform, known only in the browser:
  // render it after hydration so server and client markup agree.
  const [modifier, setModifier] = useState<{
    label: string;
    name: string;
  } | null>(null);
  useEffect(() => {
    setModifier(
      isApplePlatform()
        ? {label: '⌘', name: 'Command'}
        : {label: 'Ctrl', name: 'Control'},
    );
  }, []);
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${buttonAriaLabel} (${modifier?.name ?? 'Control'}+K)`}
      aria-keyshortcuts={modifier ? `${modifier.name}+K /` : undefined}
      {...buttonProps}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <MagnifierIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {modifier && (
          <>
            <kbd className={`DocSearch-Button-Key ${styles.key}`}>
              {modifier.label}
            </kbd>
            <kbd className={`DocSearch-Button-Key ${styles.key}`}>K</kbd>
          </>
        )}
      </span>
    </button>
  );
});

export default SearchButton;
