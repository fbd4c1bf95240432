import { lowerBoundIn, upperBoundIn } from "./bounds.js";
import { cached, type DeriveCache } from "./cache.js";
import { type Interval, within } from "./interval.js";
import type { Operand } from "./types.js";

/**
 * Groups of this many values or fewer are searched exhaustively: every subset
 * of three or more values, by meet-in-the-middle (two halves of at most 8
 * values, 256 subset sums each, matched by binary search).
 */
export const EXHAUSTIVE_GROUP = 16;
/**
 * Larger groups are searched along their order only: contiguous runs of 3 to
 * this many values, the whole group, and the whole group without its first or
 * its last value (a totals row or column beside its items).
 */
export const MAX_RUN = 16;

/** The values of one group, in the caller's order. */
export interface Group {
  readonly key: string;
  /** Indices into the pool the group was taken from, ascending. */
  readonly members: readonly number[];
}

/**
 * Split a pool into its groups, in order of first appearance; operands
 * without groups form the group `""`. Once per pool in a search (see
 * {@link groupsOfPool}): plain loops, no set per operand.
 */
export function groupsOf<R>(pool: readonly Operand<R>[]): Group[] {
  const ids = new Map<string, number>();
  const groups: { key: string; members: number[] }[] = [];
  const add = (key: string, i: number) => {
    let id = ids.get(key);
    if (id === undefined) {
      id = groups.length;
      ids.set(key, id);
      groups.push({ key, members: [] });
    }
    (groups[id] as { members: number[] }).members.push(i);
  };
  for (let i = 0; i < pool.length; i++) {
    const keys = (pool[i] as Operand<R>).groups;
    if (!keys || keys.length === 0) {
      add("", i);
      continue;
    }
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k] as string;
      // A key listed twice puts the operand in its group once.
      let repeated = false;
      for (let q = 0; q < k && !repeated; q++) repeated = keys[q] === key;
      if (!repeated) add(key, i);
    }
  }
  return groups;
}

/** The groups of a pool, once per pool (and per search when no cache is passed). */
export function groupsOfPool<R>(pool: readonly Operand<R>[], cache?: DeriveCache): Group[] {
  return cached(cache, pool, "groups", () => groupsOf(pool));
}

/** Sums or averages of three or more values. */
export type Aggregate = "sum" | "average";

/** What the search of one group found: counts for the coincidence estimate, and matches. */
export interface GroupResult {
  /** Aggregates landing in the density window. */
  inWindow: number;
  /** Aggregates landing in the target's interval. */
  inInterval: number;
  /** Positions (into the group) of the matches, each in group order. */
  readonly matches: number[][];
}

/**
 * The subset sums of one half of a group: masks ordered by subset size, then
 * by sum; the subsets of size p are the slice `start[p]` to `start[p + 1]`.
 * Three typed arrays a half, no views: a table of a million values has a
 * hundred thousand rows, and each array made is work for the collector.
 */
interface SubsetSums {
  readonly sums: Float64Array;
  readonly masks: Int32Array;
  readonly start: Int32Array;
}

// Scratch for the sums and sizes by mask (halves have at most 8 values).
const BY_MASK_SUMS = new Float64Array(1 << 8);
const BY_MASK_POPS = new Uint8Array(1 << 8);

/** All subset sums of `values[from..to)`, by subset size and sorted by sum. */
function subsetSums(values: readonly number[], from: number, to: number): SubsetSums {
  const n = to - from;
  const size = 1 << n;
  const sums = n <= 8 ? BY_MASK_SUMS : new Float64Array(size);
  const pops = n <= 8 ? BY_MASK_POPS : new Uint8Array(size);
  sums[0] = 0;
  pops[0] = 0;
  const start = new Int32Array(n + 2);
  start[1] = 1; // the empty subset has size 0
  for (let mask = 1; mask < size; mask++) {
    const low = 31 - Math.clz32(mask & -mask);
    const rest = mask & (mask - 1);
    sums[mask] = (sums[rest] as number) + (values[from + low] as number);
    const pop = (pops[rest] as number) + 1;
    pops[mask] = pop;
    start[pop + 1] = (start[pop + 1] as number) + 1;
  }
  for (let p = 1; p <= n + 1; p++) start[p] = (start[p] as number) + (start[p - 1] as number);
  // Masks by (size, sum), ties by mask, as a stable sort of 0..size-1 gives:
  // placed by size (counting sort, masks ascending), then each size's slice
  // by insertion sort on its sums (at most 70 masks a slice, no comparator calls).
  const masks = new Int32Array(size);
  const next = new Int32Array(n + 1);
  for (let p = 0; p <= n; p++) next[p] = start[p] as number;
  for (let mask = 0; mask < size; mask++) {
    const p = pops[mask] as number;
    masks[next[p] as number] = mask;
    next[p] = (next[p] as number) + 1;
  }
  for (let p = 0; p <= n; p++) {
    const lo = start[p] as number;
    const hi = start[p + 1] as number;
    for (let i = lo + 1; i < hi; i++) {
      const m = masks[i] as number;
      const v = sums[m] as number;
      let j = i - 1;
      while (j >= lo && (sums[masks[j] as number] as number) > v) {
        masks[j + 1] = masks[j] as number;
        j--;
      }
      masks[j + 1] = m;
    }
  }
  const sorted = new Float64Array(size);
  for (let k = 0; k < size; k++) sorted[k] = sums[masks[k] as number] as number;
  return { sums: sorted, masks, start };
}

/**
 * The values of a group as searched, with the subset sums of its halves once
 * they are made: they depend only on the values, so the holder (kept per pool)
 * carries them from one search, or one form, to the next.
 */
export interface GroupValues {
  readonly values: readonly number[];
  halves?: { left: SubsetSums; right: SubsetSums };
}

function halvesOf(group: GroupValues): { left: SubsetSums; right: SubsetSums } {
  if (!group.halves) {
    const { values } = group;
    const half = values.length >> 1;
    group.halves = {
      left: subsetSums(values, 0, half),
      right: subsetSums(values, half, values.length),
    };
  }
  return group.halves;
}

/**
 * Meet in the middle: every subset of three or more values whose sum (or
 * average) lands in the window is counted, and those in the interval are
 * listed (at most `cap`). Cost: 2 × 2^(n/2) subset sums and, per left subset,
 * one binary search per right subset size (per size k for averages).
 */
function searchSubsets(
  group: GroupValues,
  aggregate: Aggregate,
  interval: Interval,
  window: Interval,
  cap: number,
  out: GroupResult,
): void {
  const n = group.values.length;
  const half = n >> 1;
  const { left, right } = halvesOf(group);
  const rightSize = n - half;
  for (let p = 0; p <= half; p++) {
    const lEnd = left.start[p + 1] as number;
    for (let li = left.start[p] as number; li < lEnd; li++) {
      const s = left.sums[li] as number;
      for (let q = Math.max(0, 3 - p); q <= rightSize; q++) {
        const k = p + q;
        const mult = aggregate === "average" ? k : 1;
        const from = right.start[q] as number;
        const to = right.start[q + 1] as number;
        const wLo = lowerBoundIn(right.sums, from, to, mult * window.low - s);
        const wHi = upperBoundIn(right.sums, from, to, mult * window.high - s);
        if (wHi <= wLo) continue;
        out.inWindow += wHi - wLo;
        const iLo = lowerBoundIn(right.sums, from, to, mult * interval.low - s);
        const iHi = upperBoundIn(right.sums, from, to, mult * interval.high - s);
        if (iHi <= iLo) continue;
        out.inInterval += iHi - iLo;
        for (let ri = iLo; ri < iHi && out.matches.length < cap; ri++) {
          const mask = (left.masks[li] as number) | ((right.masks[ri] as number) << half);
          const positions: number[] = [];
          for (let b = 0; b < n; b++) if (mask & (1 << b)) positions.push(b);
          out.matches.push(positions);
        }
      }
    }
  }
}

/**
 * Runs along a large group's order: lengths 3 to {@link MAX_RUN} from every
 * start (O(MAX_RUN × n)), the whole group, and the group without its first or
 * last value.
 */
function searchRuns(
  values: readonly number[],
  aggregate: Aggregate,
  interval: Interval,
  window: Interval,
  cap: number,
  out: GroupResult,
): void {
  const n = values.length;
  const visit = (start: number, length: number, sum: number) => {
    const v = aggregate === "average" ? sum / length : sum;
    if (!within(v, window)) return;
    out.inWindow++;
    if (!within(v, interval)) return;
    out.inInterval++;
    if (out.matches.length < cap) out.matches.push(Array.from({ length }, (_, i) => start + i));
  };
  for (let start = 0; start < n; start++) {
    let sum = 0;
    for (let length = 1; length <= MAX_RUN && start + length <= n; length++) {
      sum += values[start + length - 1] as number;
      if (length >= 3) visit(start, length, sum);
    }
  }
  let total = 0;
  for (const v of values) total += v;
  // Long runs: the whole group, and a totals value at either end left out.
  if (n > MAX_RUN) visit(0, n, total);
  if (n - 1 > MAX_RUN) {
    visit(1, n - 1, total - (values[0] as number));
    visit(0, n - 1, total - (values[n - 1] as number));
  }
}

/**
 * Search one group for sums or averages of three or more of its values that
 * land in the target's interval, and count those in the density window.
 * Groups of up to {@link EXHAUSTIVE_GROUP} values are searched over every
 * subset; larger groups along their order.
 */
export function searchGroup(
  group: GroupValues,
  aggregate: Aggregate,
  interval: Interval,
  window: Interval,
  cap: number,
): GroupResult {
  const out: GroupResult = { inWindow: 0, inInterval: 0, matches: [] };
  const { values } = group;
  if (values.length < 3) return out;
  if (values.length <= EXHAUSTIVE_GROUP)
    searchSubsets(group, aggregate, interval, window, cap, out);
  else searchRuns(values, aggregate, interval, window, cap, out);
  return out;
}
