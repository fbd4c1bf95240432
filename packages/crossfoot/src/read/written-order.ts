import type { Mention } from "@crossfoot/extract";
import type { SourceValue } from "@crossfoot/sources";
import type { DerivationHints } from "./derivation-hints.js";

/** A pair of figures whose order of change the wording gives. */
export interface OrderedPair {
  readonly from: Mention;
  readonly to: Mention;
}

const FROM_BEFORE = /\bfrom\s*$/i;
// "to", or a period each level carries before it: "from 330 in 2019 to 530
// in 2023", "from 4 in fiscal 2019 to 7", "from 12 (2022) to".
const TO_BETWEEN =
  /^\s*(?:,?\s*(?:(?:in|at|for|during|as\s+of)\s+)?(?:the\s+)?(?:(?:fiscal|financial)\s+(?:year\s+)?|FY\s?|Q[1-4]\s+)?\(?(?:18|19|20|21)\d\d(?:\s?[-–/]\s?\d{2,4})?\)?\s*,?\s*)?(?:to|up to|down to)\s*$/i;
// The most characters between a pair's figures: "to", or a period and "to".
const PAIR_GAP = 40;
const SUBTRACTING_BEFORE = /\bsubtract(?:ing|ed)?\s*$/i;
const FROM_BETWEEN = /^\s*from\s*$/i;

/**
 * Pairs whose order the sentence writes: "from A to B" runs A → B, and
 * "subtracting A from B" runs A → B. The gaps tested are the few characters
 * between two adjacent mentions, so the patterns run on short strings only.
 */
export function orderedPairs(text: string, mentions: readonly Mention[]): OrderedPair[] {
  const pairs: OrderedPair[] = [];
  for (let k = 0; k + 1 < mentions.length; k++) {
    const a = mentions[k] as Mention;
    const b = mentions[k + 1] as Mention;
    if (b.start - a.end > PAIR_GAP) continue;
    const before = text.slice(Math.max(0, a.start - 16), a.start);
    const between = text.slice(a.end, b.start);
    if (FROM_BEFORE.test(before) && TO_BETWEEN.test(between)) pairs.push({ from: a, to: b });
    else if (SUBTRACTING_BEFORE.test(before) && FROM_BETWEEN.test(between))
      pairs.push({ from: a, to: b });
  }
  return pairs;
}

/**
 * Derivation hints from a sentence's written order ({@link orderedPairs}): the source values the
 * ordered figures matched get order keys, and the direction word stated for
 * the change ("fell from A to B") applies to figures that state none.
 * Values that already have a period from a table or field keep it.
 */
export function writtenOrderHints(
  pairs: readonly OrderedPair[],
  matched: (m: Mention) => SourceValue | undefined,
): DerivationHints {
  // Most sentences write no order: no map, and the one empty hints object.
  if (pairs.length === 0) return NO_HINTS;
  const order = new Map<SourceValue, string>();
  let direction: DerivationHints["direction"];
  pairs.forEach((pair, n) => {
    const from = matched(pair.from);
    const to = matched(pair.to);
    if (!from || !to || from.periodKey || to.periodKey) return;
    order.set(from, `${n}:0`);
    order.set(to, `${n}:1`);
    const cue = pair.from.cue;
    if (cue && !cue.negated) direction ??= cue.direction;
  });
  return {
    ...(order.size > 0 ? { writtenOrder: order } : {}),
    ...(direction ? { direction } : {}),
  };
}

const NO_HINTS: DerivationHints = Object.freeze({});
