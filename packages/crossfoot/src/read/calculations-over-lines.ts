import { findCalculations, type WrittenCalculation } from "@crossfoot/derive";
import type { Sentence } from "@crossfoot/extract";
import { sentenceAt } from "../base/sentence-at.js";

const NONE: ReadonlyMap<number, readonly WrittenCalculation[]> = new Map();

/** A calculation moved into a sentence's offsets (operands before it fall below 0). */
function shifted(calc: WrittenCalculation, by: number): WrittenCalculation {
  return {
    ...calc,
    start: calc.start - by,
    end: calc.end - by,
    operands: calc.operands.map((o) => ({ ...o, start: o.start - by, end: o.end - by })),
    result: { ...calc.result, start: calc.result.start - by, end: calc.result.end - by },
  };
}

/**
 * The calculations an answer writes over several lines ("Upkeep ratio =
 * ($212 million / $4,870 million) × 100" then "Upkeep ratio = 4.35%"), by
 * each sentence they touch, in that sentence's offsets: figures of the
 * calculation in earlier sentences have offsets below 0, and the result of
 * one in a later sentence lies past the sentence's end. Calculations within
 * one sentence are left to it. Line breaks end sentences, so these are
 * found over the whole answer, in linear time.
 */
export function calculationsOverLines(
  text: string,
  sentences: readonly Sentence[],
): ReadonlyMap<number, readonly WrittenCalculation[]> {
  // Most answers write no working over lines at all.
  if (sentences.length < 2 || !(text.includes("=") || text.includes("≈"))) return NONE;
  const out = new Map<number, WrittenCalculation[]>();
  for (const calc of findCalculations(text)) {
    const last = sentenceAt(sentences, calc.result.start);
    let first = last;
    for (const o of calc.operands) first = Math.min(first, sentenceAt(sentences, o.start));
    if (first === last) continue;
    for (let s = first; s <= last; s++) {
      const sentence = sentences[s] as Sentence;
      let list = out.get(s);
      if (!list) out.set(s, (list = []));
      list.push(shifted(calc, sentence.start));
    }
  }
  return out;
}
