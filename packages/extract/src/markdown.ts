// Markdown an answer is written in. Markup is no part of a figure: the
// scanners read through it, and these tests tell markup from the characters
// it shares with identifiers.

import { endsSentenceAt, isDigit, isLetter, isLineBreak } from "./chars.js";

/** How far an emphasis may run from its opening underscores to its closing ones. */
const EMPHASIS_REACH = 48;

/**
 * Whether the underscores right before `i` open an emphasis ("_18.5%_",
 * "__310__") rather than glue the digits to a word ("units_2024"): the run
 * of underscores (at most three) starts a word, and an underscore closes it
 * later on the same line, right after a word's last character. Looks at a
 * bounded stretch, so a long run of underscores costs nothing more.
 */
export function opensEmphasis(text: string, i: number): boolean {
  let j = i;
  while (j > 0 && i - j < 3 && text.charCodeAt(j - 1) === 95) j--;
  if (j === i) return false;
  const before = j > 0 ? text.charCodeAt(j - 1) : 32;
  if (before === 95 || isLetter(before) || isDigit(before)) return false;
  const stop = Math.min(text.length, i + EMPHASIS_REACH);
  for (let k = i + 1; k < stop; k++) {
    const c = text.charCodeAt(k);
    if (isLineBreak(c)) return false;
    // An emphasis closes within its sentence: a sentence's end, as the
    // splitter reads one, ends the search, so a figure reads the same in its
    // sentence as in the whole text ("_1. '_" is no emphasis).
    if ((c === 46 || c === 33 || c === 63) && endsSentenceAt(text, k)) return false;
    if (c !== 95) continue;
    // The closing run ends the emphasised word: nothing of a word follows it.
    let e = k;
    while (e < text.length && text.charCodeAt(e) === 95) e++;
    const after = e < text.length ? text.charCodeAt(e) : 32;
    return !(isLetter(after) || isDigit(after));
  }
  return false;
}
