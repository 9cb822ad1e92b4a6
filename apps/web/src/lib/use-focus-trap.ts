import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Open traps, innermost last: only the innermost one reacts to Tab and Escape. */
const openTraps: symbol[] = [];

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]'),
  );
}

/**
 * While active, keeps keyboard focus inside the returned element (Tab and Shift+Tab wrap around),
 * calls onEscape on Escape, and gives focus back to whatever had it before once inactive.
 * Focus starts on the element marked data-autofocus, else on the container itself (give it tabIndex={-1}),
 * so that a screen reader announces the dialog before its content.
 */
export function useFocusTrap<T extends HTMLElement>(
  active: boolean,
  onEscape: () => void,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const onEscapeRef = useRef(onEscape);

  useEffect(() => {
    onEscapeRef.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const id = Symbol('focus-trap');
    openTraps.push(id);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (container.querySelector<HTMLElement>('[data-autofocus]') ?? container).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (openTraps.at(-1) !== id || !container) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(container);
      const first = items[0];
      const last = items.at(-1);
      const current = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const outside = current === container || !container.contains(current);
      if (event.shiftKey && (current === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openTraps.splice(openTraps.indexOf(id), 1);
      previous?.focus();
    };
  }, [active]);

  return ref;
}
