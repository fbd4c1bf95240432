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
  /** Open addressing by the hash of a word's ASCII-lower-cased codes: a slot holds a word and its value, or nothing. */
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

  /**
   * `words` are lower-case. The map is kept, not copied: the callers (all
   * inside this package) build it for this and never change it.
   */
  constructor(words: ReadonlyMap<string, V>) {
    const table = slotTable(words, true);
    this.map = table.map;
    this.keys = table.keys;
    this.values = table.values;
    this.mask = table.mask;
    this.longest = table.longest;
    let shapes: Uint8Array | undefined;
    if (table.shapely) {
      const marks = new Uint8Array(128 * 64);
      table.map.forEach((_, word) => {
        marks[(word.charCodeAt(0) << 6) | word.length] = 1;
      });
      shapes = marks;
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
  const map = new Map<string, true>();
  for (const w of words) map.set(w, true);
  return new WordMap(map);
}

/** The open-addressing table both word maps look words up in. */
interface SlotTable<V> {
  /** The words and their values. */
  readonly map: ReadonlyMap<string, V>;
  /** A slot holds a word and its value, or nothing; at most a quarter of the slots are full. */
  readonly keys: (string | undefined)[];
  readonly values: (V | undefined)[];
  readonly mask: number;
  /** The length of the longest word: a longer span is no word. */
  readonly longest: number;
  /** Whether every word is ASCII and 1 to 63 long (see {@link WordMap}'s shapes). */
  readonly shapely: boolean;
}

/**
 * Fill a table with the words of `map`, each word in the slot its hash gives (of its
 * codes, ASCII-lower-cased when `lower`, as {@link WordMap.getAt} and
 * {@link exactHashOf} compute it) or the next free one.
 *
 * The tables are built once, when the module loads or a pack is first used:
 * that is, in V8's interpreter, on every start of the command line. So this
 * avoids what the interpreter does slowly (copying the map, destructuring
 * entries, which runs the iterator protocol once per pair, a second pass
 * over the words) and hashes each word in the loop that places it.
 */
function slotTable<V>(map: ReadonlyMap<string, V>, lower: boolean): SlotTable<V> {
  let size = 16;
  while (size < map.size * 4) size *= 2;
  const mask = size - 1;
  const keys = new Array<string | undefined>(size).fill(undefined);
  const values = new Array<V | undefined>(size).fill(undefined);
  let longest = 0;
  let shapely = true;
  map.forEach((value, word) => {
    const length = word.length;
    if (length > longest) longest = length;
    if (length === 0 || length > 63) shapely = false;
    let h = length;
    for (let k = 0; k < length; k++) {
      let c = word.charCodeAt(k);
      if (c >= 0x80) shapely = false;
      else if (lower && c >= 65 && c <= 90) c += 32;
      h = Math.imul(h ^ c, 0x9e3779b1);
    }
    let slot = (h ^ (h >>> 15)) & mask;
    while (keys[slot] !== undefined) slot = (slot + 1) & mask;
    keys[slot] = word;
    values[slot] = value;
  });
  return { map, keys, values, mask, longest, shapely };
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

  /** `words` as written, each with its value. */
  constructor(words: ReadonlyMap<string, V>) {
    const table = slotTable(words, false);
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
