import {
  BASE_PACK,
  type Currency,
  PROPORTION_WORDS,
  type ProportionUnit,
  type Scale,
  type UnitPack,
} from "@crossfoot/units";
import { isAsciiLetter, isDigit, isLetter, isLineBreak, isMinus, isSpace } from "./chars.js";
import type { MentionKind } from "./types.js";

/** The digits of a number as written, before scale and sign. */
export interface NumericCore {
  /** Offset of the first digit (or leading dot). */
  readonly start: number;
  /** Offset after the last digit. */
  readonly end: number;
  readonly intDigits: string;
  readonly fracDigits: string;
  /** Thousands separators were written. */
  readonly grouped: boolean;
}

/**
 * Read the digits starting at `i`: `1,234,567.89`, `0.5`, `.5`. Commas count
 * as thousands separators only before exactly three digits. Returns
 * undefined when `i` does not start a number.
 */
export function readCore(text: string, i: number): NumericCore | undefined {
  let j = i;
  let intDigits = "";
  let grouped = false;
  while (j < text.length && isDigit(text.charCodeAt(j))) j++;
  intDigits = text.slice(i, j);
  // Thousands groups: ",ddd" not followed by another digit.
  while (
    intDigits.length > 0 &&
    (grouped || intDigits.length <= 3) &&
    text[j] === "," &&
    isDigit(text.charCodeAt(j + 1)) &&
    isDigit(text.charCodeAt(j + 2)) &&
    isDigit(text.charCodeAt(j + 3)) &&
    !isDigit(text.charCodeAt(j + 4))
  ) {
    intDigits += text.slice(j + 1, j + 4);
    grouped = true;
    j += 4;
  }
  let fracDigits = "";
  if (text[j] === "." && isDigit(text.charCodeAt(j + 1))) {
    let k = j + 1;
    while (k < text.length && isDigit(text.charCodeAt(k))) k++;
    fracDigits = text.slice(j + 1, k);
    j = k;
  }
  if (intDigits.length === 0 && fracDigits.length === 0) return undefined;
  return { start: i, end: j, intDigits, fracDigits, grouped };
}

/**
 * The exact value and precision of digits times `10 ** exponent`, computed
 * from the decimal string so `3.21` billion is exactly 3,210,000,000.
 */
export function scaled(core: NumericCore, exponent: number): { value: number; precision: number } {
  const mantissa = `${core.intDigits}${core.fracDigits}`.replace(/^0+(?=\d)/, "");
  const e = exponent - core.fracDigits.length;
  return { value: Number(`${mantissa}e${e}`), precision: Number(`1e${e}`) };
}

/** A word or sign read after the digits. */
export interface Suffix {
  readonly end: number;
  readonly scale?: Scale;
  readonly proportion?: ProportionUnit;
  readonly multiple?: boolean;
  readonly currency?: Currency;
}

/** Lower-case letters (and inner dots/spaces for multi-word units) starting at `i`. */
function letterRun(text: string, i: number): number {
  let j = i;
  while (j < text.length && isLetter(text.charCodeAt(j))) j++;
  return j;
}

/** Whether a word ends at `j` (the next char is not a letter or digit). */
function boundaryAt(text: string, j: number): boolean {
  if (j >= text.length) return true;
  const code = text.charCodeAt(j);
  return !isLetter(code) && !isDigit(code);
}

/** Match one of `words` (lower case, may contain spaces) at `i`, longest first. */
function matchWord(text: string, i: number, words: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const w of words) {
    if (best !== undefined && w.length <= best.length) continue;
    if (text.length - i < w.length) continue;
    if (text.slice(i, i + w.length).toLowerCase() !== w) continue;
    if (isAsciiLetter(w.charCodeAt(w.length - 1)) && !boundaryAt(text, i + w.length)) continue;
    best = w;
  }
  return best;
}

const PROPORTION_KEYS = Object.keys(PROPORTION_WORDS);

/**
 * Read what follows a number: an attached suffix (`3.2bn`, `40k`, `2.5x`,
 * `12pp`) or, after spaces, a scale word, a percent word or sign, or a
 * currency code. `money` says whether a currency was written before, which
 * lets single-letter scales stand apart ("$5 m").
 *
 * Returns `null` when letters are glued to the digits and are not a known
 * suffix: the token is an identifier or an ordinal, not a figure.
 */
export function readSuffix(text: string, i: number, pack: UnitPack, money: boolean): Suffix | null {
  const out: { end: number; scale?: Scale; proportion?: ProportionUnit; multiple?: boolean } = {
    end: i,
  };
  const glued = i < text.length && isLetter(text.charCodeAt(i));
  if (glued) {
    const runEnd = letterRun(text, i);
    const word = text.slice(i, runEnd);
    const lower = word.toLowerCase();
    const scale = pack.scales.find((s) => (s.caseSensitive ? s.word === word : s.word === lower));
    if (scale) {
      out.scale = scale;
      out.end = runEnd;
    } else if (lower === "x") {
      out.multiple = true;
      out.end = runEnd;
      return out;
    } else if (PROPORTION_WORDS[lower] !== undefined) {
      out.proportion = PROPORTION_WORDS[lower];
      out.end = runEnd;
      return out;
    } else {
      return null;
    }
  }
  // After spaces: a scale word (unless one was glued), then a proportion word.
  let j = out.end;
  let k = j;
  while (k < text.length && isSpace(text.charCodeAt(k)) && k - j < 2) k++;
  if (!out.scale && k > j) {
    const runEnd = letterRun(text, k);
    const word = text.slice(k, runEnd);
    const lower = word.toLowerCase();
    const scale = pack.scales.find((s) => (s.caseSensitive ? s.word === word : s.word === lower));
    if (scale && (!scale.attachedOnly || money)) {
      out.scale = scale;
      out.end = runEnd;
      j = runEnd;
      k = j;
      while (k < text.length && isSpace(text.charCodeAt(k)) && k - j < 2) k++;
    }
  }
  if (text[j] === "%") {
    out.proportion = "percent";
    out.end = j + 1;
    return out;
  }
  if (text[k] === "%") {
    out.proportion = "percent";
    out.end = k + 1;
    return out;
  }
  if (k > j) {
    const w = matchWord(text, k, PROPORTION_KEYS);
    if (w !== undefined) {
      out.proportion = PROPORTION_WORDS[w];
      out.end = k + w.length;
      return out;
    }
    if (text[k] === "x" && boundaryAt(text, k + 1) && !out.scale) {
      // "2.5 x" as a multiple only when nothing follows that makes it "times".
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
): { currency: Currency; start: number } | undefined {
  let j = i;
  if (j > 0 && isSpace(text.charCodeAt(j - 1))) j--;
  let best: { currency: Currency; start: number } | undefined;
  for (const currency of pack.currencies) {
    for (const symbol of currency.symbols) {
      const start = j - symbol.length;
      if (start < 0 || text.slice(start, j) !== symbol) continue;
      // A code or letter-led symbol must start a word ("USD", not "AUSD").
      if (
        isAsciiLetter(symbol.charCodeAt(0)) &&
        start > 0 &&
        isLetter(text.charCodeAt(start - 1))
      ) {
        continue;
      }
      if (!best || start < best.start) best = { currency, start };
    }
  }
  return best;
}

/** Currency code written just after `i` ("5 million USD", "12 EUR"). */
export function readCurrencyAfter(
  text: string,
  i: number,
  pack: UnitPack,
): { currency: Currency; end: number } | undefined {
  let k = i;
  if (k < text.length && isSpace(text.charCodeAt(k))) k++;
  if (k === i) return undefined;
  for (const currency of pack.currencies) {
    for (const symbol of currency.symbols) {
      if (!/^[A-Z]{3}$/.test(symbol)) continue;
      if (text.startsWith(symbol, k) && boundaryAt(text, k + symbol.length)) {
        return { currency, end: k + symbol.length };
      }
    }
  }
  return undefined;
}

/** Kind of a figure from what was written around its digits. */
export function kindOf(suffix: Suffix, currency: Currency | undefined): MentionKind {
  if (suffix.proportion === "percent") return "percent";
  if (suffix.proportion === "pp") return "pp";
  if (suffix.proportion === "bps") return "bps";
  if (suffix.multiple) return "multiple";
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
