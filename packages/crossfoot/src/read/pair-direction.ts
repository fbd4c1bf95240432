import type { Mention } from "@crossfoot/extract";
import { formatNumber } from "@crossfoot/verdict";
import { wordBeforeConnector } from "./word-before.js";
import type { OrderedPair } from "./written-order.js";

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
  if (wordBeforeConnector(text, from.start, "from") !== cue.word.toLowerCase()) return undefined;
  const rises = to.value > from.value;
  if (rises === (cue.direction === "increase")) return undefined;
  const phrase = text.slice(phraseStart(text, from.start, cue.word), to.end);
  return `the sentence says "${phrase}", but ${formatNumber(from.value)} → ${formatNumber(to.value)} is a ${rises ? "rise" : "fall"}`;
}

/** Two figures of one kind, currency and unit, each a single value (no range or bound). */
export function sameMeasure(a: Mention, b: Mention): boolean {
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

/** Where the direction word before the pair starts: the last `word` in the 40 characters before. */
function phraseStart(text: string, at: number, word: string): number {
  const from = Math.max(0, at - 40);
  const k = text.slice(from, at).toLowerCase().lastIndexOf(word.toLowerCase());
  return k < 0 ? at : from + k;
}
