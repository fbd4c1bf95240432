import type { Derivation } from "@crossfoot/derive";
import type { SourceValue } from "@crossfoot/sources";
import { BoundedMemo } from "../base/bounded-memo.js";
import { lineOf } from "../places/source-lines.js";
import { readContentWords } from "../read/content-words.js";

/**
 * Whether a sum adds rows of one shape ("Americas revenue", "EMEA revenue",
 * "APAC revenue") of which the sentence names some by the words that tell
 * them apart and not the others: "Americas and APAC together made $1,100
 * million" is not Americas revenue plus EMEA revenue. Left alone: sums whose
 * rows share no word (nothing makes them one shape), sums of rows the
 * sentence tells apart by none of their words (nothing says which parts it
 * means), and operands without a row. Only sums: a share of a sum divides
 * by a total the sentence need not name.
 *
 * `words` are the sentence's content words, as binding reads them.
 */
export function mixesNamedParts(d: Derivation<SourceValue>, words: ReadonlySet<string>): boolean {
  if (d.operation !== "sum" && d.operation !== "sum_n") return false;
  const labels: (readonly string[])[] = [];
  for (const o of d.operands) {
    const line = o.ref ? lineOf(o.ref) : undefined;
    if (line === undefined) return false;
    labels.push(labelWords.get(line));
  }
  // The words every operand's row shares: the shape ("revenue").
  const shared = (labels[0] ?? []).filter((w) => labels.every((l) => l.includes(w)));
  if (shared.length === 0) return false;
  let told = 0;
  let untold = 0;
  for (const label of labels) {
    const own = label.filter((w) => !shared.includes(w));
    if (own.length === 0) return false;
    if (own.some((w) => words.has(w))) told++;
    else untold++;
  }
  return told > 0 && untold > 0;
}

/** A row label's content words, by label: labels repeat across sentences and checks. */
const labelWords = new BoundedMemo((line: string): readonly string[] => readContentWords(line));
