import { describe, expect, it } from '@rstest/core';
import {
  hideNavbarMode,
  isNavbarHidden,
  NAVBAR_HIDE_THROTTLE_MS,
} from '../../theme/navbar-hiding/hide-navbar';

const TOP_ZONE = 72;
const down = { previousY: 300, y: 500, topZone: TOP_ZONE };
const up = { previousY: 500, y: 300, topZone: TOP_ZONE };
const still = { previousY: 500, y: 500, topZone: TOP_ZONE };

describe('isNavbarHidden', () => {
  it("'never' keeps the navbar, whatever the scroll", () => {
    for (const step of [down, up, still]) {
      expect(isNavbarHidden('never', step, false)).toBe(false);
      expect(isNavbarHidden('never', step, true)).toBe(false);
    }
  });

  it("'always' hides the navbar, whatever the scroll", () => {
    for (const step of [down, up, still]) {
      expect(isNavbarHidden('always', step, false)).toBe(true);
    }
    expect(
      isNavbarHidden('always', { previousY: 0, y: 0, topZone: 72 }, false),
    ).toBe(true);
  });

  it("'auto' hides on scroll down and shows on scroll up", () => {
    expect(isNavbarHidden('auto', down, false)).toBe(true);
    expect(isNavbarHidden('auto', up, true)).toBe(false);
  });

  it("'auto' keeps the state when the position did not change", () => {
    expect(isNavbarHidden('auto', still, true)).toBe(true);
    expect(isNavbarHidden('auto', still, false)).toBe(false);
  });

  it("'auto' never hides within the top zone, even scrolling down", () => {
    expect(
      isNavbarHidden(
        'auto',
        { previousY: 0, y: TOP_ZONE, topZone: TOP_ZONE },
        false,
      ),
    ).toBe(false);
    expect(
      isNavbarHidden(
        'auto',
        { previousY: 0, y: TOP_ZONE + 1, topZone: TOP_ZONE },
        false,
      ),
    ).toBe(true);
    // Back at the top while hidden: shown again.
    expect(
      isNavbarHidden('auto', { previousY: 0, y: 0, topZone: TOP_ZONE }, true),
    ).toBe(false);
  });

  it("'auto' shows the navbar after a jump to a heading, down the page or up", () => {
    expect(isNavbarHidden('auto', { ...down, jumped: true }, false)).toBe(
      false,
    );
    expect(isNavbarHidden('auto', { ...down, jumped: true }, true)).toBe(false);
    expect(isNavbarHidden('auto', { ...up, jumped: true }, true)).toBe(false);
    expect(isNavbarHidden('always', { ...down, jumped: true }, false)).toBe(
      true,
    );
  });
});

describe('hideNavbarMode', () => {
  it('passes the three modes through and defaults to never', () => {
    expect(hideNavbarMode('auto')).toBe('auto');
    expect(hideNavbarMode('always')).toBe('always');
    expect(hideNavbarMode('never')).toBe('never');
    expect(hideNavbarMode(undefined)).toBe('never');
    expect(hideNavbarMode('sometimes')).toBe('never');
  });
});

it('the navbar hide throttle is 200 ms', () => {
  expect(NAVBAR_HIDE_THROTTLE_MS).toBe(200);
});
