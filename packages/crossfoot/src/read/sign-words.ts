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

// A word a label puts in brackets to say what its bracketed values are:
// "(Gain) loss on sale", "Other (income)/deductions", "Net cash provided by
// (used in)", "Net income (loss)", "(Increase) decrease in receivables".
const BRACKETED_WORD =
  /\(\s*(gains?|income|loss(?:es)?|used\s+(?:in|for)|benefits?|profits?|earnings|deficits?|expenses?|deductions?|increase|decrease)\s*\)/i;
// The words a label may name beside its bracketed one ("loss" in "(Gain)
// loss"): a sentence that writes one of them speaks of the other reading.
const LABEL_SIGN_WORDS =
  /\b(?:gains?|income|loss(?:es)?|provided|used|benefits?|profits?|earnings|deficits?|expenses?|deductions?|increase|decrease)\b/gi;
// A line whose values are money paid out, shown in brackets in a cash flow
// statement: "Purchases of property, plant and equipment", "Payments for
// acquisitions", "Repurchases of common stock", "Dividends paid", a line of
// "Dividends" (not dividend income), "Net cash used in investing activities".
// (The spaces may be missing: a PDF extraction can drop them, "Capitalexpenditures,net".)
const OUTFLOW_LINE =
  /^\s*(?:purchases?|payments?|repurchases?|capital\s*expenditures?|additions\s*to|repayments?|redemptions?|(?:cash\s*)?dividends?(?!\s*(?:income|received|receivable|from)))(?![a-z])|(?:^|[^a-z])(?:paid|used\s*(?:in|for))(?![a-z])|^\s*(?:purchases?of|paymentsfor|capitalexpenditures?|additionsto)/i;
// A line or sentence that speaks of money coming in is no outflow's.
const INFLOW_WORDS = /\b(?:proceeds|provided|received|receipts?|inflows?|sales?\s+of)\b/i;
// In a sentence, "provided" speaks of money coming in only as "provided by"
// ("the provided statements" says nothing of the figure).
const INFLOW_NEAR = /\b(?:proceeds|provided\s+by|received|receipts?|inflows?|sales?\s+of)\b/i;
// A line named for a gain ("Gain on business divestitures") shown in
// brackets among expenses: the bracket lowers them, and the gain is its size.
const GAIN_LINE = /^\s*(gains?)\s+(?:on|from)\b/i;

/** Whether a word is one a label may put in brackets to state a sign ("gain", "increase"). */
export function namesSignWord(word: string): boolean {
  return BRACKETED_WORD.test(`(${word})`);
}

/** How far around a figure its sentence is read for the word a line puts in brackets. */
// (the line's quoted name may stand a clause back: '"(Gain) on …" in 2024, amounting to').
const BEFORE = 100;
const AFTER = 25;
/** How far before a figure an outflow's figure is read for words of money coming in. */
const NEAR = 50;

/** The stem a sign word is compared by: "gains" → "gain", "used in" → "used". */
function stem(word: string): string {
  const first = word.toLowerCase().split(/\s+/)[0] ?? "";
  return first.replace(/(?:es|s)$/, "").replace(/^los$/, "loss");
}

/**
 * What a value in accounting brackets means on a line, as its label says:
 * the word the label puts in brackets ("gain" on "(Gain) loss on sale"), or
 * `outflow` on a line that names money paid out ("Purchases of …",
 * "Dividends paid"). Undefined when the label says neither.
 */
export function bracketMeaning(label: string | undefined): string | undefined {
  if (label === undefined) return undefined;
  const word = BRACKETED_WORD.exec(label)?.[1] ?? GAIN_LINE.exec(label)?.[1];
  if (word) return word.toLowerCase().replace(/\s+/g, " ");
  return OUTFLOW_LINE.test(label) && !INFLOW_WORDS.test(label) ? "outflow" : undefined;
}

/**
 * Whether a figure written without a sign reads the bracketed value of a
 * line as its label means it: on an outflow line, unless the sentence speaks
 * of money coming in; on a label that puts a word in brackets, when the
 * sentence writes that word near the figure ("a gain of $812 million" on
 * "(Gain) loss on sale") and none of the label's other words ("loss").
 * `cue`: the direction word the figure was written with, if any.
 * Returns the reading for the evidence, or undefined.
 */
export function readsBracketAs(
  v: SourceValue,
  text: string,
  m: Mention,
  cue?: string,
): string | undefined {
  // A table line's label: a passage of text says no such thing.
  const label = v.rowLabel;
  const meaning = bracketMeaning(label);
  if (meaning === undefined) return undefined;
  // A figure with a direction word is read so only when the word is the
  // line's bracketed one ("a gain of" on "(Gain) loss").
  if (cue !== undefined && (meaning === "outflow" || stem(cue) !== stem(meaning))) return undefined;
  const around = text.slice(Math.max(0, m.start - BEFORE), m.end + AFTER).toLowerCase();
  if (meaning === "outflow") {
    // Read close: "from the provided statements" further back says nothing of the figure.
    const near = text.slice(Math.max(0, m.start - NEAR), m.end + AFTER);
    return INFLOW_NEAR.test(near) ? undefined : `an outflow: "${label}" shows it in brackets`;
  }
  const own = stem(meaning);
  const others = new Set<string>();
  for (const w of (label ?? "").replace(BRACKETED_WORD, " ").matchAll(LABEL_SIGN_WORDS))
    if (stem(w[0]) !== own) others.add(stem(w[0]));
  // A sentence that quotes the line's name ("(Gain) loss on sale") names
  // its bracketed word as the label does; the rest of it is read for words.
  const name = (label ?? "").toLowerCase();
  const quoted = name !== "" && around.includes(name);
  const words = new Set<string>(quoted ? [own] : []);
  for (const w of (quoted ? around.replace(name, " ") : around).matchAll(LABEL_SIGN_WORDS))
    words.add(stem(w[0]));
  if (!words.has(own) || [...others].some((o) => words.has(o))) return undefined;
  return `a ${meaning}: "${label}" shows it in brackets`;
}

/**
 * Whether a line's bracketed values are something other than a loss its
 * sentence states: "(812)" on "(Gain) loss on sale" is a gain, so it proves
 * no "loss of 812".
 */
export function bracketsStateOther(v: SourceValue, word: string): boolean {
  const meaning = bracketMeaning(v.rowLabel);
  return (
    meaning !== undefined &&
    meaning !== "outflow" &&
    POSITIVE_LINE.test(meaning) &&
    stem(meaning) !== stem(word)
  );
}
