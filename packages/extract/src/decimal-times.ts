/**
 * "The current ratio was 1.86 times": a figure written with decimals before
 * "times" is a ratio, not a count of occurrences (those are whole: "met 3
 * times"), unless a rate word follows ("1.5 times a day", "2.5 times per
 * week"). Read by char codes at fixed places: no scan beyond a few words.
 */

const DOT = 46;

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

// Words after "times" that make it a rate of occurrences.
const RATE_WORDS = new Set([
  "a",
  "an",
  "per",
  "each",
  "every",
  "daily",
  "weekly",
  "monthly",
  "yearly",
]);

/** Whether the number that ends at `end` is written with decimals ("1.86", not "3" or "1,200"). */
function hasDecimals(text: string, end: number): boolean {
  let j = end;
  while (j > 0 && isDigit(text.charCodeAt(j - 1))) j--;
  return j < end && j >= 2 && text.charCodeAt(j - 1) === DOT && isDigit(text.charCodeAt(j - 2));
}

/**
 * Whether "times" at `k` makes the number that ends at `numberEnd` a
 * multiple: the number has decimals, "times" stands as a word, and no rate
 * word follows it.
 */
export function decimalTimes(text: string, numberEnd: number, k: number): boolean {
  if ((text.charCodeAt(k) | 32) !== 116 || text.slice(k, k + 5).toLowerCase() !== "times") return false;
  if (isLetter(text.charCodeAt(k + 5))) return false;
  if (!hasDecimals(text, numberEnd)) return false;
  let j = k + 5;
  while (j < text.length && text.charCodeAt(j) === 32) j++;
  let e = j;
  while (e < text.length && isLetter(text.charCodeAt(e)) && e - j <= 8) e++;
  return !RATE_WORDS.has(text.slice(j, e).toLowerCase());
}
