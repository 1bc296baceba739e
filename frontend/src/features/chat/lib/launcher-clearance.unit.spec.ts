import { describe, expect, it } from '@jest/globals';
import { LAUNCHER_PLACE, launcherBottomPx, launcherClearancePx } from './launcher-clearance';

const launcherTop = LAUNCHER_PLACE.insetPx + LAUNCHER_PLACE.sizePx;

describe('the room a page keeps at the bottom of the window for the chat launcher', () => {
  it('is more than the launcher takes, on every public page', () => {
    for (const page of ['/', '/apply', '/insurance', '/status', '/faq', '/privacy-policy', '/administration-fees']) {
      expect(launcherClearancePx(page)).toBeGreaterThan(launcherTop);
    }
  });

  it('leaves room for the launcher’s focus outline (2 px, 2 px off) above it', () => {
    expect(launcherClearancePx('/apply') - launcherTop).toBeGreaterThanOrEqual(4);
  });

  it('is nothing on the staff pages, which have no launcher', () => {
    for (const page of ['/admin', '/admin/applications', '/chat-admin', '/chat-admin/']) {
      expect(launcherClearancePx(page)).toBe(0);
    }
  });
});

describe('the launcher above the cookie banner (which covers the whole bottom until a choice is made)', () => {
  it('stands in its corner with nothing below, and on top of the banner while it shows', () => {
    expect(launcherBottomPx(0)).toBe(LAUNCHER_PLACE.insetPx);
    expect(launcherBottomPx(240)).toBe(240);
  });

  it('keeps the banner and the launcher on it free at the bottom of a public page, the banner alone on a staff page', () => {
    expect(launcherClearancePx('/faq', 240)).toBe(launcherClearancePx('/faq') - LAUNCHER_PLACE.insetPx + 240);
    expect(launcherClearancePx('/admin', 240)).toBe(240);
  });
});
