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
 * Expected chance matches inside the interval: the derived values of one form
 * that land in the window, less the candidate itself, spread evenly over the
 * window and counted over the interval's width (leave-one-out density).
 *
 * Other derivations inside the interval count too: when many pairs produce
 * the figure (a lattice of round values, a dense table), the figure says
 * little about which values it came from.
 *
 * @param inWindow derived values of one form inside the window (the interval included)
 * @param weight the share of counted values that are distinct derivations
 * (0.5 when each unordered pair was counted from both ends)
 *
 * @example
 * // 21 derived values in a window 21 interval widths wide: 20 others, one per width.
 * expectedFromDensity(21, { low: 11.5, high: 12.5 }, { low: 1.5, high: 22.5 }) // 1
 */
export function expectedFromDensity(
  inWindow: number,
  interval: Interval,
  window: Interval,
  weight = 1,
): number {
  const w = interval.high - interval.low;
  const width = window.high - window.low;
  if (!(width > 0) || !(w > 0)) return 0;
  return (Math.max(0, inWindow * weight - 1) * w) / width;
}
