import { boundFrom, lowerBound } from "./bounds.js";
import { cached, type DeriveCache, peek } from "./cache.js";
import { EXHAUSTIVE_GROUP, groupsOfPool, type PoolGroups } from "./groups.js";
import { type Interval, within } from "./interval.js";
import { ascendingOrder } from "./order.js";
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

/**
 * The sums of two values of one group, sorted, with the pool indices of each
 * pair: the pair at sorted position `k` is `first[order[k]]` and
 * `second[order[k]]` (its place as found). The indices are read only for the
 * few pairs a search lists, so they are not moved into sorted order: at a
 * million values that was two gathers of millions of values jumping around
 * memory.
 */
export interface PairSums {
  readonly sums: Float64Array;
  readonly order: Int32Array;
  readonly first: Int32Array;
  readonly second: Int32Array;
}

/** The pair sums of a pool; once per pool. */
export function pairSumsOf<R>(
  pool: readonly Operand<R>[],
  values: Float64Array,
  cache?: DeriveCache,
): PairSums {
  return (
    peek<PairSums>(cache, pool, "pairSums") ??
    cached(cache, pool, "pairSums", () => makePairSums(values, groupsOfPool(pool, cache)))
  );
}

/**
 * Every pair of values of one group of 2 to {@link EXHAUSTIVE_GROUP} values,
 * once (a pair two groups share belongs to the first of them), zeros left
 * out, sorted by sum (ties in the order found). No set of pairs seen: a pair
 * is skipped when an earlier group holds both of its values, looked up in
 * the few groups each operand belongs to. Typed arrays throughout: a million
 * operands make millions of pairs.
 */
function makePairSums(values: Float64Array, groups: PoolGroups): PairSums {
  const n = values.length;
  const { start: groupStart, members: groupMembers } = groups;
  const g = groups.keys.length;
  // Each operand's searched groups, ascending by group id (CSR arrays).
  const start = new Int32Array(n + 1);
  let total = 0;
  for (let id = 0; id < g; id++) {
    const from = groupStart[id] as number;
    const to = groupStart[id + 1] as number;
    const m = to - from;
    if (m < 2 || m > EXHAUSTIVE_GROUP) continue;
    total += (m * (m - 1)) / 2;
    for (let k = from; k < to; k++) {
      const i = groupMembers[k] as number;
      start[i + 1] = (start[i + 1] as number) + 1;
    }
  }
  for (let i = 0; i < n; i++) start[i + 1] = (start[i + 1] as number) + (start[i] as number);
  const fill = start.slice(0, n);
  const memberOf = new Int32Array(start[n] as number);
  for (let id = 0; id < g; id++) {
    const from = groupStart[id] as number;
    const to = groupStart[id + 1] as number;
    if (to - from < 2 || to - from > EXHAUSTIVE_GROUP) continue;
    for (let k = from; k < to; k++) {
      const i = groupMembers[k] as number;
      const at = fill[i] as number;
      memberOf[at] = id;
      fill[i] = at + 1;
    }
  }
  // Whether operands i and j share a searched group before group `id`.
  const sharedBefore = (i: number, j: number, id: number): boolean => {
    for (let x = start[i] as number; x < (start[i + 1] as number); x++) {
      const h = memberOf[x] as number;
      if (h >= id) return false;
      for (let y = start[j] as number; y < (start[j + 1] as number); y++)
        if (memberOf[y] === h) return true;
    }
    return false;
  };
  const rawSums = new Float64Array(total);
  const rawFirst = new Int32Array(total);
  const rawSecond = new Int32Array(total);
  let count = 0;
  for (let id = 0; id < g; id++) {
    const from = groupStart[id] as number;
    const to = groupStart[id + 1] as number;
    if (to - from < 2 || to - from > EXHAUSTIVE_GROUP) continue;
    for (let x = from; x < to; x++) {
      for (let y = x + 1; y < to; y++) {
        const i = Math.min(groupMembers[x] as number, groupMembers[y] as number);
        const j = Math.max(groupMembers[x] as number, groupMembers[y] as number);
        // A pair two groups share is one pair.
        if (sharedBefore(i, j, id)) continue;
        const a = values[i] as number;
        const b = values[j] as number;
        // A zero adds nothing: the pair is one value.
        if (a === 0 || b === 0) continue;
        rawSums[count] = a + b;
        rawFirst[count] = i;
        rawSecond[count] = j;
        count++;
      }
    }
  }
  // Sorted by sum, ties in the order found (a stable sort's order); the
  // sums as found are scratch for the sort once it has them.
  const sums = new Float64Array(count);
  const order = ascendingOrder(rawSums.subarray(0, count), sums, true);
  return { sums, order, first: rawFirst, second: rawSecond };
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
 *
 * The denominators are counted in ascending order (`sortedValues`, with
 * their pool indices in `sortedOrder`), so the bounds of their partner sums
 * move one way and each search starts where the previous one ended: at a
 * million values, a binary search from scratch for every denominator jumped
 * around millions of pair sums. The few denominators with a pair sum in the
 * interval are then listed in pool order, as a pass in pool order lists them.
 */
export function searchShareOfSum(
  values: Float64Array,
  sortedValues: Float64Array,
  sortedOrder: Int32Array,
  pairs: PairSums,
  scale: number,
  interval: Interval,
  window: Interval,
  magnitude: boolean,
  cap: number,
): CombinedResult {
  const out: CombinedResult = { matches: [], inWindow: 0 };
  const { sums } = pairs;
  const m = sums.length;
  // No pair sums (no group of 2 to 16 values): nothing to count or list.
  if (m === 0) return out;
  const hints = SHARE_HINTS.fill(0);
  // Denominators with a pair sum in the interval, flagged by pool index (a
  // coarse figure has one for nearly every denominator: no list to sort).
  let hits: Uint8Array | undefined;
  let t = 0;
  while (t < sortedValues.length && !((sortedValues[t] as number) > 0)) t++;
  for (; t < sortedValues.length; t++) {
    const d = sortedValues[t] as number;
    let hit = false;
    for (let sign = 1; sign >= (magnitude ? -1 : 1); sign -= 2) {
      const wl = sign > 0 ? (window.low * d) / scale : (-window.high * d) / scale;
      const wh = sign > 0 ? (window.high * d) / scale : (-window.low * d) / scale;
      const h = sign > 0 ? 0 : 3;
      if (wh >= wl) {
        const from = boundFrom(sums, wl, hints[h] as number, false);
        const to = boundFrom(sums, wh, hints[h + 1] as number, true);
        hints[h] = from;
        hints[h + 1] = to;
        out.inWindow += to - from;
      }
      const low = sign > 0 ? (interval.low * d) / scale : (-interval.high * d) / scale;
      const high = sign > 0 ? (interval.high * d) / scale : (-interval.low * d) / scale;
      const first = boundFrom(sums, low, hints[h + 2] as number, false);
      hints[h + 2] = first;
      if (first < m && (sums[first] as number) <= high) hit = true;
    }
    if (hit) (hits ??= new Uint8Array(values.length))[sortedOrder[t] as number] = 1;
  }
  if (!hits) return out;
  for (let c = 0; c < values.length && out.matches.length < cap; c++)
    if (hits[c] === 1) listShares(values, c, pairs, scale, interval, magnitude, cap, out);
  return out;
}

// Scratch for the share-of-sum bounds (window from, to, interval low; per sign).
const SHARE_HINTS = new Int32Array(6);

/** The shares of pair sums over denominator `c` in the interval, listed up to `cap`. */
function listShares(
  values: Float64Array,
  c: number,
  pairs: PairSums,
  scale: number,
  interval: Interval,
  magnitude: boolean,
  cap: number,
  out: CombinedResult,
): void {
  const { sums, order, first, second } = pairs;
  const d = values[c] as number;
  for (let sign = 1; sign >= (magnitude ? -1 : 1); sign -= 2) {
    const low = sign > 0 ? (interval.low * d) / scale : (-interval.high * d) / scale;
    const high = sign > 0 ? (interval.high * d) / scale : (-interval.low * d) / scale;
    for (let k = lowerBound(sums, low); k < sums.length && out.matches.length < cap; k++) {
      const s = sums[k] as number;
      if (s > high) break;
      const i = first[order[k] as number] as number;
      const j = second[order[k] as number] as number;
      if (i === c || j === c) continue;
      const a = values[i] as number;
      const b = values[j] as number;
      const value = (s / d) * scale;
      const shown = magnitude ? Math.abs(value) : value;
      if (!within(shown, interval)) continue;
      // One part alone already gives the figure: that is the plain share.
      if (aloneGives(a, d, scale, interval, magnitude)) continue;
      if (aloneGives(b, d, scale, interval, magnitude)) continue;
      out.matches.push({ indices: [i, j, c], value });
    }
  }
}

/** Whether the part `x` alone over `d` already gives the figure. */
function aloneGives(
  x: number,
  d: number,
  scale: number,
  interval: Interval,
  magnitude: boolean,
): boolean {
  const v = (x / d) * scale;
  return within(magnitude ? Math.abs(v) : v, interval);
}

/**
 * `(a + b) / 2 − (c + d) / 2` in the interval, each pair of one group. Pairs
 * may share a value (the average of 2019 and 2018 less that of 2018 and 2017);
 * a pair is never compared with itself.
 */
export function searchAverageDifference(
  pairs: PairSums,
  interval: Interval,
  window: Interval,
  cap: number,
): CombinedResult {
  const out: CombinedResult = { matches: [], inWindow: 0 };
  const { sums, order, first, second } = pairs;
  // The pair sums ascend, and so do the bounds of their partners: each
  // search starts where the previous one ended.
  let fromHint = 0;
  let toHint = 0;
  let listHint = 0;
  const selfInWindow = within(0, window) ? 1 : 0;
  for (let p = 0; p < sums.length; p++) {
    const s = sums[p] as number;
    // s − t = 2v  ⇒  t = s − 2v.
    // Every other pair sum in the window counts; the pair with itself (0) does not.
    const wl = s - 2 * window.high;
    const wh = s - 2 * window.low;
    if (wh >= wl) {
      fromHint = boundFrom(sums, wl, fromHint, false);
      toHint = boundFrom(sums, wh, toHint, true);
      out.inWindow += toHint - fromHint - selfInWindow;
    } else out.inWindow -= selfInWindow;
    const low = s - 2 * interval.high;
    const high = s - 2 * interval.low;
    listHint = boundFrom(sums, low, listHint, false);
    for (let q = listHint; q < sums.length && out.matches.length < cap; q++) {
      const t = sums[q] as number;
      if (t > high) break;
      if (q === p) continue;
      const value = (s - t) / 2;
      if (!within(value, interval)) continue;
      out.matches.push({
        indices: [
          first[order[p] as number] as number,
          second[order[p] as number] as number,
          first[order[q] as number] as number,
          second[order[q] as number] as number,
        ],
        value,
      });
    }
  }
  return out;
}
