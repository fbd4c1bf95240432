/**
 * The word before a connector ending at `end`: for "fell sharply from" and
 * `connector` "from", "fell" (at most one adverb in "-ly" between). Lower
 * case; undefined when the text before `end` does not end with the
 * connector. A backward scan over a few words (a regular expression anchored
 * at the end would try every start in the text before).
 */
export function wordBeforeConnector(
  text: string,
  end: number,
  connector: string,
): string | undefined {
  let i = skipSpaces(text, end);
  const start = i - connector.length;
  if (start < 1 || text.slice(start, i).toLowerCase() !== connector) return undefined;
  if (isLetter(text.charCodeAt(start - 1))) return undefined;
  i = skipSpaces(text, start);
  if (i === start) return undefined;
  let word = wordEndingAt(text, i);
  if (word === undefined) return undefined;
  if (word.text.endsWith("ly")) {
    const j = skipSpaces(text, word.start);
    const before = j < word.start ? wordEndingAt(text, j) : undefined;
    if (before) word = before;
  }
  return word.text;
}

function skipSpaces(text: string, i: number): number {
  let j = i;
  while (j > 0 && (text.charCodeAt(j - 1) === 32 || text.charCodeAt(j - 1) === 9)) j--;
  return j;
}

function isLetter(c: number): boolean {
  const l = c | 32;
  return l >= 97 && l <= 122;
}

/** The run of ASCII letters ending at `end`, lower case, with where it starts. */
function wordEndingAt(text: string, end: number): { text: string; start: number } | undefined {
  let j = end;
  while (j > 0 && end - j < 30 && isLetter(text.charCodeAt(j - 1))) j--;
  return j === end ? undefined : { text: text.slice(j, end).toLowerCase(), start: j };
}
