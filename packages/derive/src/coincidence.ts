import type { Interval } from "./interval.js";

/** Default half-width of the density window, in interval widths on each side of the target's interval. */
export const DEFAULT_COINCIDENCE_WINDOW = 10;

/**
 * The window the density of derived values is measured in: the target's
 * interval widened by `k` interval widths on each side. Changes compare by
 * magnitude, so their window stops at zero.
 */
export function windowAround(interval: Interval, k: number, magnitude: boolean): Interval {
  const w = interval.high - interval.low;
  const low = interval.low - k * w;
  return { low: magnitude ? Math.max(0, low) : low, high: interval.high + k * w };
}

/**
 * Expected chance matches inside the interval, from the derived values that
 * land in the window but outside the interval (the sidebands): their density
 * per unit, times the interval's width. The derivations inside the interval
 * are left out of the density so a true derivation never counts against
 * itself.
 *
 * @param inWindow derived values of one form inside the window
 * @param inInterval derived values of that form inside the interval
 * @param weight the share of counted values that are distinct derivations
 * (0.5 when each unordered pair was counted from both ends)
 */
export function expectedFromDensity(
  inWindow: number,
  inInterval: number,
  interval: Interval,
  window: Interval,
  weight = 1,
): number {
  const w = interval.high - interval.low;
  const side = window.high - window.low - w;
  if (!(side > 0) || !(w > 0)) return 0;
  return (Math.max(0, inWindow - inInterval) * weight * w) / side;
}
