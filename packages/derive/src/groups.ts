import { lowerBoundIn, upperBoundIn } from "./bounds.js";
import { cached, type DeriveCache, peek } from "./cache.js";
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

/**
 * Integers (or numbers) in a plain array for a pool of a few values, and in a
 * typed array for a large one. A typed array of more than a few values is
 * memory outside the heap, which costs more to make than a record's few
 * values are worth; a plain array of a million values grows by copying and
 * is elements for the collector to visit.
 */
export type Ints = number[] | Int32Array;
/** See {@link Ints}. */
export type Reals = number[] | Float64Array;

/** Up to this many values, the flat arrays of a pool's groups are plain arrays. */
const SMALL = 64;

/** `n` zeros, as {@link Ints} for a pool of `size` values. */
export function ints(n: number, size: number): Ints {
  if (size > SMALL) return new Int32Array(n);
  const a: number[] = [];
  for (let i = 0; i < n; i++) a.push(0);
  return a;
}

/** `n` zeros, as {@link Reals} for a pool of `size` values. */
export function reals(n: number, size: number): Reals {
  if (size > SMALL) return new Float64Array(n);
  const a: number[] = [];
  for (let i = 0; i < n; i++) a.push(0);
  return a;
}

/** `a` with room for at least `n` values (at least double), its values kept. */
function grown(a: Ints, n: number): Ints {
  const size = Math.max(n, 2 * a.length);
  if (Array.isArray(a)) {
    while (a.length < size) a.push(0);
    return a;
  }
  const b = new Int32Array(size);
  b.set(a);
  return b;
}

/**
 * The groups of a pool in flat arrays: group `g` is named `keys[g]`, and its
 * members (indices into the pool, ascending) are `members[start[g]]` to
 * `members[start[g + 1] - 1]`. A table of a million values has a hundred
 * thousand rows: an object and an array per group were work for the
 * collector that grew faster than the search.
 */
export interface PoolGroups {
  readonly keys: readonly string[];
  readonly start: Ints;
  readonly members: Ints;
}

/**
 * Split a pool into its groups, in order of first appearance; operands
 * without groups form the group `""`. Once per pool in a search (see
 * {@link groupsOfPool}): plain loops, no set per operand. The memberships are
 * listed as (group, operand) pairs, then placed group by group (a counting
 * sort, so each group's members stay in pool order).
 */
export function groupsOf<R>(pool: readonly Operand<R>[]): PoolGroups {
  const size = pool.length;
  const ids = new Map<string, number>();
  const keys: string[] = [];
  let sizes = ints(16, size);
  let groupOf = ints(Math.max(16, 2 * size), size);
  let operandOf = ints(groupOf.length, size);
  let count = 0;
  // The last key seen first and second in an operand's list, and its group:
  // a table's operands come row by row, so the row key repeats from one
  // operand to the next and needs no lookup.
  let lastFirst: string | undefined;
  let lastFirstId = 0;
  let lastSecond: string | undefined;
  let lastSecondId = 0;
  for (let i = 0; i < size; i++) {
    const list = (pool[i] as Operand<R>).groups;
    const none = !list || list.length === 0;
    const n = none ? 1 : list.length;
    for (let k = 0; k < n; k++) {
      const key = none ? "" : (list[k] as string);
      // A key listed twice puts the operand in its group once.
      let repeated = false;
      for (let q = 0; q < k && !repeated; q++) repeated = (list as readonly string[])[q] === key;
      if (repeated) continue;
      let id = 0;
      if (k === 0 && key === lastFirst) id = lastFirstId;
      else if (k === 1 && key === lastSecond) id = lastSecondId;
      else {
        const known = ids.get(key);
        if (known === undefined) {
          id = keys.length;
          ids.set(key, id);
          keys.push(key);
          if (id >= sizes.length) sizes = grown(sizes, id + 1);
        } else id = known;
        if (k === 0) {
          lastFirst = key;
          lastFirstId = id;
        } else if (k === 1) {
          lastSecond = key;
          lastSecondId = id;
        }
      }
      if (count >= groupOf.length) {
        groupOf = grown(groupOf, count + 1);
        operandOf = grown(operandOf, count + 1);
      }
      groupOf[count] = id;
      operandOf[count] = i;
      count++;
      sizes[id] = (sizes[id] as number) + 1;
    }
  }
  const g = keys.length;
  // start[id + 1] begins as where group id begins, and is moved on as its
  // members are placed, so it ends where the group ends (no cursor array).
  const start = ints(g + 1, size);
  let running = 0;
  for (let id = 0; id < g; id++) {
    start[id + 1] = running;
    running += sizes[id] as number;
  }
  const members = ints(count, size);
  for (let m = 0; m < count; m++) {
    const id = groupOf[m] as number;
    const at = start[id + 1] as number;
    members[at] = operandOf[m] as number;
    start[id + 1] = at + 1;
  }
  return { keys, start, members };
}

/** The groups of a pool, once per pool (and per search when no cache is passed). */
export function groupsOfPool<R>(pool: readonly Operand<R>[], cache?: DeriveCache): PoolGroups {
  return (
    peek<PoolGroups>(cache, pool, "groups") ?? cached(cache, pool, "groups", () => groupsOf(pool))
  );
}

/**
 * The groups of a pool with their values, as the n-value search reads them:
 * group `g` (named `keys[g]`) holds `values[start[g]]` to
 * `values[start[g + 1] - 1]`, the values of the pool operands `members[…]`.
 * `slots[g]` names where its subset sums are kept in the pool's
 * {@link SubsetStore}: groups with the same values share a slot.
 */
export interface GroupPlans {
  readonly keys: readonly string[];
  readonly start: Ints;
  readonly members: Ints;
  readonly values: Reals;
  /** Absent when each group has a slot of its own, its index. */
  readonly slots?: Int32Array;
}

/** Sums or averages of three or more values. */
export type Aggregate = "sum" | "average";

/** What the search of groups found: counts for the coincidence estimate, and one group's matches. */
export interface GroupResult {
  /** Aggregates landing in the density window. */
  inWindow: number;
  /** Aggregates landing in the target's interval. */
  inInterval: number;
  /** Positions (into the group) of the matches, each in group order. */
  readonly matches: number[][];
}

const EMPTY_SUMS = new Float64Array(0);
const EMPTY_INTS = new Int32Array(0);

/**
 * The subset sums of the halves of a pool's exhaustively searched groups, in
 * one set of typed arrays per pool. A half's subsets are stored by subset
 * size, then by sum; its start table (in `starts`) gives, for each size p,
 * where its slice begins in `sums` and `masks` (absolute indices), with one
 * more entry for the end. A table of a million values has a hundred thousand
 * rows: arrays of their own per half were some 400,000 backing stores for
 * the collector to track, and its cost grew faster than the search.
 */
export class SubsetStore {
  /** The subset sums, each half's slices by size, each slice ascending. */
  sums: Float64Array;
  /** The subset (bits of the half's positions) of each sum. */
  masks: Int32Array;
  /** The halves' start tables. */
  starts: Int32Array;
  /** By slot: where the left half's start table begins in `starts` (the right half's follows it); -1 until made. */
  halves: Int32Array;
  private used = 0;
  private startsUsed = 0;

  constructor() {
    // Nothing until a search reserves room: most pools have no group to store.
    this.sums = EMPTY_SUMS;
    this.masks = EMPTY_INTS;
    this.starts = EMPTY_INTS;
    this.halves = EMPTY_INTS;
  }

  /** Make room for slots `0` to `slots - 1` (new ones not made yet). */
  reserveSlots(slots: number): void {
    if (slots <= this.halves.length) return;
    const halves = new Int32Array(slots).fill(-1);
    halves.set(this.halves);
    this.halves = halves;
  }

  /**
   * Make room for `entries` more subset sums and `startEntries` more start
   * table entries: one allocation for a search's groups, rather than growth
   * by doubling as they are added.
   */
  reserve(entries: number, startEntries: number): void {
    // Growth by at least doubling: groups added one by one cost O(total).
    if (this.used + entries > this.sums.length) {
      const capacity = Math.max(this.used + entries, 2 * this.sums.length);
      const sums = new Float64Array(capacity);
      sums.set(this.sums.subarray(0, this.used));
      const masks = new Int32Array(capacity);
      masks.set(this.masks.subarray(0, this.used));
      this.sums = sums;
      this.masks = masks;
    }
    if (this.startsUsed + startEntries > this.starts.length) {
      const starts = new Int32Array(
        Math.max(this.startsUsed + startEntries, 2 * this.starts.length),
      );
      starts.set(this.starts.subarray(0, this.startsUsed));
      this.starts = starts;
    }
  }

  /**
   * All subset sums of `values[from..to)` (at most 8 values), by subset size
   * and sorted by sum; returns where its start table begins in `starts`.
   */
  add(values: Reals, from: number, to: number): number {
    const n = to - from;
    const size = 1 << n;
    this.reserve(size, n + 2);
    const at = this.startsUsed;
    const base = this.used;
    this.startsUsed += n + 2;
    this.used += size;
    subsetSums(values, from, to, this.sums, this.masks, base, this.starts, at);
    return at;
  }
}

// Scratch for the sums and sizes by mask, and a placement cursor per size
// (halves have at most 8 values).
const BY_MASK_SUMS = new Float64Array(1 << 8);
const BY_MASK_POPS = new Uint8Array(1 << 8);
const NEXT = new Int32Array(9);

/**
 * All subset sums of `values[from..to)`, by subset size and sorted by sum,
 * written into `sums` and `masks` from `base`, and their start table into
 * `starts` from `at` (absolute indices).
 */
function subsetSums(
  values: Reals,
  from: number,
  to: number,
  sortedSums: Float64Array,
  masks: Int32Array,
  base: number,
  starts: Int32Array,
  at: number,
): void {
  const n = to - from;
  const size = 1 << n;
  const sums = BY_MASK_SUMS;
  const pops = BY_MASK_POPS;
  sums[0] = 0;
  pops[0] = 0;
  for (let p = 0; p <= n + 1; p++) starts[at + p] = 0;
  starts[at + 1] = 1; // the empty subset has size 0
  for (let mask = 1; mask < size; mask++) {
    const low = 31 - Math.clz32(mask & -mask);
    const rest = mask & (mask - 1);
    sums[mask] = (sums[rest] as number) + (values[from + low] as number);
    const pop = (pops[rest] as number) + 1;
    pops[mask] = pop;
    starts[at + pop + 1] = (starts[at + pop + 1] as number) + 1;
  }
  starts[at] = base;
  for (let p = 1; p <= n + 1; p++)
    starts[at + p] = (starts[at + p] as number) + (starts[at + p - 1] as number);
  // Masks by (size, sum), ties by mask, as a stable sort of 0..size-1 gives:
  // placed by size (counting sort, masks ascending), then each size's slice
  // by insertion sort on its sums (at most 70 masks a slice, no comparator calls).
  const next = NEXT;
  for (let p = 0; p <= n; p++) next[p] = starts[at + p] as number;
  for (let mask = 0; mask < size; mask++) {
    const p = pops[mask] as number;
    masks[next[p] as number] = mask;
    next[p] = (next[p] as number) + 1;
  }
  for (let p = 0; p <= n; p++) {
    const lo = starts[at + p] as number;
    const hi = starts[at + p + 1] as number;
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
  for (let k = base; k < base + size; k++) sortedSums[k] = sums[masks[k] as number] as number;
}

/**
 * The subset sums of group `g`'s halves, made on first need (they depend only
 * on the values, so the store, kept per pool, carries them from one search,
 * or one form, to the next): where the left half's start table begins.
 */
function halvesOf(plans: GroupPlans, g: number, store: SubsetStore): number {
  const slot = plans.slots ? (plans.slots[g] as number) : g;
  let left = store.halves[slot] as number;
  if (left < 0) {
    const from = plans.start[g] as number;
    const to = plans.start[g + 1] as number;
    const half = (to - from) >> 1;
    left = store.add(plans.values, from, from + half);
    store.add(plans.values, from + half, to);
    store.halves[slot] = left;
  }
  return left;
}

/**
 * How much of a {@link SubsetStore} the exhaustive search of these groups
 * still needs: slots, subset sums, and start table entries.
 */
export function subsetNeeds(
  plans: GroupPlans,
  store: SubsetStore,
): { slots: number; entries: number; starts: number } {
  let slots = 0;
  let entries = 0;
  let starts = 0;
  for (let g = 0; g < plans.keys.length; g++) {
    const n = (plans.start[g + 1] as number) - (plans.start[g] as number);
    if (n < 3 || n > EXHAUSTIVE_GROUP) continue;
    const slot = plans.slots ? (plans.slots[g] as number) : g;
    slots = Math.max(slots, slot + 1);
    if (slot < store.halves.length && (store.halves[slot] as number) >= 0) continue;
    const half = n >> 1;
    entries += (1 << half) + (1 << (n - half));
    starts += n + 4;
  }
  return { slots, entries, starts };
}

/**
 * Meet in the middle: every subset of three or more values whose sum (or
 * average) lands in the window is counted, and those in the interval are
 * listed (at most `cap`). Cost: 2 × 2^(n/2) subset sums and, per left subset,
 * one binary search per right subset size (per size k for averages).
 */
function searchSubsets(
  plans: GroupPlans,
  g: number,
  store: SubsetStore,
  aggregate: Aggregate,
  interval: Interval,
  window: Interval,
  cap: number,
  out: GroupResult,
): void {
  const n = (plans.start[g + 1] as number) - (plans.start[g] as number);
  const half = n >> 1;
  const left = halvesOf(plans, g, store);
  const right = left + half + 2;
  const { sums, masks, starts } = store;
  const rightSize = n - half;
  for (let p = 0; p <= half; p++) {
    const lEnd = starts[left + p + 1] as number;
    for (let li = starts[left + p] as number; li < lEnd; li++) {
      const s = sums[li] as number;
      for (let q = Math.max(0, 3 - p); q <= rightSize; q++) {
        const k = p + q;
        const mult = aggregate === "average" ? k : 1;
        const from = starts[right + q] as number;
        const to = starts[right + q + 1] as number;
        const wLo = lowerBoundIn(sums, from, to, mult * window.low - s);
        const wHi = upperBoundIn(sums, from, to, mult * window.high - s);
        if (wHi <= wLo) continue;
        out.inWindow += wHi - wLo;
        const iLo = lowerBoundIn(sums, from, to, mult * interval.low - s);
        const iHi = upperBoundIn(sums, from, to, mult * interval.high - s);
        if (iHi <= iLo) continue;
        out.inInterval += iHi - iLo;
        for (let ri = iLo; ri < iHi && out.matches.length < cap; ri++) {
          const mask = (masks[li] as number) | ((masks[ri] as number) << half);
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
  values: Reals,
  from: number,
  n: number,
  aggregate: Aggregate,
  interval: Interval,
  window: Interval,
  cap: number,
  out: GroupResult,
): void {
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
      sum += values[from + start + length - 1] as number;
      if (length >= 3) visit(start, length, sum);
    }
  }
  let total = 0;
  for (let i = 0; i < n; i++) total += values[from + i] as number;
  // Long runs: the whole group, and a totals value at either end left out.
  if (n > MAX_RUN) visit(0, n, total);
  if (n - 1 > MAX_RUN) {
    visit(1, n - 1, total - (values[from] as number));
    visit(0, n - 1, total - (values[from + n - 1] as number));
  }
}

/**
 * Search group `g` for sums or averages of three or more of its values that
 * land in the target's interval, and count those in the density window (the
 * counts add up in `out` across groups; its matches are this group's, which
 * the caller reads and clears). Groups of up to {@link EXHAUSTIVE_GROUP}
 * values are searched over every subset; larger groups along their order.
 */
export function searchGroup(
  plans: GroupPlans,
  g: number,
  store: SubsetStore,
  aggregate: Aggregate,
  interval: Interval,
  window: Interval,
  cap: number,
  out: GroupResult,
): void {
  const from = plans.start[g] as number;
  const n = (plans.start[g + 1] as number) - from;
  if (n < 3) return;
  if (n <= EXHAUSTIVE_GROUP) searchSubsets(plans, g, store, aggregate, interval, window, cap, out);
  else searchRuns(plans.values, from, n, aggregate, interval, window, cap, out);
}
