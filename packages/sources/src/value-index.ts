import type { SourceValue } from "./types.js";

/**
 * The values of a source set sorted by value, so every later stage finds the
 * values in an interval by binary search. Built once per set.
 */
export class ValueIndex {
  private readonly sorted: readonly SourceValue[];
  private readonly keys: Float64Array;

  constructor(values: readonly SourceValue[]) {
    this.sorted = [...values].sort((a, b) => a.value - b.value);
    this.keys = Float64Array.from(this.sorted.map((v) => v.value));
  }

  get size(): number {
    return this.keys.length;
  }

  /** Every value `v` with `low ≤ v.value ≤ high`, in ascending order. */
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
      out.push(this.sorted[i] as SourceValue);
    }
    return out;
  }
}
