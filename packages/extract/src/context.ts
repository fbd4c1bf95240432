import { isAsciiLetter, isDigit, isLetter, isSpace } from "./chars.js";
import type { NumericCore } from "./numbers.js";

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

/** The lower-case word that ends just before `i`, skipping spaces. */
export function previousWord(text: string, i: number): string {
  let j = i;
  while (j > 0 && isSpace(text.charCodeAt(j - 1))) j--;
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
  if (core.fracDigits !== "" || core.grouped) return false;
  const n = Number(core.intDigits);
  const symbol = previousSymbol(text, core.start);
  const words = previousTwoWords(text, core.start);
  if (n === 100 || n === 1000) {
    if (symbol === "×" || symbol === "*" || symbol === "·") return true;
    if (
      previousWord(text, core.start) === "x" &&
      /\d|\)/.test(text.slice(Math.max(0, core.start - 6), core.start))
    ) {
      return true;
    }
    if (
      /^(multiply|multiplying|multiplied|times) by$/.test(words) ||
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
  }
  return false;
}

/** The day in "December 31" or "31 Dec": a date, not a figure. */
export function isDateDay(text: string, core: NumericCore): boolean {
  if (core.fracDigits !== "" || core.grouped || core.intDigits.length > 2) return false;
  const n = Number(core.intDigits);
  if (n < 1 || n > 31) return false;
  if (MONTH_SET.has(previousWord(text, core.start))) return true;
  let j = core.end;
  // "31st December", "1 Jan"
  while (j < text.length && isAsciiLetter(text.charCodeAt(j)) && j - core.end < 2) j++;
  return MONTH_SET.has(nextWord(text, j).replace(/\.$/, ""));
}

/** Period prefixes glued to a year: FY2024, CY2023. */
const PERIOD_PREFIXES = new Set(["fy", "cy"]);

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
