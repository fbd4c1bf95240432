/**
 * What extract's scan notes of a text's words and clause stops as it reads
 * it, for the direction cues read after it: the cue reader takes the words
 * before a figure from here instead of reading the text back character by
 * character (see `CueReader.readNoted`).
 *
 * A noted word is a run of ASCII letters the scan passed whose first letter
 * and length are some cue word's; a stop is where `;`, a line feed, or `.`
 * `!` `?` before a space stands. Both lists are in text order. Where the scan
 * cannot note all of them (a letter of another script, a run of letters its
 * jumps cut in two), {@link exact} is cleared and the cues are read back.
 *
 * @internal
 */
export class NotedWords {
  /** Starts and ends of the noted words, in text order (the first {@link words}). */
  starts: Int32Array<ArrayBuffer> = new Int32Array(64);
  ends: Int32Array<ArrayBuffer> = new Int32Array(64);
  words = 0;
  /** Offsets of the clause stops, in text order (the first {@link stopCount}). */
  stops: Int32Array<ArrayBuffer> = new Int32Array(32);
  stopCount = 0;
  /** Whether every cue-shaped word and stop outside the mentions is noted. */
  exact = true;
  // Figures are asked for in text order: each search resumes where the last ended.
  private wordAt = 0;
  private stopAt = 0;
  private lastStart = -1;

  /** Forget the notes of the last text (the buffers are kept: one extraction runs at a time). */
  reset(exact: boolean): void {
    this.words = 0;
    this.stopCount = 0;
    this.exact = exact;
    this.wordAt = 0;
    this.stopAt = 0;
    this.lastStart = -1;
  }

  /** Note the word `[start, end)`. */
  word(start: number, end: number): void {
    if (this.words === this.starts.length) {
      this.starts = grow(this.starts);
      this.ends = grow(this.ends);
    }
    this.starts[this.words] = start;
    this.ends[this.words] = end;
    this.words++;
  }

  /** Note a stop at `at`. */
  stop(at: number): void {
    if (this.stopCount === this.stops.length) this.stops = grow(this.stops);
    this.stops[this.stopCount++] = at;
  }

  /** Index of the last noted word starting before `start`, or -1. */
  wordBefore(start: number): number {
    this.rewind(start);
    const starts = this.starts;
    const count = this.words;
    let k = this.wordAt;
    while (k < count && (starts[k] as number) < start) k++;
    this.wordAt = k;
    return k - 1;
  }

  /** Offset of the last stop before `start`, or -1. */
  stopBefore(start: number): number {
    this.rewind(start);
    const stops = this.stops;
    const count = this.stopCount;
    let k = this.stopAt;
    while (k < count && (stops[k] as number) < start) k++;
    this.stopAt = k;
    return k > 0 ? (stops[k - 1] as number) : -1;
  }

  /** Start the searches over when a figure comes before the last one asked for. */
  private rewind(start: number): void {
    if (start < this.lastStart) {
      this.wordAt = 0;
      this.stopAt = 0;
    }
    this.lastStart = start;
  }
}

/** A buffer twice as long holding the same values. */
function grow(a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}
