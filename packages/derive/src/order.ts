/**
 * The stable ascending order of values: the indices of `raw` sorted by value,
 * equal values (and 0 beside -0) in index order. The same order as
 * `indices.sort((a, b) => raw[a] - raw[b] || a - b)`, made without calling a
 * comparator: small arrays by insertion sort, large ones by a radix sort on
 * the values' bits (O(n), and sequential memory passes where a comparison
 * sort jumps around a large array: at a million values it is several times
 * faster, and the search's growth with n stays near n log n). With
 * `sortedOut`, the values in that order are written into it; with `scratch`,
 * the radix sort may overwrite `raw` (a caller's own buffer it no longer
 * needs), so it allocates one array of values fewer.
 */
export function ascendingOrder(
  raw: Float64Array,
  sortedOut?: Float64Array,
  scratch = false,
): Int32Array {
  const n = raw.length;
  if (n >= RADIX_MIN) {
    let nan = false;
    for (let i = 0; i < n && !nan; i++) nan = Number.isNaN(raw[i] as number);
    // NaN has no place in an order: such input goes to the comparison sort.
    if (!nan) return radixOrder(raw, sortedOut, scratch);
  }
  // The radix sort makes its own index array: this one only below it.
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  if (n <= INSERTION_MAX) insertionSort(raw, order);
  else order.sort((a, b) => (raw[a] as number) - (raw[b] as number) || a - b);
  if (sortedOut) gather(raw, order, sortedOut);
  return order;
}

/** `out[i] = raw[order[i]]`. */
function gather(raw: Float64Array, order: Int32Array, out: Float64Array): void {
  for (let i = 0; i < order.length; i++) out[i] = raw[order[i] as number] as number;
}

/** At or below this many values, insertion sort beats any call-per-comparison sort. */
const INSERTION_MAX = 24;
/** From this many values the radix sort's fixed cost (its histograms) pays. */
const RADIX_MIN = 1500;

function insertionSort(raw: Float64Array, order: Int32Array): void {
  for (let i = 1; i < order.length; i++) {
    const k = order[i] as number;
    const v = raw[k] as number;
    let j = i - 1;
    // Strictly greater moves right: equal values keep index order (stable).
    while (j >= 0 && (raw[order[j] as number] as number) > v) {
      order[j + 1] = order[j] as number;
      j--;
    }
    order[j + 1] = k;
  }
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * Radix sort of the values themselves, on keys that order as they do: the
 * float's high 32 bits (sign, exponent and the top 20 bits of the mantissa)
 * with the sign bit flipped (positives) or all bits flipped (negatives), read
 * through a view of the values' buffer. Four stable passes of 8 bits sort by
 * that high word, moving each value and its index; runs of equal high words,
 * short in real data, are then put in order of the values ({@link
 * orderRuns}). Sorting by the low word too took four more passes, and keys
 * kept beside the values took two more arrays: at millions of values each
 * pass, and each array the collector is told about, costs more than the rest
 * of the sort. Equal values stay in index order; -0 is read as 0 so the two
 * compare equal, as the comparator has them.
 */
function radixOrder(
  raw: Float64Array,
  sortedOut: Float64Array | undefined,
  scratch: boolean,
): Int32Array {
  const n = raw.length;
  // The values are sorted in `a`, which ends up holding the sorted values
  // (the caller's `sortedOut` when given), with `b` as the other buffer of
  // each pass: `raw` itself when the caller lets it go.
  let a = sortedOut ?? new Float64Array(n);
  let negativeZero = false;
  for (let i = 0; i < n; i++) {
    const v = raw[i] as number;
    if (v === 0) {
      if (Object.is(v, -0)) negativeZero = true;
      a[i] = 0;
    } else a[i] = v;
  }
  // A -0 must come back as the input's own value: then `raw` is kept.
  let b = scratch && !negativeZero && raw !== a ? raw : new Float64Array(n);
  const target = a;
  let idx = new Int32Array(n);
  let idx2 = new Int32Array(n);
  for (let i = 0; i < n; i++) idx[i] = i;
  const counts = new Int32Array(4 * 256);
  let words = new Uint32Array(a.buffer, a.byteOffset, 2 * n);
  for (let i = 0; i < n; i++) {
    const k = sortKey(words[2 * i + HI] as number);
    counts[k & 255] = (counts[k & 255] as number) + 1;
    counts[256 + ((k >>> 8) & 255)] = (counts[256 + ((k >>> 8) & 255)] as number) + 1;
    counts[512 + ((k >>> 16) & 255)] = (counts[512 + ((k >>> 16) & 255)] as number) + 1;
    counts[768 + (k >>> 24)] = (counts[768 + (k >>> 24)] as number) + 1;
  }
  const offsets = new Int32Array(256);
  for (let pass = 0; pass < 4; pass++) {
    const base = pass * 256;
    // A byte every key shares orders nothing: skip its pass.
    let skip = false;
    for (let k = 0; k < 256; k++) {
      const c = counts[base + k] as number;
      if (c === n) skip = true;
      if (c !== 0) break;
    }
    if (skip) continue;
    let sum = 0;
    for (let k = 0; k < 256; k++) {
      offsets[k] = sum;
      sum += counts[base + k] as number;
    }
    const shift = pass * 8;
    for (let i = 0; i < n; i++) {
      const k = (sortKey(words[2 * i + HI] as number) >>> shift) & 255;
      const to = offsets[k] as number;
      offsets[k] = to + 1;
      b[to] = a[i] as number;
      idx2[to] = idx[i] as number;
    }
    [a, b] = [b, a];
    [idx, idx2] = [idx2, idx];
    words = new Uint32Array(a.buffer, a.byteOffset, 2 * n);
  }
  if (a !== target) target.set(a);
  orderRuns(target, new Uint32Array(target.buffer, target.byteOffset, 2 * n), idx);
  // The values with a -0 as the input has it.
  if (negativeZero && sortedOut) gather(raw, idx, sortedOut);
  return idx;
}

/** Index of a value's high 32-bit word in a view of its buffer. */
const HI = LITTLE_ENDIAN ? 1 : 0;

/** The high word of a value's key: positives above negatives, each in value order. */
function sortKey(high: number): number {
  return high & 0x80000000 ? ~high >>> 0 : (high | 0x80000000) >>> 0;
}

/** Runs of equal high words up to this long are ordered by insertion sort. */
const RUN_INSERTION_MAX = 32;

/**
 * Values sorted by their high word (stably: equal high words in index
 * order), put in order within each run of equal high words, stably. Values
 * sharing a high word share their sign and exponent, so they compare as
 * numbers. A short run by insertion sort; a long one (many values within one
 * part in a million of each other) by a comparison sort of its positions, so
 * no input costs more than O(n log n).
 */
function orderRuns(values: Float64Array, words: Uint32Array, idx: Int32Array): void {
  const n = idx.length;
  let start = 0;
  while (start < n) {
    const h = words[2 * start + HI] as number;
    let end = start + 1;
    while (end < n && words[2 * end + HI] === h) end++;
    const length = end - start;
    if (length > RUN_INSERTION_MAX) sortLongRun(values, idx, start, end);
    else if (length > 1) {
      for (let i = start + 1; i < end; i++) {
        const v = values[i] as number;
        const k = idx[i] as number;
        let j = i - 1;
        // Strictly greater moves right: equal values keep index order.
        while (j >= start && (values[j] as number) > v) {
          values[j + 1] = values[j] as number;
          idx[j + 1] = idx[j] as number;
          j--;
        }
        values[j + 1] = v;
        idx[j + 1] = k;
      }
    }
    start = end;
  }
}

/** `values` and `idx` from `start` to `end` in order of value, ties by index. */
function sortLongRun(values: Float64Array, idx: Int32Array, start: number, end: number): void {
  const positions: number[] = [];
  for (let i = start; i < end; i++) positions.push(i);
  positions.sort(
    (x, y) =>
      (values[x] as number) - (values[y] as number) || (idx[x] as number) - (idx[y] as number),
  );
  const vs = positions.map((p) => values[p] as number);
  const ids = positions.map((p) => idx[p] as number);
  for (let i = 0; i < vs.length; i++) {
    values[start + i] = vs[i] as number;
    idx[start + i] = ids[i] as number;
  }
}
