/**
 * The two sides of a comparison a sentence writes: "Dana's age is 12.5%
 * higher than Omar's", "Dana played 19 more matches than Omar", "Dana's
 * total compared with Omar's", "from 1896 to 1970–1979". The side after the
 * comparison word (between "from" and "to") is the base the change runs
 * from; the side before it (after "to") is what is compared.
 */
export interface ComparedText {
  /** The text before the comparison word. */
  readonly compared: string;
  /** The text after it. */
  readonly base: string;
  /**
   * The comparison is between rows ("than", "compared with"): its order
   * stands before the periods the rows carry. A "from A to B" order only
   * fills in for rows without one (periods already order a change in time).
   */
  readonly overPeriods: boolean;
}

// "than", "compared with/to", "versus", "vs.", "relative to", "above",
// "below", "ahead of", "behind", "trails": the word that puts the base after it.
const COMPARISON =
  /\b(?:than|compared\s+(?:with|to)|versus|vs\.?|relative\s+to|above|below|ahead\s+of|behind|trails|trailed|trailing)(?![A-Za-z])/gi;

const MAY_COMPARE = /\b(?:than|compar|vs|relative|above|below|ahead|behind|trail|from)/i;
const COMPARES = /\b(?:than|compar|vs|relative|above|below|ahead|behind|trail)/i;

// "from A to B": A is the base, B what is compared with it.
const FROM = /\bfrom\b/gi;
const TO = /\bto\b/i;

/**
 * The sentence cut at its one comparison word, or at the "from" and "to" of
 * its one "from A to B"; undefined when it writes neither, or more than one
 * (which side is which is then not sure).
 */
export function comparedText(text: string): ComparedText | undefined {
  // Most sentences compare nothing: one test turns them away.
  if (!MAY_COMPARE.test(text)) return undefined;
  if (COMPARES.test(text)) {
    let found: RegExpMatchArray | undefined;
    for (const m of text.matchAll(COMPARISON)) {
      if (found) return undefined;
      found = m;
    }
    if (found) {
      const at = found.index ?? 0;
      return {
        compared: text.slice(0, at),
        base: text.slice(at + found[0].length),
        overPeriods: true,
      };
    }
  }
  if (!/from/i.test(text)) return undefined;
  let from: RegExpMatchArray | undefined;
  for (const m of text.matchAll(FROM)) {
    if (from) return undefined;
    from = m;
  }
  if (!from) return undefined;
  const start = (from.index ?? 0) + from[0].length;
  const to = TO.exec(text.slice(start));
  if (!to) return undefined;
  return {
    base: text.slice(start, start + to.index),
    compared: text.slice(start + to.index + to[0].length),
    overPeriods: false,
  };
}
