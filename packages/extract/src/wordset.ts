import { equalsLowerAt, lowerAscii } from "./chars.js";

/**
 * Lower-case words looked up by the span of text that may hold one, without
 * cutting the span out and lower-casing it: an ASCII span is hashed and
 * compared code by code, and only a span outside ASCII (where lower-casing
 * may change lengths) is cut out and compared as a string. Answers exactly as
 * `map.get(text.slice(start, end).toLowerCase())` would.
 */
export class WordMap<V> {
  private readonly map: ReadonlyMap<string, V>;
  /** Open addressing by {@link hashOf}: a slot holds a word and its value, or nothing. */
  private readonly keys: (string | undefined)[];
  private readonly values: (V | undefined)[];
  private readonly mask: number;
  private readonly longest: number;
  /**
   * The (lower-case first letter, length) pairs of the words, when every word
   * is ASCII and at most 63 long: an ASCII-led span with no such pair is no
   * word, and is turned away before it is hashed. (A span's other characters
   * may lie outside ASCII: lower-casing keeps its length then, or, for "İ",
   * gives a character outside ASCII, which no word here holds.)
   */
  private readonly shapes: Uint8Array | undefined;

  /** `entries` are keyed by lower-case words; the first value of a word stands. */
  constructor(entries: Iterable<readonly [string, V]>) {
    const table = slotTable(entries, hashOf);
    this.map = table.map;
    this.keys = table.keys;
    this.values = table.values;
    this.mask = table.mask;
    this.longest = table.longest;
    let shapes: Uint8Array | undefined = new Uint8Array(128 * 64);
    for (const word of table.map.keys()) {
      if (word.length > 63 || word.length === 0 || !isAsciiWord(word)) {
        shapes = undefined;
        break;
      }
      shapes[(word.charCodeAt(0) << 6) | word.length] = 1;
    }
    this.shapes = shapes;
  }

  /** The value of the word `text[start, end)` lower-cased, if it is one. */
  getAt(text: string, start: number, end: number): V | undefined {
    const length = end - start;
    // Lower-casing never shortens a string: a longer span is no word here.
    if (length > this.longest) return undefined;
    const first = text.charCodeAt(start);
    if (this.shapes && first < 128 && this.shapes[(lowerAscii(first) << 6) | length] !== 1)
      return undefined;
    let h = length;
    for (let k = start; k < end; k++) {
      const c = text.charCodeAt(k);
      // Outside ASCII lower-casing may change lengths ("İ"): look the string up.
      if (c >= 0x80) return this.map.get(text.slice(start, end).toLowerCase());
      h = Math.imul(h ^ lowerAscii(c), 0x9e3779b1);
    }
    let slot = (h ^ (h >>> 15)) & this.mask;
    for (;;) {
      const key = this.keys[slot];
      if (key === undefined) return undefined;
      if (key.length === length && equalsLowerAt(text, start, key)) return this.values[slot];
      slot = (slot + 1) & this.mask;
    }
  }

  /** Whether `text[start, end)` lower-cased is one of the words. */
  hasAt(text: string, start: number, end: number): boolean {
    return this.getAt(text, start, end) !== undefined;
  }
}

/** A set of lower-case words looked up by span (see {@link WordMap}). */
export function wordSet(words: Iterable<string>): WordMap<true> {
  const entries: (readonly [string, true])[] = [];
  for (const w of words) entries.push([w, true]);
  return new WordMap(entries);
}

/** The open-addressing table both word maps look words up in. */
interface SlotTable<V> {
  /** The distinct words and their values (the first value of a word stands). */
  readonly map: Map<string, V>;
  /** A slot holds a word and its value, or nothing; at most a quarter of the slots are full. */
  readonly keys: (string | undefined)[];
  readonly values: (V | undefined)[];
  readonly mask: number;
  /** The length of the longest word: a longer span is no word. */
  readonly longest: number;
}

/** Fill a table with `entries`, each word in the slot its `hash` gives or the next free one. */
function slotTable<V>(
  entries: Iterable<readonly [string, V]>,
  hash: (text: string, start: number, end: number) => number,
): SlotTable<V> {
  const map = new Map<string, V>();
  for (const [word, value] of entries) if (!map.has(word)) map.set(word, value);
  let size = 16;
  while (size < map.size * 4) size *= 2;
  const mask = size - 1;
  const keys = new Array<string | undefined>(size).fill(undefined);
  const values = new Array<V | undefined>(size).fill(undefined);
  let longest = 0;
  for (const [word, value] of map) {
    longest = Math.max(longest, word.length);
    let slot = hash(word, 0, word.length) & mask;
    while (keys[slot] !== undefined) slot = (slot + 1) & mask;
    keys[slot] = word;
    values[slot] = value;
  }
  return { map, keys, values, mask, longest };
}

/** A hash of the ASCII-lower-cased codes of `text[start, end)`. */
function hashOf(text: string, start: number, end: number): number {
  let h = end - start;
  for (let k = start; k < end; k++) h = Math.imul(h ^ lowerAscii(text.charCodeAt(k)), 0x9e3779b1);
  return (h ^ (h >>> 15)) >>> 0;
}

/** Whether every code of `word` is below 128. */
function isAsciiWord(word: string): boolean {
  for (let k = 0; k < word.length; k++) if (word.charCodeAt(k) >= 128) return false;
  return true;
}

/**
 * Words looked up by span as written (case-sensitive), without cutting the
 * span out: answers exactly as `map.get(text.slice(start, end))` would.
 */
export class ExactWordMap<V> {
  /** Open addressing by the hash of a word's codes: a slot holds a word and its value, or nothing. */
  private readonly keys: (string | undefined)[];
  private readonly values: (V | undefined)[];
  private readonly mask: number;
  private readonly longest: number;

  /** The first value of a word stands. */
  constructor(entries: Iterable<readonly [string, V]>) {
    const table = slotTable(entries, exactHashOf);
    this.keys = table.keys;
    this.values = table.values;
    this.mask = table.mask;
    this.longest = table.longest;
  }

  /** The value of the word `text[start, end)` as written, if it is one. */
  getAt(text: string, start: number, end: number): V | undefined {
    const length = end - start;
    if (length > this.longest) return undefined;
    let slot = exactHashOf(text, start, end) & this.mask;
    for (;;) {
      const key = this.keys[slot];
      if (key === undefined) return undefined;
      if (key.length === length && text.startsWith(key, start)) return this.values[slot];
      slot = (slot + 1) & this.mask;
    }
  }
}

/** A hash of the codes of `text[start, end)` as written. */
function exactHashOf(text: string, start: number, end: number): number {
  let h = end - start;
  for (let k = start; k < end; k++) h = Math.imul(h ^ text.charCodeAt(k), 0x9e3779b1);
  return (h ^ (h >>> 15)) >>> 0;
}
