import { showsChatWidget } from './chat-pages';

/**
 * Where the floating launcher sits (components/chat-launcher.tsx: `end-4`, `size-14`, and its
 * distance from the bottom from launcherBottomPx; the minimised panel uses the same corner and is
 * lower), in CSS px. The classes and these numbers must move together: the browser journey
 * (tests/e2e/chat-launcher-clearance.e2e.mjs) measures the real launcher against the room kept for it.
 */
export const LAUNCHER_PLACE = { insetPx: 16, sizePx: 56 } as const;

/** Between the launcher's top and the page above it: its focus outline (2 px, offset 2 px) and a fingertip's slack. */
const GAP_PX = 8;

/**
 * How much of the window's bottom edge the page keeps free of anything to tap, type into or read,
 * because the launcher floats over it, on top of whatever covers the bottom below it (`coveredBelowPx`,
 * see launcherBottomPx): on pages without the widget, that alone. The footer ends with this much
 * room, so at the end of any page nothing lies under the launcher (on a phone the page's content
 * runs to both edges, and so does a laptop's up to about 1280 px wide), and the window's scroll
 * padding is this much, so a field or button reached with Tab or focused by the page is scrolled
 * clear of it rather than left under it (WCAG 2.4.11, focus not obscured). Reserved rather than
 * moving the launcher out of the way: a launcher that jumps whenever something scrolls under it is
 * hard to find and to hit, and there is no corner of a phone screen that nothing scrolls under.
 */
export function launcherClearancePx(pathname: string, coveredBelowPx = 0): number {
  if (!showsChatWidget(pathname)) return coveredBelowPx;
  return launcherBottomPx(coveredBelowPx) + LAUNCHER_PLACE.sizePx + GAP_PX;
}

/**
 * The launcher's (and the chat panel's) distance from the window's bottom, given how much of it
 * something wider already covers (`coveredBelowPx`: the cookie banner until a choice is made, its
 * height and a gap; 0 for nothing). It stands on top of the banner rather than under it: under it,
 * a phone's banner hid it wholly, from sight and when Tab reached it (WCAG 2.4.11). The banner
 * spans the whole width, so this holds in either corner (Arabic mirrors it to the left).
 */
export function launcherBottomPx(coveredBelowPx: number): number {
  return Math.max(LAUNCHER_PLACE.insetPx, coveredBelowPx);
}
