import { BoundedMemo } from "../base/bounded-memo.js";
import { ABBREVIATIONS } from "./vocabulary.js";

/**
 * The content words of a text: the runs of a-z and "&" of the lower-cased
 * text (as splitting on /[^a-z&]+/ would give), two letters or more,
 * stopwords dropped, abbreviations expanded, a trailing "&" cut and plurals
 * stemmed. Every sentence of an answer is read once, so the reading works
 * on char codes in place: one string cut out per word kept, none for the
 * gaps, the one-letter words or the stopwords, and no look-up by string.
 */

const STOPWORD_LIST =
  "a an and are as at be by for from in into is it its of on or than that the their there these this those to was were what which with within".split(
    " ",
  );

/** Words up to this long are filed by length and first letter; longer ones are no stopword or abbreviation. */
const MAX_FILED = 31;

/** The slot of a word of `length` letters starting with char code `code` (below 128). */
function slot(length: number, code: number): number {
  return (length << 7) | code;
}

/**
 * Lists by {@link slot}: a plain array, read by index (no hashing per word).
 * A slot then fixes a word's length and first letter, which the look-ups
 * compare no more: an entry that would break that (a first letter outside
 * ASCII, a word too long to file) is refused when the table is built.
 */
function fileBySlot<T>(entries: readonly (readonly [string, T])[]): (T[] | undefined)[] {
  const table: (T[] | undefined)[] = new Array((MAX_FILED + 1) << 7).fill(undefined);
  for (const [word, value] of entries) {
    if (word.length < 1 || word.length > MAX_FILED || word.charCodeAt(0) >= 128)
      throw new Error(
        `content words: cannot file ${JSON.stringify(word)} by length and first letter`,
      );
    const k = slot(word.length, word.charCodeAt(0));
    const list = table[k];
    if (list) list.push(value);
    else table[k] = [value];
  }
  return table;
}

const STOPWORDS_AT = fileBySlot(STOPWORD_LIST.map((w) => [w, w] as const));

interface Abbreviation {
  readonly word: string;
  readonly expansion: readonly string[];
}
const ABBREVIATIONS_AT = fileBySlot(
  [...ABBREVIATIONS].map(([word, expansion]) => [word, { word, expansion }] as const),
);

/** Whether `text` from `start` to `end` (lower case) is a stopword. */
function isStopword(text: string, start: number, end: number): boolean {
  const length = end - start;
  if (length > MAX_FILED) return false;
  const list = STOPWORDS_AT[slot(length, text.charCodeAt(start))];
  if (list === undefined) return false;
  for (const w of list) if (sameAfterFirst(text, start, w)) return true;
  return false;
}

/**
 * Whether `text` from `start` holds `word`, given that the span is as long
 * as `word` and starts with its first letter (as a slot's entries do): the
 * letters after the first compared by code, without a builtin call per entry.
 */
function sameAfterFirst(text: string, start: number, word: string): boolean {
  for (let k = 1; k < word.length; k++) {
    if (text.charCodeAt(start + k) !== word.charCodeAt(k)) return false;
  }
  return true;
}

/** The expansion of the abbreviation `text` holds from `start` to `end`, if it is one. */
function abbreviationAt(text: string, start: number, end: number): readonly string[] | undefined {
  const length = end - start;
  if (length > MAX_FILED) return undefined;
  const list = ABBREVIATIONS_AT[slot(length, text.charCodeAt(start))];
  if (list === undefined) return undefined;
  for (const a of list) if (sameAfterFirst(text, start, a.word)) return a.expansion;
  return undefined;
}

/**
 * The word `text` holds from `start` to `end`, crudely stemmed, enough to
 * equate "sales"/"sale", "expenses"/"expense", "losses"/"loss",
 * "taxes"/"tax": read by char code, so only the stem is cut out.
 */
function stemAt(text: string, start: number, end: number): string {
  const length = end - start;
  const last = text.charCodeAt(end - 1);
  if (length > 3 && last === 115 /* s */) {
    const before = text.charCodeAt(end - 2);
    // "-ies" → "-y"
    if (length > 4 && before === 101 /* e */ && text.charCodeAt(end - 3) === 105 /* i */)
      return `${text.slice(start, end - 3)}y`;
    // "-sses", "-xes": cut "es"
    if (
      length > 4 &&
      before === 101 &&
      (text.charCodeAt(end - 3) === 120 /* x */ ||
        (text.charCodeAt(end - 3) === 115 && text.charCodeAt(end - 4) === 115))
    )
      return text.slice(start, end - 2);
    // "-s" but not "-ss": cut "s"
    if (before !== 115) return text.slice(start, end - 1);
  }
  return text.slice(start, end);
}

/**
 * Content words of an answer's text, read afresh: the cache in
 * {@link contentWords} is for source labels, which repeat; an answer's
 * sentences do not (and a benchmark that checks one answer again and again
 * must pay for reading it each time).
 */
export function readContentWords(text: string): string[] {
  const out: string[] = [];
  const lower = text.toLowerCase();
  const n = lower.length;
  let i = 0;
  while (i < n) {
    let c = lower.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || c === 38)) {
      i++;
      continue;
    }
    const start = i;
    do c = lower.charCodeAt(++i);
    while (i < n && ((c >= 97 && c <= 122) || c === 38));
    if (i - start < 2 || isStopword(lower, start, i)) continue;
    const expanded = abbreviationAt(lower, start, i);
    if (expanded) {
      for (const w of expanded) out.push(w);
      continue;
    }
    // A trailing "&" is cut before the stem is read ("&&" leaves "").
    let end = i;
    while (end > start && lower.charCodeAt(end - 1) === 38) end--;
    out.push(end === start ? "" : stemAt(lower, start, end));
  }
  return out;
}

/** Content words of a label or sentence, lower case and stemmed; numbers and stopwords dropped. */
export function contentWords(text: string): string[] {
  // Row labels are asked for again and again while binding: remember them.
  return wordCache.get(text);
}

const wordCache = new BoundedMemo(readContentWords);

/**
 * The runs of digits of a text ("March 25, 2019" → 25, 2019; "Route 66" →
 * 66): with its content words, what a name that holds a number needs a
 * sentence to say.
 */
export function digitRuns(text: string): string[] {
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : -1;
    if (c >= 48 && c <= 57) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      out.push(text.slice(start, i));
      start = -1;
    }
  }
  return out;
}
