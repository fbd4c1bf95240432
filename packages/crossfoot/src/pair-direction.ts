import type { Mention } from "@crossfoot/extract";
import { formatNumber } from "@crossfoot/verdict";
import type { OrderedPair } from "./written-order.js";

// The word just before "from", with at most one adverb between ("fell
// sharply from"). Run on a short slice before the pair only.
const WORD_BEFORE_FROM = /([a-z]+)(?:\s+[a-z]+ly)?\s+from\s*$/i;

/**
 * Why a pair the sentence writes with its own direction word runs the other
 * way: "Revenue fell from $1,000 million to $1,200 million" states a fall
 * between two figures of which the second is the larger, whatever the
 * sources say. Undefined when the pair agrees, or when nothing certain can
 * be said: the direction word must be the one just before "from" (not a
 * word of another clause), both figures of one kind, currency and unit, and
 * neither negative (a loss that "narrowed from (8) to (5)" rose as a number).
 */
export function pairAgainstWording(text: string, pair: OrderedPair): string | undefined {
  const { from, to } = pair;
  const cue = from.cue;
  if (!cue || cue.negated) return undefined;
  if (!sameMeasure(from, to) || from.value < 0 || to.value < 0 || from.value === to.value)
    return undefined;
  const before = WORD_BEFORE_FROM.exec(text.slice(Math.max(0, from.start - 40), from.start));
  if (before?.[1]?.toLowerCase() !== cue.word.toLowerCase()) return undefined;
  const rises = to.value > from.value;
  if (rises === (cue.direction === "increase")) return undefined;
  const phrase = text.slice(from.start - (before[0] as string).length, to.end).trim();
  return `the sentence says "${phrase}", but ${formatNumber(from.value)} → ${formatNumber(to.value)} is a ${rises ? "rise" : "fall"}`;
}

function sameMeasure(a: Mention, b: Mention): boolean {
  return (
    a.kind === b.kind &&
    a.currency === b.currency &&
    a.unit === b.unit &&
    a.range === undefined &&
    b.range === undefined &&
    a.bound === undefined &&
    b.bound === undefined
  );
}
