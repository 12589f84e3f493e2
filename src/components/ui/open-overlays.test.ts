import { describe, expect, it } from 'vitest';
import { holdOverlay, isAnyOverlayOpen } from './open-overlays';

describe('open overlays', () => {
  it('stay open until every panel that opened has closed', () => {
    expect(isAnyOverlayOpen()).toBe(false);
    const closeDrawer = holdOverlay();
    const closeMenu = holdOverlay();
    closeDrawer();
    expect(isAnyOverlayOpen()).toBe(true);
    closeDrawer(); // a second close of the same panel changes nothing
    expect(isAnyOverlayOpen()).toBe(true);
    closeMenu();
    expect(isAnyOverlayOpen()).toBe(false);
  });
});
