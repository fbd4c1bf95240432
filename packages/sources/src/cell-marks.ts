/**
 * What a cell writes around its number that is not part of the value: footnote
 * marks after it, and a lower-case count word ("3,410 seats"). Pure string
 * work, linear in the cell's length (no regex that can backtrack on it).
 */

/** The longest bracketed mark read as a footnote: "[a]", "[12]", "[note 3]", "[citation needed]". */
const MARK_MAX = 24;

/**
 * The cell without the footnote marks in brackets at its end ("1,234[a]",
 * "70,210[12]", "2,480 [note 3]", "615[1][2]"), or the cell itself when it
 * ends in none. A bracket holding another bracket, or longer than a note
 * mark, is left alone.
 */
export function withoutBracketMarks(s: string): string {
  let end = s.length;
  while (end > 0 && s.charCodeAt(end - 1) === 93 /* ] */) {
    const open = s.lastIndexOf("[", end - 2);
    if (open < 0 || end - open - 2 > MARK_MAX || end - open - 2 < 1) break;
    if (s.indexOf("]", open) !== end - 1) break;
    end = open;
    while (end > 0 && s.charCodeAt(end - 1) === 32) end--;
  }
  return end === s.length ? s : s.slice(0, end);
}

// A number (a sign, a currency sign, digits with separators and decimals),
// then one to three lower-case words. The classes around each space do not
// overlap, so the match is linear.
const COUNTED =
  /^([-+−]?(?:[$€£¥]|US\$)?\d[\d,]{0,24}(?:\.\d{1,12})?)\s+([a-z][a-z'’-]{0,29}(?:\s[a-z][a-z'’-]{0,29}){0,2})$/;

/**
 * A number and the lower-case words that say what it counts ("3,410 seats",
 * "17 lost", "42 home episodes"): the number's text and the words. Undefined
 * for anything else: a capitalised word after the number is a name ("11
 * Ridgefield", "3 North Carolina"), and a unit the extractor reads ("110 m
 * hurdles") is tested by the caller.
 */
export function countWords(s: string): { number: string; words: string } | undefined {
  const m = COUNTED.exec(s);
  if (!m?.[1] || !m[2]) return undefined;
  return { number: m[1], words: m[2] };
}

/** The longest parenthetical read after a cell's number: "(66 kW)", "(70 years, 354 days)". */
const ASIDE_MAX = 40;

/**
 * A cell that ends in a parenthetical after its number ("90 PS (66 kW)",
 * "380 (1990)", "42.5\n(108.5)"): the part before it and the part inside.
 * Undefined when the cell does not end in ")", the parenthetical opens the
 * cell, holds another parenthesis, or is longer than an aside.
 */
export function parenthetical(s: string): { before: string; inside: string } | undefined {
  if (s.charCodeAt(s.length - 1) !== 41 /* ) */) return undefined;
  const open = s.lastIndexOf("(");
  if (open <= 0 || s.length - open - 2 > ASIDE_MAX) return undefined;
  const inside = s.slice(open + 1, -1);
  if (inside.indexOf(")") >= 0) return undefined;
  const before = s.slice(0, open).trim();
  if (before === "" || before.indexOf("(") >= 0 || before.indexOf(")") >= 0) return undefined;
  return { before, inside: inside.trim() };
}
