import type { Sentence } from "@crossfoot/extract";

/** An item this module may move (its offsets only). */
type Movable = { start: number; end: number };

/**
 * What a reader found in a whole answer (mentions, citations), handed out
 * sentence by sentence with offsets into each sentence's text, as reading
 * each sentence on its own would give them. Reading the answer once costs
 * less than reading each sentence apart: one set-up instead of one per
 * sentence, and a flat string instead of slices of it. A sentence an item
 * runs into or out of, or one `readAlone` picks, is read on its own instead.
 *
 * Sentences must be asked for in order, as `splitSentences` gives them. The
 * items must be fresh objects seen by nobody else: they are moved in place.
 */
export class BySentence<T extends { readonly start: number; readonly end: number }> {
  private next = 0;

  constructor(
    private readonly all: T[],
    private readonly read: (text: string) => T[],
    private readonly readAlone?: (text: string) => boolean,
  ) {}

  /** The items of `sentence`, in order, with offsets into `sentence.text`. */
  of(sentence: Sentence): T[] {
    const all = this.all;
    let k = this.next;
    // Items ending at or before the sentence's start lie between sentences.
    while (k < all.length && (all[k] as T).end <= sentence.start) k++;
    const first = k;
    while (k < all.length && (all[k] as T).start < sentence.end) k++;
    this.next = k;
    if (
      (k > first &&
        ((all[first] as T).start < sentence.start || (all[k - 1] as T).end > sentence.end)) ||
      this.readAlone?.(sentence.text) === true
    ) {
      return this.read(sentence.text);
    }
    const own = first === 0 && k === all.length ? all : all.slice(first, k);
    if (sentence.start !== 0) {
      for (const item of own as unknown as Movable[]) {
        item.start -= sentence.start;
        item.end -= sentence.start;
      }
    }
    return own;
  }
}
