import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

// The layout checks the admin journeys share: where an element is drawn, and whether it is clipped
// or covers another.

export type Box = { x: number; y: number; width: number; height: number };

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

/** `inner` lies wholly inside `outer` sideways (a pixel of rounding allowed): nothing clipped. */
export function expectInside(inner: Box, outer: Box, what: string) {
  expect(inner.x, `${what}: left edge`).toBeGreaterThanOrEqual(outer.x - 1);
  expect(inner.x + inner.width, `${what}: right edge`).toBeLessThanOrEqual(outer.x + outer.width + 1);
}

/** The two boxes share more than a pixel of rounding in both directions. */
export const overlaps = (a: Box, b: Box) =>
  a.x + a.width > b.x + 1 && b.x + b.width > a.x + 1 && a.y + a.height > b.y + 1 && b.y + b.height > a.y + 1;
