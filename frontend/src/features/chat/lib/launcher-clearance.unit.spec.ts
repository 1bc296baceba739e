import { describe, expect, it } from '@jest/globals';
import { LAUNCHER_PLACE, launcherClearancePx } from './launcher-clearance';

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
