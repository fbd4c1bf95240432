/** Index of the first element of ascending `a` that is ≥ `x`. */
export function lowerBound(a: Float64Array, x: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((a[mid] as number) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first element of ascending `a` that is > `x`. */
export function upperBound(a: Float64Array, x: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((a[mid] as number) <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first element of ascending `a[from..to)` that is ≥ `x` (`to` if none). */
export function lowerBoundIn(a: Float64Array, from: number, to: number, x: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((a[mid] as number) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first element of ascending `a[from..to)` that is > `x` (`to` if none). */
export function upperBoundIn(a: Float64Array, from: number, to: number, x: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((a[mid] as number) <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Index of the first element of ascending `a` that is ≥ `x` (`strict`: > x),
 * searched outward from `hint` by doubling steps: O(1) when successive
 * queries move little (bounds that ascend with the values searched from),
 * O(log n) at worst; the same answer as a binary search from any hint.
 */
export function boundFrom(a: Float64Array, x: number, hint: number, strict: boolean): number {
  const n = a.length;
  const h = Math.min(Math.max(hint, 0), n);
  let lo: number;
  let hi: number;
  if (h < n && before(a, h, x, strict)) {
    // The answer lies after h: gallop forward.
    let step = 1;
    lo = h + 1;
    hi = h + 1;
    while (hi < n && before(a, hi, x, strict)) {
      lo = hi + 1;
      hi = h + (step *= 2);
    }
    hi = Math.min(hi, n);
  } else {
    // The answer is h or before: gallop backward.
    let step = 1;
    hi = h;
    lo = h;
    while (lo > 0 && !before(a, lo - 1, x, strict)) {
      hi = lo - 1;
      lo = Math.max(0, h - (step *= 2));
    }
  }
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(a, mid, x, strict)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether `a[i]` sorts before the bound `x` (`strict`: the first value > x is sought). */
function before(a: Float64Array, i: number, x: number, strict: boolean): boolean {
  return strict ? (a[i] as number) <= x : (a[i] as number) < x;
}
