import type { SentenceContext } from "../read/sentence-context.js";
import { slotsOf } from "./context-slots.js";

/**
 * Values kept by a sentence's wording: the parts of a context that binding
 * reads (its periods, the quarters it names without a year, its names, the runs of
 * digits it writes, its content words in order, and its word set, which also holds the bucket
 * words such as "§1-3y" that "in 1-3 years" gives). Two contexts whose parts
 * are equal bind every scope alike, so sentences of the same wording in
 * later answers reuse the work.
 *
 * Looked up by a hash of its words, with every part compared on a hit.
 * Comparing the parts keeps apart wordings that a key string joined from
 * them would run together (the bucket words such a key once left out, a
 * name holding the separator), and the hash costs no more than that string
 * did: a string made for each new context costs V8 a runtime call to flatten
 * and hash on its first Map look-up.
 */
export class ByWording<V> {
  private readonly buckets = new Map<number, Entry<V>[]>();
  private entries = 0;

  /** How many wordings are kept. */
  get size(): number {
    return this.entries;
  }

  /** The value kept for a context of this wording, if any. */
  get(context: SentenceContext): V | undefined {
    const list = this.buckets.get(wordingHash(context));
    if (list === undefined) return undefined;
    for (const entry of list) if (sameWording(entry, context)) return entry.value;
    return undefined;
  }

  /** Keep `value` for contexts of this context's wording. */
  set(context: SentenceContext, value: V): void {
    const hash = wordingHash(context);
    const list = this.buckets.get(hash);
    const entry: Entry<V> = {
      periods: [...context.periods],
      quarters: [...context.quarters],
      names: [...context.names],
      digits: [...context.digits],
      allDigits: [...context.allDigits],
      sequence: context.sequence,
      words: [...context.words],
      value,
    };
    if (list === undefined) this.buckets.set(hash, [entry]);
    else {
      for (let k = 0; k < list.length; k++) {
        if (sameWording(list[k] as Entry<V>, context)) {
          list[k] = entry;
          return;
        }
      }
      list.push(entry);
    }
    this.entries++;
  }

  clear(): void {
    this.buckets.clear();
    this.entries = 0;
  }
}

interface Entry<V> {
  readonly periods: readonly string[];
  readonly quarters: readonly number[];
  readonly names: readonly string[];
  readonly digits: readonly string[];
  readonly allDigits: readonly string[];
  readonly sequence: readonly string[];
  readonly words: readonly string[];
  readonly value: V;
}

/** Whether a kept wording is the context's: every part equal, in order. */
function sameWording<V>(entry: Entry<V>, context: SentenceContext): boolean {
  return (
    sameList(entry.sequence, context.sequence) &&
    sameStrings(entry.words, context.words) &&
    sameStrings(entry.periods, context.periods) &&
    sameStrings(entry.names, context.names) &&
    sameStrings(entry.digits, context.digits) &&
    sameStrings(entry.allDigits, context.allDigits) &&
    sameNumbers(entry.quarters, context.quarters)
  );
}

// One function per item type, so each stays monomorphic and its set
// iteration is compiled inline.
function sameStrings(kept: readonly string[], items: ReadonlySet<string>): boolean {
  if (kept.length !== items.size) return false;
  let k = 0;
  for (const x of items) if (kept[k++] !== x) return false;
  return true;
}

function sameNumbers(kept: readonly number[], items: ReadonlySet<number>): boolean {
  if (kept.length !== items.size) return false;
  let k = 0;
  for (const x of items) if (kept[k++] !== x) return false;
  return true;
}

function sameList(kept: readonly string[], items: readonly string[]): boolean {
  if (kept === items) return true;
  if (kept.length !== items.length) return false;
  for (let k = 0; k < kept.length; k++) if (kept[k] !== items[k]) return false;
  return true;
}

/**
 * The context's wording hash, worked out once per context (its figures
 * share it): FNV-1a over its words in order, mixed with the sizes of its
 * other parts. Only a filing: wordings that differ in their periods, names
 * or bucket words alone may share a hash, and the comparison on a hit tells
 * them apart.
 */
function wordingHash(context: SentenceContext): number {
  const slots = slotsOf(context);
  if (slots?.wording !== undefined) return slots.wording;
  const sequence = context.sequence;
  let h = FNV_OFFSET;
  for (let w = 0; w < sequence.length; w++) {
    const word = sequence[w] as string;
    for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), FNV_PRIME);
    // A separator, so ["ab"] and ["a", "b"] differ.
    h = Math.imul(h ^ 32, FNV_PRIME);
  }
  h = Math.imul(h ^ context.words.size, FNV_PRIME);
  h = Math.imul(h ^ context.periods.size, FNV_PRIME);
  h = Math.imul(h ^ context.names.size, FNV_PRIME);
  h = Math.imul(h ^ context.digits.size, FNV_PRIME);
  h = Math.imul(h ^ context.quarters.size, FNV_PRIME);
  // Within the small-integer range, so the bucket map keys by value without boxing.
  h &= 0x3fffffff;
  if (slots) slots.wording = h;
  return h;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
