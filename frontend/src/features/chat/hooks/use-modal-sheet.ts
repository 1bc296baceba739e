import { useEffect, useSyncExternalStore, type KeyboardEvent, type RefObject } from 'react';

/**
 * From Tailwind's `sm` (40rem) up the open chat is a card in the corner; below it, a bottom sheet
 * across the whole width that covers most of the window (chat-panel.tsx's classes).
 */
const CARD_QUERY = '(min-width: 40rem)';

/** Marks what stays reachable while the sheet is modal: the widget's own live region. */
export const KEEP_LIVE_ATTRIBUTE = 'data-chat-keep-live';

function cardQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(CARD_QUERY) : null;
}

/** Whether the window is narrow enough for the bottom sheet (false where it cannot be told, as in jsdom). */
export function useBottomSheetLayout(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = cardQuery();
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => {
      const query = cardQuery();
      return query ? !query.matches : false;
    },
    () => false,
  );
}

/**
 * While `active`, everything on the page but `ref`'s element (and what carries KEEP_LIVE_ATTRIBUTE)
 * is `inert`: out of reach of Tab, clicks and screen readers, as under a modal dialog. Elements added
 * meanwhile beside it or its ancestors (the cookie banner showing after its delay) are made inert too;
 * everything made inert here is given back when `active` ends or the element goes. Elements already
 * inert for another reason are left as they are.
 */
export function useInertOutside(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const made = new Set<Element>();
    const ancestors: Element[] = [];
    for (let node: Element = element; node.parentElement && node !== document.body; node = node.parentElement) {
      ancestors.push(node.parentElement);
    }
    const seal = () => {
      for (const parent of ancestors) {
        for (const sibling of Array.from(parent.children)) {
          if (sibling === element || ancestors.includes(sibling) || made.has(sibling)) continue;
          if (sibling.hasAttribute('inert') || sibling.hasAttribute(KEEP_LIVE_ATTRIBUTE)) continue;
          if (sibling instanceof HTMLScriptElement || sibling instanceof HTMLStyleElement) continue;
          sibling.setAttribute('inert', '');
          made.add(sibling);
        }
      }
    };
    seal();
    const observer = typeof MutationObserver === 'undefined' ? null : new MutationObserver(seal);
    for (const parent of ancestors) observer?.observe(parent, { childList: true });
    return () => {
      observer?.disconnect();
      for (const sibling of made) sibling.removeAttribute('inert');
    };
  }, [ref, active]);
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the dialog's last control goes to its first, Shift+Tab from its first to its last (the
 * rest of the page is inert, but Tab would otherwise leave it for the browser's own controls).
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((control) =>
    typeof control.checkVisibility === 'function' ? control.checkVisibility() : true,
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
