/**
 * "The current ratio was 1.86 times": a figure written with decimals before
 * "times" is a ratio, not a count of occurrences (those are whole: "met 3
 * times"), when the figure ends there: at a punctuation mark or the end,
 * or before a word that starts a phrase of its own ("in 2024", "at year
 * end"). "1.5 times a day" is a rate, and "4.00 times 2002" a product the
 * derivations read as a number. Read by char codes at fixed places.
 */

const DOT = 46;

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

// Words after "times" that start a phrase of their own: the figure ends at "times".
const PHRASE_WORDS = new Set(
  "in at for on during over compared versus vs from and or while which up down".split(" "),
);

/** Whether the number that ends at `end` is written with decimals ("1.86", not "3" or "1,200"). */
function hasDecimals(text: string, end: number): boolean {
  let j = end;
  while (j > 0 && isDigit(text.charCodeAt(j - 1))) j--;
  return j < end && j >= 2 && text.charCodeAt(j - 1) === DOT && isDigit(text.charCodeAt(j - 2));
}

/**
 * Whether "times" at `k` makes the number that ends at `numberEnd` a
 * multiple: the number has decimals, "times" stands as a word, and the
 * figure ends there.
 */
export function decimalTimes(text: string, numberEnd: number, k: number): boolean {
  if ((text.charCodeAt(k) | 32) !== 116 || text.slice(k, k + 5).toLowerCase() !== "times")
    return false;
  if (isLetter(text.charCodeAt(k + 5))) return false;
  if (!hasDecimals(text, numberEnd)) return false;
  let j = k + 5;
  while (j < text.length && text.charCodeAt(j) === 32) j++;
  if (j >= text.length) return true;
  const next = text.charCodeAt(j);
  // A punctuation mark ends the figure; a digit or another word continues it.
  if (!isLetter(next)) return next !== 40 && !isDigit(next) && next !== 36;
  let e = j;
  while (e < text.length && isLetter(text.charCodeAt(e)) && e - j <= 8) e++;
  return PHRASE_WORDS.has(text.slice(j, e).toLowerCase());
}
