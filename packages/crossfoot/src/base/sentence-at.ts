import type { Sentence } from "@crossfoot/extract";

/**
 * The index of the sentence holding offset `at`: sentences come in order and
 * do not overlap, so the last one starting at or before `at` (0 when none does).
 */
export function sentenceAt(sentences: readonly Sentence[], at: number): number {
  let lo = 0;
  let hi = sentences.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((sentences[mid] as Sentence).start <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
