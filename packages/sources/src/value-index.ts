import type { SourceValue } from "./types.js";
import { arraySource, type ValueSource } from "./value-store.js";

function isValueSource(x: readonly SourceValue[] | ValueSource): x is ValueSource {
  return !Array.isArray(x);
}

/**
 * The values of a source set sorted by value, so every later stage finds the
 * values in an interval by binary search. Built once per set.
 *
 * Each value is indexed under its written `value`. A value under a unit
 * header is also found by its `scaledValue` (`value × unitScale`): `between`
 * looks for those in the written keys, in the interval divided by each unit
 * scale the set uses (a handful), so the index holds one key per value, not
 * two, and is built in half the time. It returns such a hit as the value's
 * scaled reading (`reading: "scaled"`, `value` = the scaled value, `label`
 * naming the header, `writtenId` = the written value's id), made on first use
 * and kept.
 */
export class ValueIndex {
  /** The written values, ascending. */
  private readonly keys: Float64Array | number[];
  /** Entry i: the position in `values` of the value whose key is `keys[i]`. */
  private readonly entries: Uint32Array | number[];
  private readonly source: ValueSource;
  /** Scaled readings made so far, by position; none until the first. */
  private scaled: (SourceValue | undefined)[] | undefined;
  /** The distinct unit scales of the values that have a scaled reading. */
  private readonly scales: readonly number[];
  private readonly scaledCount: number;

  /**
   * Index `values` (a list of value objects, or a {@link ValueSource}, which
   * lets a large table be indexed without making its value objects).
   */
  constructor(values: readonly SourceValue[] | ValueSource) {
    const source = isValueSource(values) ? values : arraySource(values);
    this.source = source;
    const n = source.length;
    // A few values (a record's fields, a small table: the usual source of an
    // eval case) are kept in plain arrays: a typed array of more than 64
    // bytes has its memory outside the heap, which costs more to allocate
    // and to free than sorting and indexing twenty values.
    const raw: Float64Array | number[] = n < SMALL ? [] : new Float64Array(n);
    const scales: number[] = [];
    let scaledCount = 0;
    for (let i = 0; i < n; i++) {
      raw[i] = source.valueAt(i);
      const m = source.scaleAt(i);
      if (m !== undefined) {
        scaledCount++;
        if (!scales.includes(m)) scales.push(m);
      }
    }
    this.scales = scales;
    this.scaledCount = scaledCount;
    const order = Array.isArray(raw) ? smallOrder(raw) : sortedOrder(raw);
    const keys: Float64Array | number[] = Array.isArray(raw) ? [] : new Float64Array(n);
    for (let i = 0; i < n; i++) keys[i] = raw[order[i] as number] as number;
    this.keys = keys;
    this.entries = order;
  }

  /** How many readings the index holds (written values plus scaled readings). */
  get size(): number {
    return this.keys.length + this.scaledCount;
  }

  /** The first key position with `keys[i] >= low`. */
  private lowerBound(low: number): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.keys[mid] as number) < low) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Every reading `v` with `low ≤ v.value ≤ high`, in ascending order. */
  between(low: number, high: number): SourceValue[] {
    if (!(low <= high)) return [];
    const first = this.lowerBound(low);
    if (this.scales.length === 0) {
      const out: SourceValue[] = [];
      for (let i = first; i < this.keys.length && (this.keys[i] as number) <= high; i++) {
        out.push(this.source.get(this.entries[i] as number));
      }
      return out;
    }
    // `order` keeps the tie order of one index over both readings: source
    // order, a written value before its scaled reading.
    const hits: { reading: SourceValue; order: number }[] = [];
    for (let i = first; i < this.keys.length && (this.keys[i] as number) <= high; i++) {
      const position = this.entries[i] as number;
      hits.push({ reading: this.source.get(position), order: position * 2 });
    }
    const written = hits.length;
    // Scaled readings: a written value in [low / m, high / m], widened a
    // little for the rounding of the division; the exact test is on the
    // stored scaledValue, so the result is what indexing it would give.
    for (const m of this.scales) {
      const a = Math.min(low / m, high / m);
      const b = Math.max(low / m, high / m);
      const slack = (Math.abs(a) + Math.abs(b)) * 1e-12 + Number.MIN_VALUE;
      for (let i = this.lowerBound(a - slack); i < this.keys.length; i++) {
        if ((this.keys[i] as number) > b + slack) break;
        const position = this.entries[i] as number;
        if (this.source.scaleAt(position) !== m) continue;
        const v = this.source.get(position);
        const sv = v.scaledValue;
        if (sv === undefined || sv < low || sv > high) continue;
        hits.push({ reading: this.readingOf(v, position), order: position * 2 + 1 });
      }
    }
    if (hits.length > written) {
      hits.sort((x, y) => x.reading.value - y.reading.value || x.order - y.order);
    }
    return hits.map((x) => x.reading);
  }

  /** The scaled reading of a value (the same object `between` returns), or the value itself when it has none. */
  readingOf(v: SourceValue, position: number): SourceValue {
    if (v.scaledValue === undefined) return v;
    this.scaled ??= new Array(this.source.length);
    let s = this.scaled[position];
    if (s === undefined) {
      s = scaledReading(v);
      this.scaled[position] = s;
    }
    return s;
  }
}

/** A value read in its unit header's unit: `7170` under "(in millions)" → 7,170,000,000. */
export function scaledReading(v: SourceValue): SourceValue {
  const scale = v.unitScale ?? 1;
  return {
    ...v,
    id: `${v.id}~scaled`,
    value: v.scaledValue as number,
    ...(v.precision !== undefined ? { precision: v.precision * scale } : {}),
    label: `${v.label} (unit header "${v.unitHeader}")`,
    reading: "scaled",
    writtenId: v.id,
  };
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Below this many values, the index is built in plain arrays and sorted by insertion. */
const SMALL = 64;

/**
 * {@link sortedOrder} for fewer than {@link SMALL} keys in a plain array: the
 * same insertion sort, in plain arrays (a typed array of more than 64 bytes
 * costs more to allocate than sorting twenty values). Keys with a NaN go
 * through `sortedOrder` itself, so their order is the typed array sort's.
 */
function smallOrder(keys: number[]): number[] {
  for (const key of keys) {
    if (Number.isNaN(key)) return Array.from(sortedOrder(Float64Array.from(keys)));
  }
  const order: number[] = [];
  for (let i = 0; i < keys.length; i++) order.push(i);
  return insertionOrder(keys, order);
}

/**
 * Positions of `keys` in ascending order, ties in position order. A stable
 * LSD radix sort over the keys' IEEE-754 bits, O(n): 8-bit digits (256
 * buckets, eight passes) below 65,536 keys, 16-bit digits (four passes) above,
 * so clearing and summing the buckets never outweighs the keys; a pass is
 * skipped when every key shares its digit. An insertion sort for a few keys,
 * a comparator sort on a big-endian machine.
 */
export function sortedOrder(keys: Float64Array): Uint32Array {
  const n = keys.length;
  let order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  if (n < SMALL) return insertionOrder(keys, order);
  if (!LITTLE_ENDIAN) {
    return order.sort((a, b) => (keys[a] as number) - (keys[b] as number) || a - b);
  }
  // Map each double to an unsigned 64-bit key (hi, lo) that sorts in the same order:
  // flip every bit of a negative, only the sign bit of a positive.
  const words = new Uint32Array(keys.buffer, keys.byteOffset, n * 2);
  const lo = new Uint32Array(n);
  const hi = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const h = words[2 * i + 1] as number;
    const l = words[2 * i] as number;
    if (h === 0x80000000 && l === 0) {
      hi[i] = 0x80000000; // −0 sorts as +0: equal keys keep their positions' order
      lo[i] = 0;
    } else if (h & 0x80000000) {
      hi[i] = ~h >>> 0;
      lo[i] = ~l >>> 0;
    } else {
      hi[i] = (h | 0x80000000) >>> 0;
      lo[i] = l;
    }
  }
  const bits = n < 65536 ? 8 : 16;
  const buckets = 1 << bits;
  const mask = buckets - 1;
  const perWord = 32 / bits;
  let tmp = new Uint32Array(n);
  const count = new Uint32Array(buckets);
  for (let pass = 0; pass < 2 * perWord; pass++) {
    const source = pass < perWord ? lo : hi;
    const shift = (pass % perWord) * bits;
    count.fill(0);
    for (let i = 0; i < n; i++) {
      const d = ((source[i] as number) >>> shift) & mask;
      count[d] = (count[d] as number) + 1;
    }
    if (count[((source[0] as number) >>> shift) & mask] === n) continue; // every key has this digit
    let sum = 0;
    for (let d = 0; d < buckets; d++) {
      const c = count[d] as number;
      count[d] = sum;
      sum += c;
    }
    for (let i = 0; i < n; i++) {
      const o = order[i] as number;
      const d = ((source[o] as number) >>> shift) & mask;
      tmp[count[d] as number] = o;
      count[d] = (count[d] as number) + 1;
    }
    const swap = order;
    order = tmp;
    tmp = swap;
  }
  return order;
}

/**
 * `order` (the positions 0…n-1) sorted by key, ties by position, for a few
 * keys: an insertion sort, which for a record's twenty values costs less than
 * calling a comparator from the typed array's own sort. A NaN key (which has
 * no place in that order) leaves the ordering to that sort, as before.
 */
function insertionOrder<O extends Uint32Array | number[]>(keys: ArrayLike<number>, order: O): O {
  const n = keys.length;
  for (let i = 1; i < n; i++) {
    const key = keys[i] as number;
    if (Number.isNaN(key) || Number.isNaN(keys[0] as number)) {
      for (let k = 0; k < n; k++) order[k] = k;
      return (order as number[]).sort(
        (a, b) => (keys[a] as number) - (keys[b] as number) || a - b,
      ) as unknown as O;
    }
    // Positions are inserted in increasing order, so on equal keys the one
    // already placed (the smaller position) stays first.
    let j = i - 1;
    while (j >= 0 && (keys[order[j] as number] as number) > key) {
      order[j + 1] = order[j] as number;
      j--;
    }
    order[j + 1] = i;
  }
  return order;
}
