import { boundFrom } from "./bounds.js";
import type { Interval } from "./interval.js";
import { ascendingOrder } from "./order.js";
import type { Operand } from "./types.js";

/** The fields of a {@link SortedOperands} made by the caller, already in ascending order. */
export interface SortedParts<R> {
  /** The pool the `order` indices point into. */
  readonly pool: readonly Operand<R>[];
  readonly values: Float64Array;
  readonly order: Int32Array;
}

/**
 * Operands sorted by value, searched by binary search: the partner of an
 * operand that would produce a target is found in O(log n).
 *
 * Only numbers are kept (values and indices into the pool): an operand
 * object is looked up, by {@link SortedOperands.item}, only for a candidate.
 * At a million operands every pass over the objects costs far more per
 * operand than a pass over typed arrays (they no longer fit in the caches).
 */
export class SortedOperands<R> {
  /** The operands `order` points into. */
  readonly pool: readonly Operand<R>[];
  /** The values, ascending. */
  readonly values: Float64Array;
  /** Original index of each sorted item, so an operand is never paired with itself. */
  readonly order: Int32Array;

  /**
   * Sort `operands` (by `values`, their values, when the caller has them in
   * a typed array already); or, from `presorted`, keep the first of each run
   * of equal values; or take `parts` already in order (a subset of a sorted
   * pool).
   */
  constructor(
    operands: readonly Operand<R>[],
    presorted?: SortedOperands<R>,
    parts?: SortedParts<R>,
    values?: Float64Array,
  ) {
    if (presorted) {
      // The first operand of each run of equal values, already in order: no
      // sort, and typed arrays filled in plain loops (a count pass first).
      const v = presorted.values;
      let m = 0;
      for (let i = 0; i < v.length; i++) if (i === 0 || v[i] !== v[i - 1]) m++;
      const values = new Float64Array(m);
      const order = new Int32Array(m);
      let k = 0;
      for (let i = 0; i < v.length; i++) {
        if (i > 0 && v[i] === v[i - 1]) continue;
        values[k] = v[i] as number;
        order[k] = presorted.order[i] as number;
        k++;
      }
      this.pool = presorted.pool;
      this.values = values;
      this.order = order;
      return;
    }
    if (parts) {
      this.pool = parts.pool;
      this.values = parts.values;
      this.order = parts.order;
      return;
    }
    const n = operands.length;
    let raw = values;
    if (!raw) {
      raw = new Float64Array(n);
      for (let i = 0; i < n; i++) raw[i] = (operands[i] as Operand<R>).value;
    }
    // Indices by value, ties in input order, without a comparator per pair
    // (values read here are the sort's to overwrite; the caller's are not).
    const sortedValues = new Float64Array(n);
    const order = ascendingOrder(raw, sortedValues, raw !== values);
    this.pool = operands;
    this.order = order;
    this.values = sortedValues;
  }

  /** The operand at sorted position `i`. */
  item(i: number): Operand<R> {
    return this.pool[this.order[i] as number] as Operand<R>;
  }

  /**
   * One operand per distinct value, in order, from operands already sorted:
   * O(n). Of equal values the first in the sorted order is kept (the one
   * earliest in the input, as the sort is stable).
   */
  static distinct<R>(sorted: SortedOperands<R>): SortedOperands<R> {
    return new SortedOperands<R>([], sorted);
  }

  get size(): number {
    return this.values.length;
  }

  /** Index of the first value ≥ x. */
  lowerBound(x: number): number {
    let lo = 0;
    let hi = this.values.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.values[mid] as number) < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Index of the first value > x. */
  upperBound(x: number): number {
    let lo = 0;
    let hi = this.values.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.values[mid] as number) <= x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Index of the first value ≥ x (`strict`: > x), searched outward from
   * `hint` by doubling steps: O(1) when successive queries move little (the
   * partner bounds of sorted operands are monotone), O(log n) at worst.
   */
  boundFrom(x: number, hint: number, strict: boolean): number {
    return boundFrom(this.values, x, hint, strict);
  }

  /** How many values lie in the interval, in O(log n). */
  count(interval: Interval): number {
    if (!(interval.high >= interval.low)) return 0;
    return Math.max(0, this.upperBound(interval.high) - this.lowerBound(interval.low));
  }

  /** Sorted indices whose values lie in the interval. */
  *inInterval(interval: Interval): Generator<number> {
    for (let i = this.lowerBound(interval.low); i < this.values.length; i++) {
      if ((this.values[i] as number) > interval.high) return;
      yield i;
    }
  }
}
