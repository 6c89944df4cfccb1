/**
 * Keyboard access to the search modal: Ctrl+K / Cmd+K opens
 * and closes it, "/" opens it when the reader is not typing in a field, and
 * Escape closes it. Typing a letter while the search button has focus opens
 * the modal with that letter.
 */
import {useEffect, type RefObject} from 'react';

/** Whether the key event happens while the reader edits text. */
export function isEditingContent(event: KeyboardEvent): boolean {
  const element = event.composedPath()[0] as HTMLElement | undefined;
  if (!element || !('tagName' in element)) {
    return false;
  }
  const tagName = element.tagName;
  return (
    element.isContentEditable ||
    tagName === 'INPUT' ||
    tagName === 'SELECT' ||
    tagName === 'TEXTAREA'
  );
}

export function useSearchKeyboardEvents({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (event: KeyboardEvent) => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
}): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const isShortcut =
        event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const isSlash = event.key === '/' && !isOpen && !isEditingContent(event);
      const isEscape = event.key === 'Escape' && isOpen;
      if (isShortcut || isSlash || isEscape) {
        event.preventDefault();
        if (isOpen) {
          onClose();
        } else if (!document.body.classList.contains('DocSearch--active')) {
          onOpen();
        }
        return;
      }
      if (
        !isOpen &&
        searchButtonRef.current === document.activeElement &&
        event.key.length === 1 &&
        /[a-z0-9]/i.test(event.key) &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.altKey
      ) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
