import {
  codeAt,
  equalsLowerAt,
  isAsciiLetter,
  isAsciiRange,
  isDigit,
  isLetter,
  isSpace,
} from "./chars.js";
import type { NumericCore } from "./numbers.js";
import type { Bound } from "./types.js";
import { WordMap, wordSet } from "./wordset.js";

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
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
];
const MONTH_SET = new Set(MONTHS);

// Divisors up to this size in "/ 3" or "divided by 3" are formula constants
// (averaging over a few periods), not claims about the data.
const SMALL_DIVISOR = 12;

// The context checks of one figure all ask for the word before the same offset:
// remember the last answer instead of slicing it again.
let memoText = "";
let memoAt = -1;
let memoWord = "";

/** Forget the remembered previous word (called at the start of each extraction). */
export function resetPreviousWord(): void {
  memoText = "";
  memoAt = -1;
  memoWord = "";
  beforeText = "";
  beforeAt = -1;
  beforeEntry = undefined;
}

/** The lower-case word that ends just before `i`, skipping spaces (and a period after it). */
export function previousWord(text: string, i: number): string {
  if (i === memoAt && text === memoText) return memoWord;
  memoWord = computePreviousWord(text, i);
  memoText = text;
  memoAt = i;
  return memoWord;
}

function computePreviousWord(text: string, i: number): string {
  let j = i;
  while (j > 0 && isSpace(text.charCodeAt(j - 1))) j--;
  if (codeAt(text, j - 1) === 46 && isLetter(codeAt(text, j - 2))) j--;
  const end = j;
  while (j > 0 && isLetter(text.charCodeAt(j - 1)) && end - j < 20) j--;
  return text.slice(j, end).toLowerCase();
}

/** The lower-case word that starts at or after `i`, skipping spaces. */
export function nextWord(text: string, i: number): string {
  let j = i;
  while (j < text.length && isSpace(text.charCodeAt(j))) j++;
  const start = j;
  while (j < text.length && isLetter(text.charCodeAt(j)) && j - start < 20) j++;
  return text.slice(start, j).toLowerCase();
}

/** The non-space character before `i`. */
function previousSymbol(text: string, i: number): string | undefined {
  let j = i;
  while (j > 0 && isSpace(text.charCodeAt(j - 1))) j--;
  return j > 0 ? text[j - 1] : undefined;
}

/** The two words before `i` ("divided by"), lower case. */
function previousTwoWords(text: string, i: number): string {
  const last = previousWord(text, i);
  if (!last) return "";
  let j = i;
  while (j > 0 && isSpace(text.charCodeAt(j - 1))) j--;
  j -= last.length;
  return `${previousWord(text, j)} ${last}`;
}

/**
 * The `100` in "× 100" or "multiplying by 100", and small divisors such as
 * the `2` in "/ 2" or "divide by 2": parts of a formula, not claims.
 */
export function isFormulaConstant(text: string, core: NumericCore): boolean {
  if (core.fracDigits !== "" || core.intDigits.length > 4) return false;
  const n = Number(core.intDigits);
  // A grouped constant is only a thousand: "dividing by 1,000".
  if (core.grouped && n !== 1000) return false;
  if (n !== 100 && n !== 1000 && (n < 1 || n > SMALL_DIVISOR)) return false;
  const symbol = previousSymbol(text, core.start);
  const last = previousWord(text, core.start);
  // Only "by", "times" and "x" can end a formula's words; skip the two-word look-up otherwise.
  const words = last === "by" ? previousTwoWords(text, core.start) : last;
  if (n === 100 || n === 1000) {
    if (symbol === "×" || symbol === "*" || symbol === "·") return true;
    if (
      previousWord(text, core.start) === "x" &&
      /\d|\)/.test(text.slice(Math.max(0, core.start - 6), core.start))
    ) {
      return true;
    }
    if (
      /^(multiply|multiplying|multiplied|times|divide|dividing|divided) by$/.test(words) ||
      previousWord(text, core.start) === "times"
    ) {
      return true;
    }
  }
  if (n >= 1 && n <= SMALL_DIVISOR) {
    if (symbol === "/" || symbol === "÷") {
      // "11/30" dates are caught earlier; here a spaced or bracketed divisor.
      return true;
    }
    if (/^(divide|dividing|divided) by$/.test(words)) return true;
    // "Divide the sum by 3", "dividing the total by 4": the divisor of an
    // average the sentence describes, a few words after its verb.
    if (last === "by" && DIVIDE_BEFORE.test(text.slice(Math.max(0, core.start - 40), core.start)))
      return true;
  }
  return false;
}

/** A verb of division and the few words to "by": "divide the sum by ". */
const DIVIDE_BEFORE = /\b(?:divide|dividing|divided)\s+(?:[a-z]+\s+){1,4}by\s*$/i;

/** The day in "December 31" or "31 Dec": a date, not a figure. */
export function isDateDay(text: string, core: NumericCore): boolean {
  if (core.fracDigits !== "" || core.grouped || core.intDigits.length > 2) return false;
  const n = Number(core.intDigits);
  if (n < 1 || n > 31) return false;
  if (MONTH_SET.has(previousWord(text, core.start))) return true;
  let j = core.end;
  // "31st December", "1 Jan"
  while (j < text.length && isAsciiLetter(text.charCodeAt(j)) && j - core.end < 2) j++;
  return MONTH_SET.has(nextWord(text, j));
}

/** Period prefixes glued to a year: FY2024, CY2023. */
const PERIOD_PREFIXES = new Set(["fy", "cy"]);
/** Prefixes of two-digit fiscal years: "FY24", "F19". */
const SHORT_PERIOD_PREFIXES = new Set(["fy", "f"]);

/**
 * "FY24", "F19": a two-digit fiscal year glued to its prefix; the year it
 * names (the nearer century) and where its prefix starts, or undefined.
 */
export function shortFiscalYear(
  text: string,
  core: NumericCore,
): { year: number; start: number } | undefined {
  if (core.intDigits.length !== 2 || core.fracDigits !== "" || core.grouped) return undefined;
  if (core.exponent !== 0) return undefined;
  let j = core.start;
  while (j > 0 && isAsciiLetter(text.charCodeAt(j - 1)) && core.start - j < 3) j--;
  if (j > 0 && (isLetter(text.charCodeAt(j - 1)) || isDigit(text.charCodeAt(j - 1))))
    return undefined;
  if (!SHORT_PERIOD_PREFIXES.has(text.slice(j, core.start).toLowerCase())) return undefined;
  // Not part of a longer token ("F19a", "FY24.5", "F16-A").
  const after = codeAt(text, core.end);
  if (isLetter(after) || isDigit(after) || after === 45) return undefined;
  if (after === 46 && isDigit(codeAt(text, core.end + 1))) return undefined;
  const yy = Number(core.intDigits);
  return { year: yy < 70 ? 2000 + yy : 1900 + yy, start: j };
}

/** `FY2024` → the label and where it starts; undefined for other glued tokens. */
export function periodPrefix(
  text: string,
  core: NumericCore,
): { start: number; label: string } | undefined {
  let j = core.start;
  while (j > 0 && isAsciiLetter(text.charCodeAt(j - 1)) && core.start - j < 3) j--;
  if (j > 0 && (isLetter(text.charCodeAt(j - 1)) || isDigit(text.charCodeAt(j - 1))))
    return undefined;
  const prefix = text.slice(j, core.start).toLowerCase();
  if (!PERIOD_PREFIXES.has(prefix) || core.fracDigits !== "") return undefined;
  return { start: j, label: text.slice(j, core.end) };
}

/** Skip a whole glued token (identifier, version, date) from `i`. */
export function skipToken(text: string, i: number): number {
  let j = i;
  while (j < text.length) {
    const code = text.charCodeAt(j);
    if (isDigit(code) || isLetter(code) || code === 95) j++;
    else if (
      (code === 46 || code === 47 || code === 58 || code === 45) &&
      (isDigit(text.charCodeAt(j + 1)) || isAsciiLetter(text.charCodeAt(j + 1)))
    ) {
      // A sentence-ending period before a capital is not part of the token.
      if (code === 46 && isSpace(text.charCodeAt(j + 1))) break;
      j++;
    } else break;
  }
  return j;
}

/** Skip a reference and its sub-parts: "4.4(2)(a)", "5.3.5.4". */
export function skipReference(text: string, i: number): number {
  let j = skipToken(text, i);
  for (;;) {
    if (text[j] !== "(") break;
    let k = j + 1;
    while (
      k < text.length &&
      k - j <= 5 &&
      (isDigit(text.charCodeAt(k)) || isAsciiLetter(text.charCodeAt(k)))
    )
      k++;
    if (k === j + 1 || text[k] !== ")") break;
    j = k + 1;
  }
  return j;
}

const APPROXIMATE_WORDS = [
  "about",
  "around",
  "approximately",
  "approx.",
  "approx",
  "roughly",
  "nearly",
  "almost",
  "some",
  "circa",
  "c.",
  "close to",
  "an estimated",
  "estimated",
  "just under",
  "just over",
  "well over",
  "well under",
];

/** Hedge phrases by their last word (without a final period), as {@link APPROXIMATE_LAST} keys them. */
const APPROXIMATE_BY_LAST = (() => {
  const map = new Map<string, string[]>();
  for (const w of APPROXIMATE_WORDS) {
    const last = w.slice(w.lastIndexOf(" ") + 1).replace(/\.$/, "");
    const list = map.get(last) ?? [];
    list.push(w);
    map.set(last, list);
  }
  return map;
})();

/** Whether a hedge word ends just before `i` ("about $3bn", "~12%"). */
export function isApproximate(text: string, i: number): boolean {
  let j = i;
  while (j > 0 && isSpace(text.charCodeAt(j - 1))) j--;
  // Codes compared rather than one-character strings: "~" 126, "≈" U+2248, "." 46.
  const c = codeAt(text, j - 1);
  if (c === 126 || c === 0x2248) return true;
  if (j === 0 || (!isAsciiLetter(c) && c !== 46)) return false;
  const hedges = beforeWord(text, i)?.hedges;
  if (hedges === undefined) return false;
  const from = Math.max(0, j - 16);
  // A phrase that ends the window ends with the word before `i`: only the
  // phrases with that last word are compared, on the text's own code units
  // while the phrase and the character before it are ASCII.
  for (const w of hedges) {
    const at = j - w.length;
    if (at < from) continue;
    if (!isAsciiRange(text, at > from ? at - 1 : at, j)) return approximateWindow(text, from, j);
    if (!equalsLowerAt(text, at, w)) continue;
    if (at === from || !isLetter(text.charCodeAt(at - 1))) return true;
  }
  return false;
}

/**
 * The hedge test on the lower-cased window `text[from, j)`, for text outside
 * ASCII (where lower-casing may change lengths: "İ" becomes two code units).
 */
function approximateWindow(text: string, from: number, j: number): boolean {
  const window = text.slice(from, j).toLowerCase();
  return APPROXIMATE_WORDS.some(
    (w) => window.endsWith(w) && !isLetter(window.charCodeAt(window.length - w.length - 1)),
  );
}

/** Bound phrases, lower case, by their last word for a quick look-up. */
const BOUNDS: readonly (readonly [string, Bound])[] = [
  ["under", "lt"],
  ["below", "lt"],
  ["less than", "lt"],
  ["fewer than", "lt"],
  ["lower than", "lt"],
  ["at most", "le"],
  ["up to", "le"],
  ["no more than", "le"],
  ["not more than", "le"],
  ["no higher than", "le"],
  ["a maximum of", "le"],
  ["maximum of", "le"],
  ["max.", "le"],
  ["not exceeding", "le"],
  ["over", "gt"],
  ["above", "gt"],
  ["more than", "gt"],
  ["greater than", "gt"],
  ["higher than", "gt"],
  ["exceeding", "gt"],
  ["in excess of", "gt"],
  ["upwards of", "gt"],
  ["at least", "ge"],
  ["no less than", "ge"],
  ["no fewer than", "ge"],
  ["not less than", "ge"],
  ["a minimum of", "ge"],
  ["minimum of", "ge"],
  ["min.", "ge"],
];
/** Bound phrases grouped by their last word ("than" → less than, more than, …). */
const BOUNDS_BY_LAST = (() => {
  const map = new Map<string, (readonly [string, Bound])[]>();
  for (const entry of BOUNDS) {
    const p = entry[0];
    const last = p.slice(p.lastIndexOf(" ") + 1);
    const list = map.get(last) ?? [];
    list.push(entry);
    map.set(last, list);
  }
  return map;
})();

/**
 * A bound written just before `i`: "under", "at least", "more than", "up to",
 * `<`, `≤`, `>=`. The longest phrase wins ("no more than" over "more than").
 */
export function boundBefore(text: string, i: number): { bound: Bound; start: number } | undefined {
  let j = i;
  while (j > 0 && isSpace(text.charCodeAt(j - 1))) j--;
  // Codes: "<" 60, ">" 62, "=" 61, "≤" U+2264, "≥" U+2265, "." 46.
  const c = codeAt(text, j - 1);
  if (c === 60 || c === 62 || c === 0x2264 || c === 0x2265 || c === 61) {
    const b = codeAt(text, j - 2);
    if (c === 61 && (b === 60 || b === 62)) {
      return { bound: b === 60 ? "le" : "ge", start: j - 2 };
    }
    if (c === 60) return { bound: "lt", start: j - 1 };
    if (c === 62) return { bound: "gt", start: j - 1 };
    if (c === 0x2264) return { bound: "le", start: j - 1 };
    if (c === 0x2265) return { bound: "ge", start: j - 1 };
    return undefined;
  }
  // The phrases ending with the word before: "max." and "min." are written with their period.
  const word = beforeWord(text, i);
  const candidates = word === undefined ? undefined : c === 46 ? word.dottedBounds : word.bounds;
  if (!candidates) return undefined;
  const from = Math.max(0, j - 16);
  // Outside ASCII lower-casing may change lengths: compare the strings there.
  const window = isAsciiRange(text, from, j) ? undefined : text.slice(from, j).toLowerCase();
  let best: { bound: Bound; start: number } | undefined;
  for (const [phrase, bound] of candidates) {
    if (
      window === undefined
        ? j - phrase.length < from || !equalsLowerAt(text, j - phrase.length, phrase)
        : !window.endsWith(phrase)
    )
      continue;
    const start = j - phrase.length;
    if (start > 0 && isLetter(text.charCodeAt(start - 1))) continue;
    // "the values add up to 1,443": a total, not a bound.
    if (phrase === "up to" && TOTALLING.has(previousWord(text, start))) continue;
    if (!best || start < best.start) best = { bound, start };
  }
  return best;
}

/** Verbs whose "up to" states a total ("add up to", "sums up to", "came up to"), not a bound. */
const TOTALLING = new Set(
  "add adds added adding sum sums summed summing total totals totalled totaled totalling totaling come comes came coming tally tallies tallied".split(
    " ",
  ),
);

/** Words that make "from A to B" a range rather than a change. */
const RANGING_WORDS = new Set([
  "range",
  "ranged",
  "ranges",
  "ranging",
  "vary",
  "varied",
  "varies",
  "varying",
  "span",
  "spans",
  "spanned",
  "spanning",
  "anywhere",
]);

/**
 * What opens a range before a figure at `start`: "between", or "from" after
 * a ranging word ("ranged from 5 to 7"). Any other "from" opens a change
 * ("rose from $1.08 to $1.11"): two figures, not a range.
 */
export function rangeOpener(
  text: string,
  start: number,
): { word: "between" | "from" | "from-change"; start: number } | undefined {
  const w = beforeWord(text, start)?.opener;
  if (w === undefined) return undefined;
  let j = start;
  while (j > 0 && isSpace(text.charCodeAt(j - 1))) j--;
  const wordStart = j - w.length;
  if (w === "between") return { word: "between", start: wordStart };
  return RANGING_WORDS.has(previousWord(text, wordStart))
    ? { word: "from", start: wordStart }
    : { word: "from-change", start: wordStart };
}

/** Words before a number that make it a reference, written with a period when abbreviated. */
const REFERENCE_ABBREVIATIONS = wordSet([
  "s",
  "ss",
  "sec",
  "secs",
  "art",
  "arts",
  "reg",
  "regs",
  "no",
  "nos",
  "para",
  "paras",
  "cl",
  "ch",
  "p",
  "pp",
  "fig",
  "figs",
  "vol",
  "r",
  "rr",
  "sch",
  "pt",
  "v",
  "ver",
  "eq",
  "ref",
  "n",
  "nr",
]);
const REFERENCE_WORD_LIST = [
  "section",
  "sections",
  "article",
  "articles",
  "regulation",
  "regulations",
  "rule",
  "rules",
  "clause",
  "clauses",
  "paragraph",
  "paragraphs",
  "chapter",
  "chapters",
  "figure",
  "figures",
  "table",
  "tables",
  "appendix",
  "annex",
  "schedule",
  "exhibit",
  "page",
  "pages",
  "item",
  "items",
  "step",
  "steps",
  "note",
  "notes",
  "footnote",
  "ts",
  "tr",
  "rfc",
  // Accounting standards: "IAS 39", "IFRS 9", "ASC 842", "ASU 2016-02", "SFAS 123".
  "ias",
  "ifrs",
  "asc",
  "asu",
  "sfas",
  "fas",
  "topic",
  "iso",
  "iec",
  "en",
  "part",
  "title",
  "version",
  "release",
  "build",
  "tier",
  "phase",
  "stage",
  "level",
  "grade",
  "form",
  "line",
  "lines",
  "volume",
  "issue",
  "equation",
  "model",
  "route",
  "platform",
  "room",
  "suite",
  "ch",
  "chap",
  "no",
  "number",
  "act",
  "cap",
  "sch",
];
const REFERENCE_WORDS = wordSet(REFERENCE_WORD_LIST);

/**
 * What a word before a figure may end or open, for the checks that read it:
 * the bound phrases ending with it ("than" of "more than"; "max." and "min."
 * with their period), the hedge phrases ending with it ("about", "close to";
 * "approx." and "approx" under "approx"), and whether it opens a range.
 */
interface BeforeWord {
  readonly bounds: readonly (readonly [string, Bound])[] | undefined;
  readonly dottedBounds: readonly (readonly [string, Bound])[] | undefined;
  readonly hedges: readonly string[] | undefined;
  readonly opener: "between" | "from" | undefined;
  /**
   * As the word before a number, undotted: "no" (never a reference), "number"
   * (one when capitalised), or another reference word ("Section", "Table").
   */
  readonly reference: "no" | "number" | "word" | undefined;
}

/**
 * {@link BeforeWord} of each word that has one, looked up by span: one
 * look-up of the word before a figure answers the bound, hedge and range
 * checks, without cutting the word out of the text.
 */
const BEFORE_WORDS = (() => {
  const entries = new Map<
    string,
    {
      bounds: (readonly [string, Bound])[] | undefined;
      dottedBounds: (readonly [string, Bound])[] | undefined;
      hedges: string[] | undefined;
      opener: "between" | "from" | undefined;
      reference: "no" | "number" | "word" | undefined;
    }
  >();
  const entry = (word: string) => {
    let e = entries.get(word);
    if (!e) {
      e = {
        bounds: undefined,
        dottedBounds: undefined,
        hedges: undefined,
        opener: undefined,
        reference: undefined,
      };
      entries.set(word, e);
    }
    return e;
  };
  for (const [last, phrases] of BOUNDS_BY_LAST) {
    if (last.endsWith(".")) entry(last.slice(0, -1)).dottedBounds = phrases;
    else entry(last).bounds = phrases;
  }
  for (const [last, phrases] of APPROXIMATE_BY_LAST) entry(last).hedges = phrases;
  entry("between").opener = "between";
  entry("from").opener = "from";
  for (const word of REFERENCE_WORD_LIST) entry(word).reference = "word";
  entry("no").reference = "no";
  entry("number").reference = "number";
  return new WordMap<BeforeWord>(entries);
})();

// The checks of one figure look up the word before the same offset: remember the last answer.
let beforeText = "";
let beforeAt = -1;
let beforeEntry: BeforeWord | undefined;
/** Where the word {@link beforeWord} last read starts and ends (equal when there is none). */
let beforeStart = 0;
let beforeEnd = 0;

/**
 * The {@link BeforeWord} of the word {@link previousWord} gives for `i` (the
 * word before `i`, past spaces and a period after it), or undefined when it
 * has none: `BEFORE_WORDS.get(previousWord(text, i))`, without the string.
 */
function beforeWord(text: string, i: number): BeforeWord | undefined {
  if (i === beforeAt && text === beforeText) return beforeEntry;
  let j = i;
  while (j > 0 && isSpace(text.charCodeAt(j - 1))) j--;
  if (codeAt(text, j - 1) === 46 && isLetter(codeAt(text, j - 2))) j--;
  const end = j;
  while (j > 0 && isLetter(text.charCodeAt(j - 1)) && end - j < 20) j--;
  beforeEntry = j < end ? BEFORE_WORDS.getAt(text, j, end) : undefined;
  beforeStart = j;
  beforeEnd = end;
  beforeText = text;
  beforeAt = i;
  return beforeEntry;
}

/**
 * Whether the number at `i` is a section, clause or document reference:
 * after `§`, an abbreviation with a period ("s. 4.4", "Reg. 892", "No. 5") or
 * a reference word ("Section 5", "Table 2", "TS 38.331", "ISO 9001").
 */
export function isReference(text: string, i: number): boolean {
  let j = i;
  while (j > 0 && isSpace(text.charCodeAt(j - 1))) j--;
  // Codes: "§" U+00A7, "¶" U+00B6, "." 46.
  const c = codeAt(text, j - 1);
  if (c === 0xa7 || c === 0xb6) return true;
  const dotted = c === 46;
  if (!dotted) return undottedReference(text, i);
  j--;
  const end = j;
  // Whether the word is all ASCII, noted on the way back over it.
  let ascii = true;
  while (j > 0 && end - j < 12) {
    const l = text.charCodeAt(j - 1);
    if (!isLetter(l)) break;
    if (l >= 0x80) ascii = false;
    j--;
  }
  if (j === end) return false;
  const before = codeAt(text, j - 1);
  if (j > 0 && (before === 39 || before === 0x2019 || isDigit(before))) return false;
  if (dotted && REFERENCE_ABBREVIATIONS.hasAt(text, j, end)) return true;
  // "No 5" without the period is the word "no"; "number 5" is a reference only capitalised.
  if (isWordAt(text, j, end, "no", ascii)) return false;
  if (isWordAt(text, j, end, "number", ascii)) return !dotted && text.charCodeAt(j) === 78; // "N"
  if (dotted) return false;
  return REFERENCE_WORDS.hasAt(text, j, end);
}

/**
 * {@link isReference} when no period ends the word before `i`: that word is
 * the one {@link beforeWord} reads (the walks back agree up to 12 letters;
 * a run of 12 or more is no reference word), so its look-up answers.
 */
function undottedReference(text: string, i: number): boolean {
  const entry = beforeWord(text, i);
  const start = beforeStart;
  const length = beforeEnd - start;
  if (length === 0 || length >= 12) return false;
  const before = codeAt(text, start - 1);
  if (start > 0 && (before === 39 || before === 0x2019 || isDigit(before))) return false;
  const reference = entry?.reference;
  // "No 5" without the period is the word "no"; "number 5" is a reference only capitalised.
  if (reference === "number") return text.charCodeAt(start) === 78; // "N"
  return reference === "word";
}

/** Whether `text[start, end)` lower-cased is `word` (lower-case ASCII); `ascii` says whether the span is. */
function isWordAt(text: string, start: number, end: number, word: string, ascii: boolean): boolean {
  if (end - start !== word.length) {
    // Lower-casing outside ASCII may change a length ("İ" becomes two code units).
    return !ascii && text.slice(start, end).toLowerCase() === word;
  }
  return ascii ? equalsLowerAt(text, start, word) : text.slice(start, end).toLowerCase() === word;
}

/** "10 am", "9pm", "10 a.m." after the digits: a time of day. */
export function isTimeOfDay(text: string, end: number): boolean {
  let k = end;
  if (isSpace(codeAt(text, k))) k++;
  // "a"/"p" in either case (no other character lower-cases to either).
  const a = codeAt(text, k) | 32;
  if (a !== 97 && a !== 112) return false;
  // "m" or "M" (109 with the case bit), "." 46.
  const b = codeAt(text, k + 1);
  if ((b | 32) === 109 && !isLetter(codeAt(text, k + 2))) return true;
  return b === 46 && (codeAt(text, k + 2) | 32) === 109 && codeAt(text, k + 3) === 46;
}

/** "the 80s", "'90s", "the 1990s": a decade, not a duration in seconds. */
export function isDecade(text: string, core: NumericCore): boolean {
  if (core.fracDigits !== "" || core.grouped) return false;
  const n = Number(core.intDigits);
  if (n % 10 !== 0 || (core.intDigits.length !== 2 && core.intDigits.length !== 4)) return false;
  const before = text[core.start - 1];
  if (before === "'" || before === "’") return true;
  const w = previousWord(text, core.start);
  return w === "the" || w === "early" || w === "late" || w === "mid" || w === "in";
}

const PHONE_3_3_4 = /\d{3}[-.]\d{3}[-.]\d{4}(?![\d%])/y;
const PHONE_3_4 = /\d{3}-\d{4}(?![\d%A-Za-z])/y;
const PHONE_PAREN = /\(\d{3}\) ?\d{3}[-.]\d{4}(?!\d)/y;
const PHONE_PLUS = /\+\d{1,3}[ .-]?(?:\(\d{1,4}\)[ .-]?)?\d{1,4}(?:[ .-]\d{2,4}){2,4}(?![\d%])/y;

/**
 * End of a phone number whose digits start at `i` ("555-1234",
 * "555-123-4567", "(555) 123-4567", "+1 555 123 4567"), or -1. The patterns
 * are anchored and bounded, so each try reads at most a few dozen characters.
 */
export function phoneEnd(text: string, i: number): number {
  if (!isDigit(text.charCodeAt(i))) return -1;
  // Codes: "+" 43, "(" 40, ")" 41, "-" 45, "." 46.
  const before = codeAt(text, i - 1);
  if (before === 43 || (before === 40 && codeAt(text, i + 3) === 41)) {
    const start = i - 1;
    if (start > 0 && (isLetter(text.charCodeAt(start - 1)) || isDigit(text.charCodeAt(start - 1))))
      return -1;
    const re = before === 43 ? PHONE_PLUS : PHONE_PAREN;
    re.lastIndex = start;
    if (re.test(text)) {
      const end = re.lastIndex;
      let digits = 0;
      for (let k = start; k < end; k++) if (isDigit(text.charCodeAt(k))) digits++;
      if (digits >= 7) return end;
    }
    return -1;
  }
  // Only a run of exactly three digits can start a local number.
  if (!isDigit(codeAt(text, i + 2)) || isDigit(codeAt(text, i + 3))) return -1;
  if (i > 0 && (isLetter(text.charCodeAt(i - 1)) || isDigit(text.charCodeAt(i - 1)))) return -1;
  const c = codeAt(text, i + 3);
  if (c !== 45 && c !== 46) return -1;
  PHONE_3_3_4.lastIndex = i;
  if (PHONE_3_3_4.test(text)) return PHONE_3_3_4.lastIndex;
  PHONE_3_4.lastIndex = i;
  if (PHONE_3_4.test(text)) return PHONE_3_4.lastIndex;
  return -1;
}

/**
 * A period label before a year at `i`, separated by a space: "FY 2024",
 * "fiscal 2023", "fiscal year 2023", "Q3 2024", "H1 2025", "Q3 FY2024".
 * Returns where the label starts.
 */
export function yearPrefix(text: string, i: number): number | undefined {
  let j = i;
  // "Q3 FY2024": the glued FY first.
  let k = j;
  while (k > 0 && isAsciiLetter(text.charCodeAt(k - 1)) && j - k < 2) k--;
  if (k < j && /^(fy|cy)$/i.test(text.slice(k, j))) j = k;
  if (!isSpace(codeAt(text, j - 1))) return j < i ? j : undefined;
  const w = previousWord(text, j);
  let s = j - 1;
  while (s > 0 && isSpace(text.charCodeAt(s - 1))) s--;
  // Q3, H1, 3Q, 1H: a letter and a digit.
  const tok = text.slice(s - 2, s);
  if (
    s >= 2 &&
    /^(?:[Qq][1-4]|[Hh][12]|[1-4][Qq]|[12][Hh])$/.test(tok) &&
    !isLetter(text.charCodeAt(s - 3)) &&
    !isDigit(text.charCodeAt(s - 3))
  ) {
    return s - 2;
  }
  if (w === "fy" || w === "cy" || w === "fiscal") return s - w.length;
  if (w === "year") {
    const ws = s - 4;
    if (previousWord(text, ws) === "fiscal") {
      let t = ws;
      while (t > 0 && isSpace(text.charCodeAt(t - 1))) t--;
      return t - 6;
    }
  }
  return j < i ? j : undefined;
}
