import type { SourceValue } from "./types.js";

/**
 * The values of a source set sorted by value, so every later stage finds the
 * values in an interval by binary search. Built once per set.
 *
 * Each value is indexed under its written `value`; a value under a unit header
 * is also indexed under its `scaledValue`, and `between` returns that entry as
 * the value's scaled reading (`reading: "scaled"`, `value` = the scaled value,
 * `label` naming the header, `writtenId` = the written value's id), made on
 * first use and kept.
 */
export class ValueIndex {
  private readonly keys: Float64Array;
  /** Entry i: the value's position in `values`, times two, plus 1 for the scaled reading. */
  private readonly entries: Uint32Array;
  private readonly values: readonly SourceValue[];
  private readonly scaled: (SourceValue | undefined)[];

  constructor(values: readonly SourceValue[]) {
    this.values = values;
    this.scaled = new Array(values.length);
    let n = values.length;
    for (const v of values) if (v.scaledValue !== undefined) n++;
    const raw = new Float64Array(n);
    const ids = new Uint32Array(n);
    let k = 0;
    for (let i = 0; i < values.length; i++) {
      const v = values[i] as SourceValue;
      raw[k] = v.value;
      ids[k++] = i * 2;
      if (v.scaledValue !== undefined) {
        raw[k] = v.scaledValue;
        ids[k++] = i * 2 + 1;
      }
    }
    const order = sortedOrder(raw);
    this.keys = new Float64Array(n);
    this.entries = new Uint32Array(n);
    for (let i = 0; i < n; i++) {
      const o = order[i] as number;
      this.keys[i] = raw[o] as number;
      this.entries[i] = ids[o] as number;
    }
  }

  /** How many readings the index holds (written values plus scaled readings). */
  get size(): number {
    return this.keys.length;
  }

  private entry(i: number): SourceValue {
    const e = this.entries[i] as number;
    const position = e >>> 1;
    const v = this.values[position] as SourceValue;
    if ((e & 1) === 0) return v;
    let s = this.scaled[position];
    if (s === undefined) {
      s = scaledReading(v);
      this.scaled[position] = s;
    }
    return s;
  }

  /** Every reading `v` with `low ≤ v.value ≤ high`, in ascending order. */
  between(low: number, high: number): SourceValue[] {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.keys[mid] as number) < low) lo = mid + 1;
      else hi = mid;
    }
    const out: SourceValue[] = [];
    for (let i = lo; i < this.keys.length && (this.keys[i] as number) <= high; i++) {
      out.push(this.entry(i));
    }
    return out;
  }

  /** The scaled reading of a value (the same object `between` returns), or the value itself when it has none. */
  readingOf(v: SourceValue, position: number): SourceValue {
    if (v.scaledValue === undefined) return v;
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

/**
 * Positions of `keys` in ascending order, ties in position order. A stable
 * LSD radix sort over the keys' IEEE-754 bits (four 16-bit digits, a digit
 * skipped when every key shares it), O(n); a comparator sort on a big-endian
 * machine or for a few keys.
 */
export function sortedOrder(keys: Float64Array): Uint32Array {
  const n = keys.length;
  let order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  if (n < 256 || !LITTLE_ENDIAN) {
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
    if (h & 0x80000000) {
      hi[i] = ~h >>> 0;
      lo[i] = ~l >>> 0;
    } else {
      hi[i] = (h | 0x80000000) >>> 0;
      lo[i] = l;
    }
  }
  let tmp = new Uint32Array(n);
  const count = new Uint32Array(65536);
  for (let pass = 0; pass < 4; pass++) {
    const source = pass < 2 ? lo : hi;
    const shift = pass % 2 === 0 ? 0 : 16;
    count.fill(0);
    for (let i = 0; i < n; i++) {
      const d = ((source[i] as number) >>> shift) & 0xffff;
      count[d] = (count[d] as number) + 1;
    }
    if (count[((source[0] as number) >>> shift) & 0xffff] === n) continue; // every key has this digit
    let sum = 0;
    for (let d = 0; d < 65536; d++) {
      const c = count[d] as number;
      count[d] = sum;
      sum += c;
    }
    for (let i = 0; i < n; i++) {
      const o = order[i] as number;
      const d = ((source[o] as number) >>> shift) & 0xffff;
      tmp[count[d] as number] = o;
      count[d] = (count[d] as number) + 1;
    }
    const swap = order;
    order = tmp;
    tmp = swap;
  }
  return order;
}
