import type { Sentence } from "@crossfoot/extract";
import { firstAtOrAfter } from "../base/mention-search.js";

/**
 * The longest answer sentence read whole, in UTF-16 units. Sentences people
 * and models write run to a few hundred characters (the longest in the
 * labelled answers this was measured on: 622); what the checker asks of a
 * sentence's words for each of its figures (its periods, subjects, lists,
 * comparison bases, citations) grows with the sentence, so a sentence of
 * figures a megabyte long would cost the square of its length. Past this
 * length it is read in pieces, and every figure's reading is bounded.
 */
export const LONGEST_SENTENCE = 2_000;

/** A span of the answer a cut must not fall inside: a figure or a citation. */
interface Span {
  readonly start: number;
  readonly end: number;
}

/**
 * `sentences` with each one longer than {@link LONGEST_SENTENCE} cut into
 * pieces no longer than that (unless one figure or citation is longer), each
 * piece a sentence of its own, indexed anew in order. A piece ends after the
 * last ", " or "; " in the second half of its room, else at the last space
 * there, else at the first place past its room outside every figure and
 * citation (a run of citations is cut between two of them); never inside a
 * figure or a citation. `spans` are the answer's figures and citations in
 * order of start, with offsets into `text`; they are read, not changed.
 * Linear in the text: each piece's room is scanned once backwards.
 */
export function boundedSentences(
  text: string,
  sentences: readonly Sentence[],
  figures: readonly Span[],
  citations: readonly Span[],
  limit = LONGEST_SENTENCE,
): readonly Sentence[] {
  if (!sentences.some((s) => s.end - s.start > limit)) return sentences;
  const spans = byStart(figures, citations);
  const out: Sentence[] = [];
  // The furthest end of the spans up to each one: a cut at `at` falls inside
  // a span when the spans starting before it reach past it.
  const reach: number[] = [];
  let furthest = -1;
  for (const span of spans) reach.push((furthest = Math.max(furthest, span.end)));
  // The furthest end of the spans starting before `at` when it is past `at`, else -1.
  const inside = (at: number): number => {
    const before = firstAtOrAfter(spans, at); // the spans starting before `at`
    const end = before === 0 ? -1 : (reach[before - 1] as number);
    return end > at ? end : -1;
  };
  for (const sentence of sentences) {
    let start = sentence.start;
    while (sentence.end - start > limit) {
      const cut =
        cutPoint(text, start, start + limit, inside) ??
        nextFreePoint(start + limit, sentence.end, inside);
      if (cut >= sentence.end) break;
      out.push(piece(text, start, cut, out.length));
      start = cut;
      while (start < sentence.end && isSpace(text.charCodeAt(start))) start++;
    }
    if (start < sentence.end) out.push(piece(text, start, sentence.end, out.length));
  }
  return out;
}

function piece(text: string, start: number, end: number, index: number): Sentence {
  // Trailing spaces belong to no sentence, as splitSentences leaves them.
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  return { text: text.slice(start, end), start, end, index };
}

const isSpace = (code: number) =>
  code === 32 || code === 9 || code === 10 || code === 13 || code === 160;

/**
 * Where to cut in `(from + room/2, to]`: after the last ", " or "; ", else at
 * the last space, outside every figure and citation; undefined when neither
 * is there. One backward scan; the first cut of each kind found is the last.
 */
function cutPoint(
  text: string,
  from: number,
  to: number,
  inside: (at: number) => number,
): number | undefined {
  const floor = from + Math.floor((to - from) / 2);
  let space: number | undefined;
  let checked = 0;
  for (let at = to; at > floor; at--) {
    const code = text.charCodeAt(at - 1);
    if (!isSpace(code)) continue;
    const before = text.charCodeAt(at - 2);
    const clause = before === 44 || before === 59; // "," ";"
    if (!clause && space !== undefined) continue;
    // A bounded number of span tests per piece: every space may lie inside
    // a figure ("1 000 000 …").
    if (++checked > 64) break;
    if (inside(at) >= 0) continue;
    if (clause) return at;
    space = at;
  }
  return space;
}

/** The first place at or after `at` (and before `end`) outside every figure and citation. */
function nextFreePoint(at: number, end: number, inside: (at: number) => number): number {
  // From a span to its end: each span is passed over once.
  for (let over = inside(at); over >= 0 && at < end; over = inside(at)) at = over;
  return Math.min(at, end);
}

/** Two lists of spans, each in order of start, merged in order of start. */
function byStart(a: readonly Span[], b: readonly Span[]): readonly Span[] {
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  const out: Span[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && (a[i] as Span).start <= (b[j] as Span).start))
      out.push(a[i++] as Span);
    else out.push(b[j++] as Span);
  }
  return out;
}
