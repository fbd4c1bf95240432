/**
 * Each mention's offsets and whether it is a year, kept beside the mention
 * list as plain numbers in buffers reused from one extraction to the next
 * (one runs at a time): the cue pass reads them without loading fields from
 * mentions of many shapes, and a call allocates no arrays for them.
 *
 * @internal
 */
export class MentionSpans {
  starts: Int32Array<ArrayBuffer> = new Int32Array(32);
  ends: Int32Array<ArrayBuffer> = new Int32Array(32);
  years: Uint8Array<ArrayBuffer> = new Uint8Array(32);
  /** How many mentions are noted (the mention list's length). */
  count = 0;

  /** Forget the spans of the last text. */
  reset(): void {
    this.count = 0;
  }

  /** Note the span of the mention just pushed. */
  push(start: number, end: number, year: boolean): void {
    const k = this.count;
    if (k === this.starts.length) {
      const starts = new Int32Array(k * 2);
      starts.set(this.starts);
      this.starts = starts;
      const ends = new Int32Array(k * 2);
      ends.set(this.ends);
      this.ends = ends;
      const years = new Uint8Array(k * 2);
      years.set(this.years);
      this.years = years;
    }
    this.starts[k] = start;
    this.ends[k] = end;
    this.years[k] = year ? 1 : 0;
    this.count = k + 1;
  }

  /** End of the last mention noted (only when there is one). */
  lastEnd(): number {
    return this.ends[this.count - 1] as number;
  }
}
