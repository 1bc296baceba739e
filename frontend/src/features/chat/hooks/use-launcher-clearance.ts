import { useEffect } from 'react';

/**
 * Keeps `px` of the window's bottom out of the way of scrolling a focused element into view
 * (lib/launcher-clearance.ts says why): the window's scroll padding, which the browser applies when
 * Tab or a page's own focus() brings a field or button into view. The window's own style rather than
 * a stylesheet rule, because it follows the page: staff pages have no launcher and get none.
 */
export function useLauncherClearance(px: number): void {
  useEffect(() => {
    if (px <= 0) return;
    const root = document.documentElement.style;
    root.scrollPaddingBottom = `${px}px`;
    return () => {
      root.scrollPaddingBottom = '';
    };
  }, [px]);
}
