import type { Mention } from "@crossfoot/extract";
import { sameMeasure } from "./pair-direction.js";
import { wordBeforeConnector } from "./word-before.js";

/**
 * Where a figure stands in a change its source sentence writes between two
 * of its figures: the change runs from the figure at `from` (its offset in
 * the sentence) and this figure is its first end (`rank` 0) or its second (1).
 */
export interface PairEnd {
  readonly from: number;
  readonly rank: 0 | 1;
}

// "from $40 million to $48 million": only "to" between the two.
const TO_GAP = /^\s*(?:up to|down to|to)\s*$/i;
// "fell to 45 ms from 60 ms": only "from" between the two.
const FROM_GAP = /^\s*from\s*$/i;
// "$48 million, up from $40 million", "92.4% accuracy on the test set, up
// from 88.1%", "$48 million (down from $50 million)": a comma, bracket or dash,
// then "up from" or "down from", with a few words of one clause before it.
// The gap is at most MAX_GAP characters, so the bounded run stays cheap.
const UP_DOWN_FROM_GAP = /^[^;:.!?]{0,48}[,(–—]\s*(?:up|down)\s+from\s*$/i;
const MAX_GAP = 64;
// "$6 million, compared with $5 million …", "versus", "vs.", "against".
const COMPARED_GAP = /^\s*[,(]?\s*(?:(?:as\s+)?compared\s+(?:with|to)|versus|vs\.?|against)\s*$/i;
// What places the compared figure before: "a year earlier", "a year ago",
// "last year", "in the prior year", "the previous quarter", "the prior-year
// period", "in the same period last year".
const PRIOR_AFTER =
  /^\s*(?:(?:a|one)\s+year\s+(?:earlier|ago|before)|last\s+(?:year|quarter)|(?:in\s+|for\s+)?the\s+(?:prior|previous|preceding|prior-year|year-ago)\s+(?:year|quarter|period|fiscal\s+year)|(?:in\s+|for\s+)?the\s+same\s+(?:period|quarter)\s+(?:a\s+year\s+ago|last\s+year|of\s+(?:the\s+)?(?:prior|previous)\s+year)|in\s+the\s+year\s+before)\b/i;

/**
 * The change pair of the figure at `at` among a source sentence's figures
 * (its mentions that are not years), if the sentence writes one: "from A to
 * B" runs A → B; "B, up from A", "B (down from A)" and "fell to B from A" run
 * A → B too. Both figures must measure alike (kind, currency, unit) and be
 * next to each other among the figures; "to B from A" needs its direction
 * word before "to" ("fell to", "rose to"), so a "from" of another sense
 * ("$48 million came from $40 million of renewals") orders nothing.
 */
export function pairEndOf(
  text: string,
  figures: readonly Mention[],
  at: number,
): PairEnd | undefined {
  const own = figures[at];
  if (!own) return undefined;
  const prev = figures[at - 1];
  const next = figures[at + 1];
  if (next && fromTo(text, own, next)) return { from: own.start, rank: 0 };
  if (prev && fromTo(text, prev, own)) return { from: prev.start, rank: 1 };
  if (prev && toFrom(text, prev, own, figures[at - 2]) && !(next && fromTo(text, own, next)))
    return { from: own.start, rank: 0 };
  const after = figures[at + 2];
  if (next && toFrom(text, own, next, prev) && !(after && fromTo(text, next, after)))
    return { from: next.start, rank: 1 };
  return undefined;
}

/** "from A to B": "from" just before `a`, only "to" between. */
function fromTo(text: string, a: Mention, b: Mention): boolean {
  if (b.start - a.end > MAX_GAP || !sameMeasure(a, b)) return false;
  return (
    wordBeforeConnector(text, a.start, "from") !== undefined &&
    TO_GAP.test(text.slice(a.end, b.start))
  );
}

/**
 * "B, up from A", "fell to B from A" or "grew 20% to B from A" (`change` is
 * the figure before `to`): the change runs from `from` to `to`.
 */
function toFrom(text: string, to: Mention, from: Mention, change: Mention | undefined): boolean {
  if (from.start - to.end > MAX_GAP || !sameMeasure(to, from)) return false;
  const gap = text.slice(to.end, from.start);
  if (UP_DOWN_FROM_GAP.test(gap)) return true;
  // "$6 million, compared with $5 million a year earlier": a comparison
  // with a figure the words after it place before.
  if (COMPARED_GAP.test(gap)) return PRIOR_AFTER.test(text.slice(from.end, from.end + 48));
  if (!FROM_GAP.test(gap)) return false;
  const cue = to.cue;
  if (cue && !cue.negated)
    return wordBeforeConnector(text, to.start, "to") === cue.word.toLowerCase();
  // "grew 20% to $48 million from $40 million": the change's word is the pair's.
  const changeCue = change?.cue;
  return (
    change !== undefined &&
    changeCue !== undefined &&
    !changeCue.negated &&
    to.start - change.end <= 8 &&
    CHANGE_TO_GAP.test(text.slice(change.end, to.start))
  );
}

// "20% to $48 million": only "to" between a change and the level it reached.
const CHANGE_TO_GAP = /^\s+to\s+$/i;
