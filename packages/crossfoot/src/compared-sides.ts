/**
 * The two sides of a comparison a sentence writes: "Dana's age is 12.5%
 * higher than Omar's", "Dana played 19 more matches than Omar", "Dana's
 * total compared with Omar's". The side after the comparison word is the
 * base the change runs from; the side before it is what is compared.
 */
export interface ComparedText {
  /** The text before the comparison word. */
  readonly compared: string;
  /** The text after it. */
  readonly base: string;
}

// "than", "compared with/to", "versus", "vs.", "relative to": the word that
// puts the base after it.
const COMPARISON = /\b(?:than|compared\s+(?:with|to)|versus|vs\.?|relative\s+to)(?![A-Za-z])/gi;

/**
 * The sentence cut at its one comparison word; undefined when it writes
 * none, or more than one (which side is which is then not sure).
 */
export function comparedText(text: string): ComparedText | undefined {
  // Most sentences compare nothing: turned away before the pattern runs.
  const lower = text.toLowerCase();
  if (
    !lower.includes("than") &&
    !lower.includes("compared") &&
    !lower.includes("vs") &&
    !lower.includes("relative")
  )
    return undefined;
  let found: RegExpMatchArray | undefined;
  for (const m of text.matchAll(COMPARISON)) {
    if (found) return undefined;
    found = m;
  }
  if (!found) return undefined;
  const at = found.index ?? 0;
  return { compared: text.slice(0, at), base: text.slice(at + found[0].length) };
}
