import { lowerBound, upperBound } from "./bounds.js";
import { cached, type DeriveCache } from "./cache.js";
import { EXHAUSTIVE_GROUP, groupsOf } from "./groups.js";
import { type Interval, within } from "./interval.js";
import type { Operand } from "./types.js";

/**
 * Forms built on the sum of two values of one group: a share of such a sum
 * ("Grocery and Refrigerated together are 76.09% of net sales": (a + b) / c)
 * and the difference of two averages of two ("the 2019 average of one scheme
 * less that of another": (a + b) / 2 − (c + d) / 2, which also covers the
 * change of a two-year average from one year to the next).
 *
 * The pairs are taken only within a group (a row or a column, one sentence of
 * a text) of at most {@link EXHAUSTIVE_GROUP} values, so there are O(n) of
 * them and both searches stay O(n log n): for every denominator, or every
 * pair sum, the partner is found by binary search in the sorted pair sums.
 */

/** The sums of two values of one group, sorted, with the pool indices of each pair. */
export interface PairSums {
  readonly sums: Float64Array;
  readonly first: Int32Array;
  readonly second: Int32Array;
}

/** The pair sums of a pool; once per pool. */
export function pairSumsOf<R>(pool: readonly Operand<R>[], cache?: DeriveCache): PairSums {
  return cached(cache, pool, "pairSums", () => makePairSums(pool));
}

function makePairSums<R>(pool: readonly Operand<R>[]): PairSums {
  const seen = new Set<number>();
  const raw: [number, number, number][] = [];
  const n = pool.length;
  for (const g of groupsOf(pool)) {
    const m = g.members;
    if (m.length < 2 || m.length > EXHAUSTIVE_GROUP) continue;
    for (let x = 0; x < m.length; x++) {
      for (let y = x + 1; y < m.length; y++) {
        const i = Math.min(m[x] as number, m[y] as number);
        const j = Math.max(m[x] as number, m[y] as number);
        // A pair two groups share is one pair.
        const key = i * n + j;
        if (seen.has(key)) continue;
        seen.add(key);
        const a = (pool[i] as Operand<R>).value;
        const b = (pool[j] as Operand<R>).value;
        // A zero adds nothing: the pair is one value.
        if (a === 0 || b === 0) continue;
        raw.push([a + b, i, j]);
      }
    }
  }
  raw.sort((p, q) => p[0] - q[0]);
  const sums = new Float64Array(raw.length);
  const first = new Int32Array(raw.length);
  const second = new Int32Array(raw.length);
  raw.forEach(([s, i, j], k) => {
    sums[k] = s;
    first[k] = i;
    second[k] = j;
  });
  return { sums, first, second };
}

/** How many pair sums lie in [low, high], by two binary searches. */
function countIn(a: Float64Array, low: number, high: number): number {
  if (!(high >= low)) return 0;
  return upperBound(a, high) - lowerBound(a, low);
}

/** A combined derivation found: pool indices in formula order, and its value. */
export interface CombinedMatch {
  readonly indices: readonly number[];
  readonly value: number;
}

/** What a combined search found, and how many of its derived values lie in the density window. */
export interface CombinedResult {
  readonly matches: CombinedMatch[];
  inWindow: number;
}

/**
 * `(a + b) / c × scale` in the interval, `a` and `b` of one group and `c` any
 * other positive value. A percentage share is a magnitude (a part shown
 * negative is a share all the same). A pair one of whose values alone gives
 * the figure is the plain share, not this form.
 */
export function searchShareOfSum<R>(
  pool: readonly Operand<R>[],
  pairs: PairSums,
  scale: number,
  interval: Interval,
  window: Interval,
  magnitude: boolean,
  cap: number,
): CombinedResult {
  const out: CombinedResult = { matches: [], inWindow: 0 };
  const { sums, first, second } = pairs;
  pool.forEach((denominator, c) => {
    const d = denominator.value;
    if (!(d > 0)) return;
    const signs = magnitude ? [1, -1] : [1];
    for (const sign of signs) {
      const wl = sign > 0 ? (window.low * d) / scale : (-window.high * d) / scale;
      const wh = sign > 0 ? (window.high * d) / scale : (-window.low * d) / scale;
      out.inWindow += countIn(sums, wl, wh);
      const low = sign > 0 ? (interval.low * d) / scale : (-interval.high * d) / scale;
      const high = sign > 0 ? (interval.high * d) / scale : (-interval.low * d) / scale;
      for (let k = lowerBound(sums, low); k < sums.length && out.matches.length < cap; k++) {
        const s = sums[k] as number;
        if (s > high) break;
        const i = first[k] as number;
        const j = second[k] as number;
        if (i === c || j === c) continue;
        const a = (pool[i] as Operand<R>).value;
        const b = (pool[j] as Operand<R>).value;
        const value = (s / d) * scale;
        const shown = magnitude ? Math.abs(value) : value;
        if (!within(shown, interval)) continue;
        // One part alone already gives the figure: that is the plain share.
        const alone = (x: number) =>
          within(magnitude ? Math.abs((x / d) * scale) : (x / d) * scale, interval);
        if (alone(a) || alone(b)) continue;
        out.matches.push({ indices: [i, j, c], value });
      }
    }
  });
  return out;
}

/**
 * `(a + b) / 2 − (c + d) / 2` in the interval, each pair of one group. Pairs
 * may share a value (the average of 2019 and 2018 less that of 2018 and 2017);
 * a pair is never compared with itself.
 */
export function searchAverageDifference<R>(
  pool: readonly Operand<R>[],
  pairs: PairSums,
  interval: Interval,
  window: Interval,
  cap: number,
): CombinedResult {
  const out: CombinedResult = { matches: [], inWindow: 0 };
  const { sums, first, second } = pairs;
  for (let p = 0; p < sums.length; p++) {
    const s = sums[p] as number;
    // s − t = 2v  ⇒  t = s − 2v.
    // Every other pair sum in the window counts; the pair with itself (0) does not.
    out.inWindow +=
      countIn(sums, s - 2 * window.high, s - 2 * window.low) - (within(0, window) ? 1 : 0);
    const low = s - 2 * interval.high;
    const high = s - 2 * interval.low;
    for (let q = lowerBound(sums, low); q < sums.length && out.matches.length < cap; q++) {
      const t = sums[q] as number;
      if (t > high) break;
      if (q === p) continue;
      const value = (s - t) / 2;
      if (!within(value, interval)) continue;
      out.matches.push({
        indices: [first[p] as number, second[p] as number, first[q] as number, second[q] as number],
        value,
      });
    }
  }
  return out;
}
