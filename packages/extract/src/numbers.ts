import {
  type Currency,
  PROPORTION_WORDS,
  type ProportionUnit,
  type Scale,
  type UnitDefinition,
  type UnitPack,
} from "@crossfoot/units";
import {
  codeAt,
  isAsciiLetter,
  isDigit,
  isLetter,
  isLineBreak,
  isMinus,
  isSpace,
  lowerAscii,
} from "./chars.js";
import { decimalTimes } from "./decimal-times.js";
import type { MentionKind } from "./types.js";
import { isUnitChar, unitTokenEnd, type Vocabulary, vocabularyOf } from "./vocab.js";

/** The digits of a number as written, before scale and sign. */
export interface NumericCore {
  /** Offset of the first digit (or leading dot). */
  readonly start: number;
  /** Offset after the last digit (after the exponent in scientific notation). */
  readonly end: number;
  readonly intDigits: string;
  readonly fracDigits: string;
  /** Thousands separators were written. */
  readonly grouped: boolean;
  /** Power of ten written as `e6` or `× 10^6` (0 when none). */
  readonly exponent: number;
}

/** Characters that group thousands besides the locale's own separator. */
function isGroupSpace(code: number): boolean {
  return code === 32 || code === 0xa0 || code === 0x202f || code === 0x2009;
}

/** Exactly three digits at `j`, and no fourth. */
function threeDigits(text: string, j: number): boolean {
  return (
    isDigit(codeAt(text, j)) &&
    isDigit(codeAt(text, j + 1)) &&
    isDigit(codeAt(text, j + 2)) &&
    !isDigit(codeAt(text, j + 3))
  );
}

/**
 * Read thousands groups written with separator code `sep` after the first
 * group: each separator must be followed by exactly three digits. Returns the
 * end of the last group, or `from` when there is none.
 */
function readGroups(text: string, from: number, sep: number): number {
  let j = from;
  while (codeAt(text, j) === sep && threeDigits(text, j + 1)) j += 4;
  return j;
}

/** Whether the code is one of the minus signs prose uses, or a plus. */
function isSignCode(code: number): boolean {
  return code === 43 || isMinus(code);
}

const SUPERSCRIPT: Readonly<Record<string, string>> = {
  "⁰": "0",
  "¹": "1",
  "²": "2",
  "³": "3",
  "⁴": "4",
  "⁵": "5",
  "⁶": "6",
  "⁷": "7",
  "⁸": "8",
  "⁹": "9",
  "⁻": "-",
};

/** `e6`, `E-3` right after the digits: the exponent and where it ends. */
function readE(text: string, j: number): { exponent: number; end: number } | undefined {
  const c = codeAt(text, j);
  if (c !== 101 && c !== 69) return undefined;
  let k = j + 1;
  let negative = false;
  if (isSignCode(codeAt(text, k))) {
    negative = codeAt(text, k) !== 43;
    k++;
  }
  const digitsStart = k;
  while (k < text.length && isDigit(text.charCodeAt(k)) && k - digitsStart < 3) k++;
  if (k === digitsStart) return undefined;
  const next = codeAt(text, k);
  // "123e4567-e89b…" (a UUID) and "1e10x" are tokens, not numbers.
  if (isDigit(next) || isLetter(next) || next === 95) return undefined;
  if (next === 45 && (isDigit(codeAt(text, k + 1)) || isLetter(codeAt(text, k + 1))))
    return undefined;
  const e = Number(text.slice(digitsStart, k));
  return { exponent: negative ? -e : e, end: k };
}

/** `× 10^6`, `x 10^6`, `*10^6`, `× 10⁶` after the digits. */
function readTimesTen(text: string, j: number): { exponent: number; end: number } | undefined {
  let k = j;
  if (isSpace(codeAt(text, k))) k++;
  // Codes: "×" U+00D7, "x" 120, "*" 42, "·" U+00B7; "1" 49, "0" 48.
  const op = codeAt(text, k);
  if (op !== 0xd7 && op !== 120 && op !== 42 && op !== 0xb7) return undefined;
  k++;
  if (isSpace(codeAt(text, k))) k++;
  if (codeAt(text, k) !== 49 || codeAt(text, k + 1) !== 48) return undefined;
  k += 2;
  let digits = "";
  if (text[k] === "^") {
    k++;
    if (isSignCode(codeAt(text, k))) {
      digits = codeAt(text, k) === 43 ? "" : "-";
      k++;
    }
    const s = k;
    while (k < text.length && isDigit(text.charCodeAt(k)) && k - s < 3) k++;
    if (k === s) return undefined;
    digits += text.slice(s, k);
  } else {
    const s = k;
    while (k < text.length && SUPERSCRIPT[text[k] as string] !== undefined && k - s < 4) {
      digits += SUPERSCRIPT[text[k] as string];
      k++;
    }
    if (k === s || digits === "-") return undefined;
  }
  if (isDigit(codeAt(text, k)) || isLetter(codeAt(text, k))) return undefined;
  return { exponent: Number(digits), end: k };
}

const SEPARATORS = [44, 32, 0xa0, 0x202f, 0x2009, 39, 0x2019];
const SEPARATORS_DECIMAL_COMMA = [46, 32, 0xa0, 0x202f, 0x2009, 39, 0x2019];

/**
 * Read the digits starting at `i`: `1,234,567.89`, `0.5`, `.5`, `1 234 567`,
 * `1'234'567`, `1.2e6`, `1.2 × 10^6`. A separator counts as a thousands
 * separator only before exactly three digits, after a first group of one to
 * three digits, and one kind of separator is used throughout. With
 * `decimalComma` (European locales) `.` groups thousands and `,` is the
 * decimal mark. Returns undefined when `i` does not start a number.
 */
export function readCore(text: string, i: number, decimalComma = false): NumericCore | undefined {
  let j = i;
  while (j < text.length && isDigit(text.charCodeAt(j))) j++;
  let intDigits = text.slice(i, j);
  let grouped = false;
  const groupMark = decimalComma ? 46 : 44;
  const decimalMark = decimalComma ? 44 : 46;
  const next = codeAt(text, j);
  if (
    intDigits.length > 0 &&
    intDigits.length <= 3 &&
    (next === groupMark || isGroupSpace(next) || next === 39 || next === 0x2019) &&
    isDigit(codeAt(text, j + 1))
  ) {
    for (const sep of decimalComma ? SEPARATORS_DECIMAL_COMMA : SEPARATORS) {
      if (next !== sep) continue;
      const end = readGroups(text, j, sep);
      if (end === j) break;
      // "555 123 4567" (a phone number) or "1 2 000": spaced groups must not run on into more digits.
      if (isGroupSpace(sep) && isGroupSpace(codeAt(text, end)) && isDigit(codeAt(text, end + 1)))
        break;
      // Spaced groups after a digit and a space ("1 2 345") are a list, not one number.
      if (
        isGroupSpace(sep) &&
        i >= 2 &&
        isSpace(text.charCodeAt(i - 1)) &&
        isDigit(text.charCodeAt(i - 2))
      )
        break;
      for (let k = j; k < end; k += 4) intDigits += text.slice(k + 1, k + 4);
      grouped = true;
      j = end;
      break;
    }
  }
  let fracDigits = "";
  if (codeAt(text, j) === decimalMark && isDigit(codeAt(text, j + 1))) {
    let k = j + 1;
    while (k < text.length && isDigit(text.charCodeAt(k))) k++;
    fracDigits = text.slice(j + 1, k);
    j = k;
  }
  if (intDigits.length === 0 && fracDigits.length === 0) return undefined;
  let exponent = 0;
  if (intDigits.length > 0) {
    const e = readE(text, j) ?? readTimesTen(text, j);
    if (e) {
      exponent = e.exponent;
      j = e.end;
    }
  }
  return { start: i, end: j, intDigits, fracDigits, grouped, exponent };
}

/**
 * The exact value and precision of digits times `10 ** exponent`, computed
 * from the decimal string so `3.21` billion is exactly 3,210,000,000.
 */
export function scaled(core: NumericCore, exponent: number): { value: number; precision: number } {
  const value = scaledValue(core, exponent);
  return { value, precision: lastPrecision };
}

/**
 * The precision of the value {@link scaledValue} last returned: its second
 * result, kept here so the figures read per call allocate no result object
 * for it (one extraction runs at a time; read it right after the call).
 */
let lastPrecision = 1;

/** The precision that goes with the value {@link scaledValue} last returned. */
export function scaledPrecision(): number {
  return lastPrecision;
}

/**
 * {@link scaled}'s value alone; its precision is then {@link scaledPrecision}.
 */
export function scaledValue(core: NumericCore, exponent: number): number {
  const { intDigits, fracDigits } = core;
  const length = intDigits.length + fracDigits.length;
  // Leading zeros, keeping the last digit: the mantissa is digits[z…].
  let z = 0;
  while (z < length - 1 && digitCodeAt(intDigits, fracDigits, z) === 48) z++;
  const e = exponent + core.exponent - fracDigits.length;
  lastPrecision = powerOfTen(e);
  // Clinger's fast path: an integer mantissa below 2^53 and a power of ten
  // that is itself exact (|e| <= 22) give the correctly rounded value in one
  // multiplication or division, the same double `Number("…e…")` would parse.
  // Up to 15 digits the mantissa is summed exactly from the codes, without
  // joining the digit strings.
  if (length - z <= 15 && e >= -22 && e <= 22) {
    let m = 0;
    for (let k = z; k < length; k++) m = m * 10 + (digitCodeAt(intDigits, fracDigits, k) - 48);
    return e >= 0 ? m * (EXACT_POWERS[e] as number) : m / (EXACT_POWERS[-e] as number);
  }
  const digits = fracDigits === "" ? intDigits : intDigits + fracDigits;
  const mantissa = z === 0 ? digits : digits.slice(z);
  return Number(`${mantissa}e${e}`);
}

/** The code of digit `k` of the integer digits followed by the fraction digits. */
function digitCodeAt(intDigits: string, fracDigits: string, k: number): number {
  return k < intDigits.length
    ? intDigits.charCodeAt(k)
    : fracDigits.charCodeAt(k - intDigits.length);
}

/** 10^0 … 10^22: every one is exactly representable as a double. */
const EXACT_POWERS: readonly number[] = Array.from({ length: 23 }, (_, k) => Number(`1e${k}`));

/** `Number("1e-k")` for k = 0 … 22: the precisions of the usual figures, read without a map look-up. */
const NEGATIVE_POWERS: readonly number[] = Array.from({ length: 23 }, (_, k) => Number(`1e-${k}`));

const POWER_CACHE = new Map<number, number>();

/** `10 ** e` as the double nearest the decimal `1e{e}` (not `10 ** e`, which can be off by an ulp). */
function powerOfTen(e: number): number {
  if (e >= 0 && e <= 22) return EXACT_POWERS[e] as number;
  if (e < 0 && e >= -22) return NEGATIVE_POWERS[-e] as number;
  let p = POWER_CACHE.get(e);
  if (p === undefined) {
    p = Number(`1e${e}`);
    if (POWER_CACHE.size < 1024) POWER_CACHE.set(e, p);
  }
  return p;
}

/** A word or sign read after the digits. */
export interface Suffix {
  readonly end: number;
  readonly scale?: Scale;
  readonly proportion?: ProportionUnit;
  readonly multiple?: boolean;
  readonly currency?: Currency;
  readonly unit?: UnitDefinition;
}

/** Lower-case letters (and inner dots/spaces for multi-word units) starting at `i`. */
function letterRun(text: string, i: number): number {
  let j = i;
  while (j < text.length && isLetter(text.charCodeAt(j))) j++;
  return j;
}

/** Whether a word ends at `j` (the next char is not a letter or digit). */
export function boundaryAt(text: string, j: number): boolean {
  if (j >= text.length) return true;
  const code = text.charCodeAt(j);
  return !isLetter(code) && !isDigit(code);
}

/** Match one of `words` (lower case, may contain spaces) at `i`, longest first. */
export function matchWord(text: string, i: number, words: readonly string[]): string | undefined {
  let best: string | undefined;
  const first = text.charCodeAt(i);
  const lower = first >= 65 && first <= 90 ? first | 32 : first;
  for (const w of words) {
    if (best !== undefined && w.length <= best.length) continue;
    if (text.length - i < w.length) continue;
    if (lower !== w.charCodeAt(0)) continue;
    if (!sameLowerAt(text, i, w)) continue;
    if (isAsciiLetter(w.charCodeAt(w.length - 1)) && !boundaryAt(text, i + w.length)) continue;
    best = w;
  }
  return best;
}

/**
 * Whether `text.slice(i, i + word.length).toLowerCase() === word`: compared
 * code by code while the text is ASCII, as strings from the first code
 * outside it (lower-casing may change lengths there). An ASCII code that
 * differs settles it: the ASCII codes before it keep their places when
 * lower-cased, so the lower-cased slice differs there too.
 */
function sameLowerAt(text: string, i: number, word: string): boolean {
  const end = i + word.length;
  if (end > text.length) return text.slice(i, end).toLowerCase() === word;
  for (let k = 0; k < word.length; k++) {
    const c = text.charCodeAt(i + k);
    if (c >= 0x80) return text.slice(i, end).toLowerCase() === word;
    if (lowerAscii(c) !== word.charCodeAt(k)) return false;
  }
  return true;
}

const PROPORTION_KEYS = Object.keys(PROPORTION_WORDS).filter((w) => w !== "%");

/**
 * The first characters of {@link PROPORTION_KEYS} (codes below 128): a word
 * starting with any other is none of them, and the list is not walked.
 * {@link matchWord} compares first characters lower-cased from A–Z only.
 */
const PROPORTION_FIRST = (() => {
  const firsts = new Uint8Array(128);
  for (const w of PROPORTION_KEYS) {
    const c = w.charCodeAt(0);
    // A key outside ASCII: no pre-check.
    if (c >= 128) return undefined;
    firsts[c] = 1;
  }
  return firsts;
})();

/** {@link matchWord} over {@link PROPORTION_KEYS}, turning most words away by their first character. */
function matchProportion(text: string, i: number): string | undefined {
  const first = text.charCodeAt(i);
  const lower = first >= 65 && first <= 90 ? first | 32 : first;
  if (PROPORTION_FIRST && !(lower < 128 && PROPORTION_FIRST[lower] === 1)) return undefined;
  return matchWord(text, i, PROPORTION_KEYS);
}

/** Words after "times" that make it a multiple: "times as many", "times the average", "times larger". */
const AFTER_TIMES = new Set([
  "as",
  "more",
  "larger",
  "higher",
  "greater",
  "bigger",
  "smaller",
  "lower",
  "faster",
  "slower",
  "the",
  "that",
  "its",
  "their",
  "our",
  "over",
]);

/** "times" at `k` followed by a word from {@link AFTER_TIMES}. */
function timesMultiple(text: string, k: number): boolean {
  if (!sameLowerAt(text, k, "times") || !boundaryAt(text, k + 5)) return false;
  let j = k + 5;
  if (!isSpace(text.charCodeAt(j))) return false;
  j++;
  const end = letterRun(text, j);
  return end > j && end - j <= 7 && AFTER_TIMES.has(text.slice(j, end).toLowerCase());
}

const NO_PHRASES: readonly { readonly words: string; readonly unit: UnitDefinition }[] = [];

/** A unit written at `k` (a token or a multi-word alias) and where it ends. */
function readUnit(
  text: string,
  k: number,
  vocab: Vocabulary,
): { unit: UnitDefinition; end: number } | undefined {
  const first = text.charCodeAt(k);
  if (!isUnitChar(first)) return undefined;
  // Multi-word aliases first: "square metres" before "square".
  const key = first | 32;
  const phrases =
    key < 128 && vocab.phraseFirsts[key] === 0
      ? NO_PHRASES
      : (vocab.phrasesByFirst.get(key) ?? NO_PHRASES);
  for (const p of phrases) {
    if (text.length - k < p.words.length) continue;
    if (!sameLowerAt(text, k, p.words)) continue;
    if (!boundaryAt(text, k + p.words.length)) continue;
    return { unit: p.unit, end: k + p.words.length };
  }
  const end = unitTokenEnd(text, k);
  if (end === k || !boundaryAt(text, end)) return undefined;
  const unit = vocab.unitAt(text, k, end);
  return unit ? { unit, end } : undefined;
}

/** Whether the letters `text[i, end)` are "mm" in any case. */
function isMm(text: string, i: number, end: number): boolean {
  return end === i + 2 && (codeAt(text, i) | 32) === 109 && (codeAt(text, i + 1) | 32) === 109;
}

/**
 * Read what follows a number: an attached suffix (`3.2bn`, `40k`, `2.5x`,
 * `12pp`, `12ms`, `5km`) or, after spaces, a scale word, a percent word or
 * sign, a unit (`5 km`, `3 million tonnes`) or a multiple sign. `money` says
 * whether a currency was written before, which lets single-letter scales stand
 * apart ("$5 m") and makes `mm` a scale ("$5mm") rather than millimetres.
 *
 * Returns `null` when letters are glued to the digits and are not a known
 * suffix: the token is an identifier or an ordinal, not a figure.
 */
export function readSuffix(
  text: string,
  i: number,
  pack: UnitPack,
  money: boolean,
  vocab: Vocabulary = vocabularyOf(pack),
): Suffix | null {
  // Every field from the start, so each suffix has one shape (property reads stay monomorphic).
  const out: {
    end: number;
    scale?: Scale;
    proportion?: ProportionUnit;
    multiple?: boolean;
    unit?: UnitDefinition;
  } = { end: i, scale: undefined, proportion: undefined, multiple: undefined, unit: undefined };
  const glued = i < text.length && isUnitChar(text.charCodeAt(i));
  if (glued) {
    const runEnd = letterRun(text, i);
    const proportion = matchProportion(text, i);
    const scale =
      runEnd > i && boundaryAt(text, runEnd) ? vocab.scaleAt(text, i, runEnd) : undefined;
    // The unit is read only where it can decide: against a proportion word,
    // with no scale, or against a scale written "mm" without a currency.
    const unit =
      proportion !== undefined || !scale || (!money && isMm(text, i, runEnd))
        ? readUnit(text, i, vocab)
        : undefined;
    if (proportion !== undefined && (!unit || proportion.length >= unit.end - i)) {
      out.proportion = PROPORTION_WORDS[proportion];
      out.end = i + proportion.length;
      return out;
    }
    if (scale && !(unit && !money && isMm(text, i, runEnd))) {
      out.scale = scale;
      out.end = runEnd;
    } else if (unit) {
      out.unit = unit.unit;
      out.end = unit.end;
      return out;
    } else if (runEnd === i + 1 && (codeAt(text, i) | 32) === 120) {
      out.multiple = true;
      out.end = runEnd;
      return out;
    } else {
      return null;
    }
  } else if (codeAt(text, i) === 0xd7 && boundaryAt(text, i + 1)) {
    // "10×"
    out.multiple = true;
    out.end = i + 1;
    return out;
  } else if (
    (codeAt(text, i) === 45 || codeAt(text, i) === 0x2011) &&
    text.slice(i + 1, i + 5).toLowerCase() === "fold" &&
    boundaryAt(text, i + 5)
  ) {
    out.multiple = true;
    out.end = i + 5;
    return out;
  }
  // After spaces: a scale word (unless one was glued), then a proportion word or a unit.
  let j = out.end;
  let k = j;
  while (k < text.length && isSpace(text.charCodeAt(k)) && k - j < 2) k++;
  if (!out.scale && k > j) {
    const runEnd = letterRun(text, k);
    if (runEnd > k && boundaryAt(text, runEnd)) {
      const scale = vocab.scaleAt(text, k, runEnd);
      if (scale && (!scale.attachedOnly || money)) {
        out.scale = scale;
        out.end = runEnd;
        j = runEnd;
        k = j;
        while (k < text.length && isSpace(text.charCodeAt(k)) && k - j < 2) k++;
      }
    }
  }
  // "%" 37, "％" U+FF05.
  const pj = codeAt(text, j);
  if (pj === 37 || pj === 0xff05) {
    out.proportion = "percent";
    out.end = j + 1;
    return out;
  }
  const pk = codeAt(text, k);
  if (k > j && (pk === 37 || pk === 0xff05)) {
    out.proportion = "percent";
    out.end = k + 1;
    return out;
  }
  if (k > j || (out.scale && isUnitChar(codeAt(text, k)))) {
    const w = matchProportion(text, k);
    if (w !== undefined) {
      out.proportion = PROPORTION_WORDS[w];
      out.end = k + w.length;
      return out;
    }
    const unit = readUnit(text, k, vocab);
    if (unit && !(money && unit.unit.dimension === "length" && unit.unit.symbol === "m")) {
      out.unit = unit.unit;
      out.end = unit.end;
      return out;
    }
    // "2.5 times the average", "three times as many": a multiple; "3 times a day" is not.
    // "1.86 times" (a ratio with decimals) is one too.
    if (!out.scale && (timesMultiple(text, k) || decimalTimes(text, i, k))) {
      out.multiple = true;
      out.end = k + 5;
      return out;
    }
    if (pk === 120 && boundaryAt(text, k + 1) && !out.scale) {
      // "2.5 x" as a multiple.
      out.multiple = true;
      out.end = k + 1;
    }
  }
  return out;
}

/** Currency written just before `i` (allowing one space): `$`, `US$`, `€ `, `USD `. */
export function readCurrencyBefore(
  text: string,
  i: number,
  pack: UnitPack,
  vocab: Vocabulary = vocabularyOf(pack),
): { currency: Currency; start: number } | undefined {
  let j = i;
  if (j > 0 && isSpace(text.charCodeAt(j - 1))) j--;
  if (j === 0) return undefined;
  const last = text.charCodeAt(j - 1);
  if (last < 128 && vocab.symbolLasts[last] === 0) return undefined;
  const candidates = vocab.symbolsByLast.get(last);
  if (!candidates) return undefined;
  let best: { currency: Currency; start: number } | undefined;
  for (const { symbol, currency } of candidates) {
    const start = j - symbol.length;
    if (start < 0 || !text.startsWith(symbol, start)) continue;
    // A code or letter-led symbol must start a word ("USD", not "AUSD").
    if (isAsciiLetter(symbol.charCodeAt(0)) && start > 0 && isLetter(text.charCodeAt(start - 1))) {
      continue;
    }
    if (!best || start < best.start) best = { currency, start };
  }
  return best;
}

/** Currency code written just after `i` ("5 million USD", "12 EUR"). */
export function readCurrencyAfter(
  text: string,
  i: number,
  pack: UnitPack,
  vocab: Vocabulary = vocabularyOf(pack),
): { currency: Currency; end: number } | undefined {
  let k = i;
  if (k < text.length && isSpace(text.charCodeAt(k))) k++;
  if (k === i) return undefined;
  const c = text.charCodeAt(k);
  if (c >= 65 && c <= 90 && boundaryAt(text, k + 3)) {
    const currency = vocab.codes.get(text.slice(k, k + 3));
    if (currency) return { currency, end: k + 3 };
  }
  return vocab.currencyNames.size > 0 ? currencyNameAt(text, k, vocab) : undefined;
}

/**
 * A currency name of one to three words starting at `k` ("euros", "US
 * dollars", "Hong Kong dollars"), the longest first, ending at a word's end.
 */
function currencyNameAt(
  text: string,
  k: number,
  vocab: Vocabulary,
): { currency: Currency; end: number } | undefined {
  // Where each of the (at most three) words read ends; made past the first word's look-up.
  let ends: number[] | undefined;
  let j = k;
  for (let words = 0; words < 3; words++) {
    const start = j;
    // Letters, and a period inside an abbreviation ("u.s.").
    while (
      j < text.length &&
      (isLetter(text.charCodeAt(j)) || (text.charCodeAt(j) === 46 && isLetter(codeAt(text, j + 1))))
    )
      j++;
    if (
      j < text.length &&
      text.charCodeAt(j) === 46 &&
      j > start &&
      !isLetter(codeAt(text, j + 1)) &&
      text.charCodeAt(j - 2) === 46
    )
      j++;
    if (j === start || j - start > 12) break;
    // Most words after a figure begin no currency name: turned away by the
    // first word alone, looked up in place (no string cut out).
    if (words === 0 && vocab.currencyNameFirsts.getAt(text, k, j) === undefined) return undefined;
    (ends ??= []).push(j);
    if (j >= text.length || text.charCodeAt(j) !== 32) break;
    j++;
  }
  if (ends === undefined) return undefined;
  for (let n = ends.length - 1; n >= 0; n--) {
    const end = ends[n] as number;
    if (isLetter(codeAt(text, end)) || isDigit(codeAt(text, end))) continue;
    const currency = vocab.currencyNames.get(text.slice(k, end).toLowerCase());
    if (currency) return { currency, end };
  }
  return undefined;
}

/** Kind of a figure from what was written around its digits. */
export function kindOf(suffix: Suffix, currency: Currency | undefined): MentionKind {
  if (suffix.proportion === "percent") return "percent";
  if (suffix.proportion === "pp") return "pp";
  if (suffix.proportion === "bps") return "bps";
  if (suffix.multiple) return "multiple";
  if (suffix.unit) return "quantity";
  if (currency) return "money";
  return "number";
}

/** Whether `i` is at the start of a line, ignoring spaces (for list markers). */
export function atLineStart(text: string, i: number): boolean {
  let j = i;
  while (j > 0 && isSpace(text.charCodeAt(j - 1))) j--;
  return j === 0 || isLineBreak(text.charCodeAt(j - 1));
}

/** A sign directly before `i` (after any currency): returns its offset. */
export function signBefore(
  text: string,
  i: number,
): { start: number; negative: boolean } | undefined {
  if (i === 0) return undefined;
  const code = text.charCodeAt(i - 1);
  const isSign = isMinus(code) || code === 43;
  if (!isSign) return undefined;
  // "2019-20", "1-3", "a-1": a hyphen joining two tokens is not a sign.
  if (i >= 2) {
    const before = text.charCodeAt(i - 2);
    if (isDigit(before) || isLetter(before)) return undefined;
  }
  return { start: i - 1, negative: code !== 43 };
}
