/**
 * The ordinal words that name a quarter of a year ("first", "3rd"), lower
 * case, with the quarter (1-4) each names. Tables head quarter columns with
 * them ("First" … "Fourth" under a year) and prose names quarters with them
 * ("between the third and fourth quarter").
 */
export const QUARTER_ORDINALS: Readonly<Record<string, 1 | 2 | 3 | 4>> = Object.freeze({
  first: 1,
  "1st": 1,
  second: 2,
  "2nd": 2,
  third: 3,
  "3rd": 3,
  fourth: 4,
  "4th": 4,
});

/**
 * The quarter (1-4) an ordinal word names, in any case: `quarterOrdinal("Third")`
 * is 3, `quarterOrdinal("4th")` is 4; undefined for any other word.
 */
export function quarterOrdinal(word: string): 1 | 2 | 3 | 4 | undefined {
  const key = word.toLowerCase();
  return Object.hasOwn(QUARTER_ORDINALS, key) ? QUARTER_ORDINALS[key] : undefined;
}
