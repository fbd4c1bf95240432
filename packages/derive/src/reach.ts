import type { Interval } from "./interval.js";
import type { Operation } from "./types.js";

/**
 * What the forms of a pool can reach, from a few of its values: the
 * smallest and largest sum of two of its values, its span, its largest
 * magnitude, its smallest positive and non-zero magnitudes, and the sums of
 * its positive and of its negative values. Worked out once per pool in one
 * pass (no sort).
 */
export interface PoolReach {
  /** The smallest value. */
  readonly min: number;
  /** The largest value. */
  readonly max: number;
  /** The second smallest value (at a position other than the smallest's). */
  readonly secondMin: number;
  /** The second largest value. */
  readonly secondMax: number;
  /** The sum of the two smallest values. */
  readonly lowPair: number;
  /** The sum of the two largest values. */
  readonly highPair: number;
  /** The largest value less the smallest. */
  readonly span: number;
  /** The largest |value|. */
  readonly maxAbs: number;
  /** The smallest positive value (Infinity when none). */
  readonly minPositive: number;
  /** The smallest non-zero |value| (Infinity when none). */
  readonly minNonZero: number;
  /** The sum of the three smallest values (Infinity for fewer than three). */
  readonly lowTriple: number;
  /** The sum of the three largest values (-Infinity for fewer than three). */
  readonly highTriple: number;
  /** The sum of the positive values. */
  readonly positiveSum: number;
  /** The sum of the negative values. */
  readonly negativeSum: number;
}

/** The reach of a pool of two or more finite values. */
export function poolReach(values: Float64Array): PoolReach {
  let low1 = Number.POSITIVE_INFINITY;
  let low2 = Number.POSITIVE_INFINITY;
  let low3 = Number.POSITIVE_INFINITY;
  let high1 = Number.NEGATIVE_INFINITY;
  let high2 = Number.NEGATIVE_INFINITY;
  let high3 = Number.NEGATIVE_INFINITY;
  let minPositive = Number.POSITIVE_INFINITY;
  let minNonZero = Number.POSITIVE_INFINITY;
  let positiveSum = 0;
  let negativeSum = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (v > 0) positiveSum += v;
    else negativeSum += v;
    if (v < low1) {
      low3 = low2;
      low2 = low1;
      low1 = v;
    } else if (v < low2) {
      low3 = low2;
      low2 = v;
    } else if (v < low3) low3 = v;
    if (v > high1) {
      high3 = high2;
      high2 = high1;
      high1 = v;
    } else if (v > high2) {
      high3 = high2;
      high2 = v;
    } else if (v > high3) high3 = v;
    if (v > 0 && v < minPositive) minPositive = v;
    const a = Math.abs(v);
    if (a > 0 && a < minNonZero) minNonZero = a;
  }
  return {
    min: low1,
    max: high1,
    secondMin: low2,
    secondMax: high2,
    lowTriple: low1 + low2 + low3,
    highTriple: high1 + high2 + high3,
    lowPair: low1 + low2,
    highPair: high1 + high2,
    span: high1 - low1,
    maxAbs: Math.max(Math.abs(low1), Math.abs(high1)),
    minPositive,
    minNonZero,
    positiveSum,
    negativeSum,
  };
}

/**
 * Whether no pair of the pool can give a value of `op` inside the interval,
 * as the pair search computes and compares it: then the search would find
 * nothing, and is skipped. Every bound is the form's own arithmetic applied
 * to the pool's extremes, and rounding is monotone, so a computed value never
 * passes its bound: the test only ever skips searches that find nothing.
 * (Coarse figures and large pools are rarely out of reach; a figure of seven
 * significant digits against a few values of another size nearly always is.)
 */
export function outOfReach(
  op: Operation,
  reach: PoolReach,
  interval: Interval,
  scale: number,
  magnitude: boolean,
): boolean {
  switch (op) {
    case "sum":
      return interval.high < reach.lowPair || interval.low > reach.highPair;
    case "average":
      return interval.high < reach.lowPair / 2 || interval.low > reach.highPair / 2;
    // Changes are compared by magnitude.
    case "difference":
    case "pp_change":
      return interval.low > reach.span;
    case "percent_change":
      // The base is never zero: (b − a) / |a| with |b − a| ≤ span, |a| ≥ minNonZero.
      return interval.low > (reach.span / reach.minNonZero) * scale;
    case "share":
    case "ratio": {
      // The denominator is positive: |a / b| ≤ maxAbs / minPositive.
      const bound = (reach.maxAbs / reach.minPositive) * (op === "share" ? scale : 1);
      return beyond(interval, bound, magnitude && op === "share");
    }
    case "product": {
      // Values of one sign multiply to between the product of the two
      // nearest zero and that of the two farthest from it.
      if (reach.min > 0)
        return (
          interval.high < reach.min * reach.secondMin || interval.low > reach.max * reach.secondMax
        );
      if (reach.max < 0)
        return (
          interval.high < reach.max * reach.secondMax || interval.low > reach.min * reach.secondMin
        );
      return beyond(interval, reach.maxAbs * reach.maxAbs, false);
    }
    default:
      return false;
  }
}

/**
 * Whether no combination of three or more of the pool's values can give a
 * value of `op` inside the interval: sums of three or more lie between the
 * sums of the negative and of the positive values, their averages between
 * the extremes, shares of a pair sum within twice the largest magnitude
 * over the smallest positive value, differences of two pair averages within
 * half the spread of the pair sums. Only for searches whose estimate is
 * wanted only when they find something (the count of near values goes with
 * the search). Sums and averages of three or more are matched by comparing
 * partial sums, not recomputed, so their bounds carry a margin far beyond
 * any rounding of a sum of a few values.
 */
export function outOfReachOfMany(
  op: Operation,
  reach: PoolReach,
  interval: Interval,
  scale: number,
  magnitude: boolean,
): boolean {
  switch (op) {
    case "sum_n": {
      const margin = marginOf(reach, interval);
      // Three or more values of one sign add up to at least the three nearest zero.
      const low = reach.min > 0 ? reach.lowTriple : reach.negativeSum;
      const high = reach.max < 0 ? reach.highTriple : reach.positiveSum;
      return interval.low > high + margin || interval.high < low - margin;
    }
    case "average_n": {
      const margin = marginOf(reach, interval);
      return interval.low > reach.max + margin || interval.high < reach.min - margin;
    }
    case "share_of_sum": {
      // Denominators are positive; the pair sums of two values are at most twice the largest.
      return beyond(interval, ((2 * reach.maxAbs) / reach.minPositive) * scale, magnitude);
    }
    case "average_difference": {
      return beyond(interval, (reach.highPair - reach.lowPair) / 2, false);
    }
    default:
      return false;
  }
}

/**
 * Whether the interval lies wholly outside [−bound, bound]; compared by
 * magnitude (a value the search takes as |v|), only above `bound`.
 */
function beyond(interval: Interval, bound: number, magnitude: boolean): boolean {
  return interval.low > bound || (!magnitude && interval.high < -bound);
}

/** A margin far beyond the rounding of a sum of the pool's values and the interval's ends. */
function marginOf(reach: PoolReach, interval: Interval): number {
  return (
    1e-9 *
    (reach.positiveSum - reach.negativeSum + Math.abs(interval.low) + Math.abs(interval.high))
  );
}
