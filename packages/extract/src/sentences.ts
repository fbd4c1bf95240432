import {
  isCloser,
  isDigit,
  isLetter,
  isLineBreak,
  isSpace,
  isUpper,
  isWhitespace,
} from "./chars.js";
import { citationSpans } from "./citations.js";
import type { Sentence } from "./types.js";
import { wordSet } from "./wordset.js";

/**
 * Words that end with a period without ending a sentence. Compared lower
 * case, without the final period.
 */
const ABBREVIATION_AT = wordSet([
  "mr",
  "mrs",
  "ms",
  "dr",
  "prof",
  "sr",
  "jr",
  "st",
  "inc",
  "ltd",
  "co",
  "corp",
  "plc",
  "llc",
  "no",
  "nos",
  "vs",
  "v",
  "etc",
  "e.g",
  "i.e",
  "cf",
  "approx",
  "est",
  "fig",
  "figs",
  "ref",
  "reg",
  "regs",
  "s",
  "ss",
  "sec",
  "art",
  "para",
  "paras",
  "cl",
  "ch",
  "vol",
  "p",
  "pp",
  "op",
  "jan",
  "feb",
  "mar",
  "apr",
  "jun",
  "jul",
  "aug",
  "sep",
  "sept",
  "oct",
  "nov",
  "dec",
  "u.s",
  "u.k",
  "u.n",
  "e.u",
  "a.m",
  "p.m",
  "mt",
  "ft",
  "gov",
  "dept",
  "div",
  "avg",
  "incl",
]);

/**
 * Abbreviations that often end a sentence ("… by Acme Inc. The company …"):
 * after one of these, a capitalised common sentence opener starts a new
 * sentence. Titles and references ("Mr.", "No.", "s.", "Reg.") never end one.
 */
const FINAL_ABBREVIATION_AT = wordSet([
  "inc",
  "ltd",
  "co",
  "corp",
  "plc",
  "llc",
  "etc",
  "u.s",
  "u.k",
  "e.u",
  "u.n",
  "a.m",
  "p.m",
  "dept",
  "incl",
  "est",
]);

/** Words that open sentences and rarely follow an abbreviation inside one. */
const SENTENCE_OPENERS = new Set([
  "the",
  "this",
  "that",
  "these",
  "those",
  "it",
  "its",
  "in",
  "on",
  "at",
  "for",
  "by",
  "as",
  "we",
  "our",
  "they",
  "their",
  "there",
  "he",
  "she",
  "his",
  "her",
  "i",
  "a",
  "an",
  "however",
  "but",
  "meanwhile",
  "revenue",
  "sales",
  "net",
  "after",
  "before",
  "during",
  "since",
  "while",
  "when",
  "overall",
  "both",
  "each",
  "all",
  "some",
  "most",
  "shares",
  "total",
]);

/** The capitalised word starting at `n`, lower case, when it is a common sentence opener. */
function opensSentence(text: string, n: number): boolean {
  if (!isUpper(text.charCodeAt(n))) return false;
  let j = n;
  while (j < text.length && isLetter(text.charCodeAt(j)) && j - n < 12) j++;
  if (isLetter(text.charCodeAt(j))) return false;
  return SENTENCE_OPENERS.has(text.slice(n, j).toLowerCase());
}

/** Where the word (letters and inner periods) that ends just before `dot` starts. */
function wordStartBefore(text: string, dot: number): number {
  let i = dot;
  while (i > 0) {
    const code = text.charCodeAt(i - 1);
    if (isLetter(code) || code === 46) i--;
    else break;
  }
  return i;
}

/**
 * Whether `word` is dotted initials, `/^([a-z]\.)+[a-z]$/` ("u.s", "e.g"):
 * ASCII letters at even places, periods between them, tested by code.
 */
function isDottedInitials(word: string): boolean {
  const length = word.length;
  if (length < 3 || length % 2 === 0) return false;
  for (let k = 0; k < length; k++) {
    const c = word.charCodeAt(k);
    if (k % 2 === 0 ? c < 97 || c > 122 : c !== 46) return false;
  }
  return true;
}

/** Whether the period at `dot` closes an abbreviation such as "Inc." or "U.S.". */
function isAbbreviation(text: string, dot: number): boolean {
  const from = wordStartBefore(text, dot);
  if (from === dot) return false;
  // Initials: "J." (one code unit, which lower-cases to one word of length one or more).
  if (dot - from === 1 && text.charCodeAt(from) < 0x80) return true;
  if (ABBREVIATION_AT.hasAt(text, from, dot)) return true;
  // Dotted acronyms: "U.S." "e.g."; and a one-letter word outside ASCII.
  const word = text.slice(from, dot).toLowerCase();
  return word.length === 1 || isDottedInitials(word);
}

/** Whether the period at `dot` closes a list marker: "1." or "12." alone at a line start. */
function isListMarker(text: string, dot: number): boolean {
  let i = dot;
  while (i > 0 && dot - i < 3 && isDigit(text.charCodeAt(i - 1))) i--;
  if (i === dot || (i > 0 && isDigit(text.charCodeAt(i - 1)))) return false;
  while (i > 0 && isSpace(text.charCodeAt(i - 1))) i--;
  return i === 0 || isLineBreak(text.charCodeAt(i - 1));
}

/** Whether `c` may run on after a terminal mark: ".", "!", "?". */
function isTerminal(c: number): boolean {
  return c === 46 || c === 33 || c === 63;
}

/**
 * What may open a sentence besides a capital or a digit: quotes, brackets,
 * a list bullet or dash, a currency sign (`"` `'` `“` `‘` `(` `[` `【` `*`
 * `-` `•` `$` `€` `£` `¥` `₹`).
 */
function isOpener(c: number): boolean {
  return (
    c === 34 ||
    c === 39 ||
    c === 0x201c ||
    c === 0x2018 ||
    c === 40 ||
    c === 91 ||
    c === 0x3010 ||
    c === 42 ||
    c === 45 ||
    c === 0x2022 ||
    c === 36 ||
    c === 0x20ac ||
    c === 0xa3 ||
    c === 0xa5 ||
    c === 0x20b9
  );
}

/**
 * The citations' offsets (`start, end` pairs in text order) and the index of
 * the first that ends after the split's position: every citation that
 * starts after that position is at or after it.
 */
interface CitationCursor {
  readonly spans: readonly number[];
  index: number;
}

/**
 * Decide whether terminal punctuation at `i` ends a sentence, and where the
 * sentence then ends (after closing quotes, brackets and trailing citations).
 * Returns -1 when it does not end one.
 */
function sentenceEnd(text: string, i: number, citations: CitationCursor): number {
  const ch = text.charCodeAt(i);
  const n0 = text.length;
  let end = i + 1;
  // Runs such as "?!" or "..." stay together; a "!" or "?" anywhere in the
  // run makes it terminal whatever follows.
  let terminal = ch !== 46;
  while (end < n0 && isTerminal(text.charCodeAt(end))) {
    if (text.charCodeAt(end) !== 46) terminal = true;
    end++;
  }
  // Closing quotes and brackets belong to the sentence they close.
  while (end < n0 && isCloser(text.charCodeAt(end))) end++;
  if (end >= n0) return end;
  // "[" 91, "【" U+3010.
  const after = text.charCodeAt(end);
  if (!isWhitespace(after) && after !== 91 && after !== 0x3010) return -1;
  if (ch === 46 && end === i + 1 && (isAbbreviation(text, i) || isListMarker(text, i))) {
    // "Acme Inc. The company …": a sentence-final abbreviation before a sentence opener ends it.
    let n = end;
    while (n < n0 && isSpace(text.charCodeAt(n))) n++;
    const from = wordStartBefore(text, i);
    if (!(FINAL_ABBREVIATION_AT.hasAt(text, from, i) && opensSentence(text, n))) return -1;
  }
  // A citation written after the full stop ("… rose. [R1] Next …") belongs to
  // the sentence it follows. The citations after `i` are in text order from
  // the cursor on: one walk over them finds each that starts where the last ended.
  const spans = citations.spans;
  let c = citations.index;
  let k = end;
  for (;;) {
    let m = k;
    while (m < n0 && isSpace(text.charCodeAt(m))) m++;
    while (c < spans.length && (spans[c] as number) < m) c += 2;
    if (c >= spans.length || spans[c] !== m) break;
    k = spans[c + 1] as number;
    end = k;
    c += 2;
  }
  // What follows must look like the start of a sentence.
  let n = end;
  while (n < n0 && isWhitespace(text.charCodeAt(n))) n++;
  if (n >= n0) return end;
  const next = text.charCodeAt(n);
  if (isLineBreak(text.charCodeAt(end)) || terminal) return end;
  if (isUpper(next) || isDigit(next) || isOpener(next)) return end;
  return -1;
}

/**
 * Whether the line break at `at` wraps a sentence rather than ends it: the
 * line before ends (spaces aside) in a letter, digit, comma, hyphen, closing
 * bracket or percent sign, and the next line, right after this one break (spaces
 * aside), opens with a lower-case letter. A blank line, a colon, a full stop
 * or a line opening with a capital, digit, sign or bullet ends the sentence.
 */
function isWrap(text: string, at: number): boolean {
  let b = at;
  while (b > 0 && isSpace(text.charCodeAt(b - 1))) b--;
  if (b === 0) return false;
  const last = text.charCodeAt(b - 1);
  // A letter, digit, "," "-" ")" or "%" ("driven by a 64%\nincrease in …").
  if (
    !(isLetter(last) || isDigit(last) || last === 44 || last === 45 || last === 41 || last === 37)
  )
    return false;
  let n = at + 1;
  // "\r\n" is one break.
  if (text.charCodeAt(at) === 13 && text.charCodeAt(n) === 10) n++;
  while (n < text.length && isSpace(text.charCodeAt(n))) n++;
  const next = text.charCodeAt(n);
  if (isLowerLetter(next)) return true;
  // "a manufacturing site in\nShanghai, China.": a line that ends on a word
  // no sentence ends with runs on, whatever opens the next line.
  return n < text.length && !isLineBreak(next) && CONTINUING_AT.hasAt(text, wordStart(text, b), b);
}

/** Where the word of letters that ends at `end` starts. */
function wordStart(text: string, end: number): number {
  let i = end;
  while (i > 0 && isLetter(text.charCodeAt(i - 1))) i--;
  return i;
}

/** Words no sentence ends with: articles, prepositions, conjunctions. Compared lower case. */
const CONTINUING_AT = wordSet([
  "a",
  "an",
  "the",
  "of",
  "in",
  "to",
  "for",
  "by",
  "with",
  "from",
  "at",
  "on",
  "and",
  "or",
  "as",
  "into",
  "than",
  "our",
  "its",
  "their",
]);

/** A lower-case letter: "a"–"z", or a letter whose upper case differs from it. */
function isLowerLetter(c: number): boolean {
  if (c >= 97 && c <= 122) return true;
  if (c < 0x80 || !isLetter(c)) return false;
  const ch = String.fromCharCode(c);
  return ch.toUpperCase() !== ch;
}

/** Push the sentence `text[from, to)`, trimmed, when anything is left. */
function pushSentence(text: string, from: number, to: number, sentences: Sentence[]): void {
  let a = from;
  let b = to;
  while (a < b && isWhitespace(text.charCodeAt(a))) a++;
  while (b > a && isWhitespace(text.charCodeAt(b - 1))) b--;
  if (b > a) sentences.push({ text: text.slice(a, b), start: a, end: b, index: sentences.length });
}

/**
 * What may end a sentence: a line break ({@link isLineBreak}) or a terminal
 * mark ({@link isTerminal}). One character class, so the search is linear.
 */
const MARK = /[.!?\n\r\u0085\u2028\u2029]/g;

/** The citation offsets of the split running (one runs at a time: the buffer is reused). */
const CITATIONS: number[] = [];

/** How {@link splitSentences} reads line breaks. */
export interface SplitOptions {
  /**
   * Read the text as a PDF extraction or a hard-wrapped page writes prose: a
   * single line break inside a sentence (the line ends in a letter, digit,
   * comma or closing bracket, and the next opens with a lower-case letter)
   * is a wrap, not the end of a sentence, so "grew by 23 percent\nyear-over-
   * year" stays one sentence and a table label wrapped over two lines is one
   * label. Off by default: in an answer every line break ends a sentence.
   */
  readonly wrappedLines?: boolean;
}

/**
 * Split text into sentences without breaking decimals ("3.2"), abbreviations
 * ("Inc.", "U.S.", "e.g."), or citations ("[R1]."). Line breaks end a
 * sentence, so list items and table rows stand alone, except a wrap inside a
 * sentence with {@link SplitOptions.wrappedLines}. Runs in linear time.
 *
 * @example
 * splitSentences("Revenue was $3.2bn [R1]. Costs fell.").map((s) => s.text)
 * // ["Revenue was $3.2bn [R1].", "Costs fell."]
 */
export function splitSentences(text: string, options: SplitOptions = {}): Sentence[] {
  const wrapped = options.wrappedLines === true;
  // Only the citations' offsets matter here: where not to split, and what a full stop may carry.
  const spans = CITATIONS;
  citationSpans(text, spans);
  const citations: CitationCursor = { spans, index: 0 };
  const sentences: Sentence[] = [];
  const n = text.length;
  let start = 0;
  // Where the first citation ending after `i` starts (`n` when none does):
  // one comparison per character, as in extract's scan.
  let citationStart = spans.length > 0 ? (spans[0] as number) : n;
  let i = 0;
  while (i < n) {
    // Only a line break or a terminal mark can end a sentence: a native
    // search finds the next (the characters between need no look).
    MARK.lastIndex = i;
    if (!MARK.test(text)) break;
    i = MARK.lastIndex - 1;
    // Never split inside a citation.
    if (i >= citationStart) {
      let k = citations.index;
      while (k < spans.length && (spans[k + 1] as number) <= i) k += 2;
      citations.index = k;
      citationStart = k < spans.length ? (spans[k] as number) : n;
      if (i >= citationStart) {
        i = spans[k + 1] as number;
        continue;
      }
    }
    const code = text.charCodeAt(i);
    if (isLineBreak(code)) {
      if (wrapped && isWrap(text, i)) {
        i++;
        continue;
      }
      pushSentence(text, start, i, sentences);
      start = i + 1;
      i++;
      continue;
    }
    const end = sentenceEnd(text, i, citations);
    if (end >= 0) {
      pushSentence(text, start, end, sentences);
      start = end;
      i = end;
      continue;
    }
    // The rest of a punctuation run ends a sentence only where its first
    // character would: skip it, so a long run is read once, not once per character.
    while (i < n && isTerminal(text.charCodeAt(i))) i++;
  }
  pushSentence(text, start, n, sentences);
  return sentences;
}
