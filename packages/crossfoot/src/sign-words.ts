import type { Mention } from "@crossfoot/extract";
import type { SourceValue } from "@crossfoot/sources";

// Words that state a figure's sign: "a net loss of $3.6 million", "an
// outflow of 300", "a deficit of 45", "losses of", "a shortfall of".
const NEGATIVE_WORD =
  /\b(loss(?:es)?|deficits?|outflows?|shortfalls?)\s+(?:of\s+)?(?:(?:about|approximately|around|roughly|nearly|some)\s+)?$/i;
// Words of a line that is no loss: "Net income (loss)" shows income when positive.
const POSITIVE_LINE = /\b(?:income|profits?|earnings|gains?|surplus(?:es)?|inflows?|provided)\b/i;
/** Whether a sentence writes any word that may state a sign: most do not, and their figures are not read for one. */
export function mayStateSign(text: string): boolean {
  return SIGN_STEM.test(text);
}
const SIGN_STEM = /loss|defici|outflow|shortfall/i;

/** How far before a figure its sign word may stand ("a net loss of approximately "). */
const REACH = 40;

/**
 * The word before a figure that states it is negative ("loss" in "a net loss
 * of $3.6 million"), when the figure is written as a number without a sign
 * ("+46.6" says it is positive) and states no direction (a loss that "narrowed by $2 million" is a change).
 */
export function negativeWordOf(text: string, m: Mention): string | undefined {
  if (m.value <= 0 || m.negative || m.signed || m.cue || m.kind === "percent" || m.kind === "year")
    return undefined;
  return NEGATIVE_WORD.exec(text.slice(Math.max(0, m.start - REACH), m.start))?.[1]?.toLowerCase();
}

/**
 * Whether a positive source value may stand for a figure its sentence calls
 * a loss: the value's line or column is itself one ("Net loss of the
 * venture": 2,150; a column "Deficit"), and names nothing that is not ("Net
 * income (loss)" shows income when positive).
 */
export function lineStatesLoss(v: SourceValue, word: string): boolean {
  const stem = word.replace(/(?:es|s)$/, "");
  const states = (label: string | undefined) =>
    label !== undefined && label.toLowerCase().includes(stem) && !POSITIVE_LINE.test(label);
  return states(v.rowLabel ?? v.label) || states(v.columnLabel);
}
