import type { Mention } from "@crossfoot/extract";
import type { SentenceContext } from "./binding.js";
import { bucketWords } from "./bucket-words.js";
import { readContentWords } from "./content-words.js";

// A comparison that names the line compared with: "less than operating
// activities", "higher than cost of sales", "compared with the Americas".
// ("vs." is left out: tables of games name their rows "vs. Northgate".)
const THAN = /\b(?:than|(?:as\s+)?compared\s+(?:with|to)|relative\s+to)(?=\s)/gi;
// Where such a clause ends: a comma between clauses (not the one of "4,870"),
// other clause punctuation, or a word that opens another clause.
const CLAUSE_END = /,(?!\d)|[;:()]|\s(?:while|whereas|but|which|with|at|and)\s/g;
// A relative pronoun right after the clause: what follows speaks of its line.
const RELATIVE = /^[\s,(]*(?:which|that|who|whose)\b/i;

/**
 * The figure's context without the words of a comparison clause that comes
 * before it and holds no figure of its own ("Investing activities provided
 * less cash than operating activities, with $160 million"): that clause
 * names the line the figure is compared with, not the figure's own line, so
 * its words do not name the row a direct match must sit in. The words stay
 * when the sentence also writes them outside the clause. The context itself
 * when the sentence writes no such clause before the figure.
 */
export function withoutComparedLines(
  context: SentenceContext,
  figure: Mention,
  mentions: readonly Mention[],
  text: string,
): SentenceContext {
  if (!/than|compar|relative/i.test(text)) return context;
  let blanked: string | undefined;
  THAN.lastIndex = 0;
  for (let m = THAN.exec(text); m !== null; m = THAN.exec(text)) {
    const start = m.index;
    if (start >= figure.start) break;
    CLAUSE_END.lastIndex = start + m[0].length;
    const stop = CLAUSE_END.exec(text);
    const end = stop ? stop.index : text.length;
    // The figure inside the clause is the one compared ("vs. Harlow was 14,589 higher").
    if (end > figure.start) break;
    // A clause holding a figure states the base itself ("than $40 million").
    if (mentions.some((f) => f.kind !== "year" && f.start >= start && f.start < end)) continue;
    // "… than the Americas segment, which was $1.3 billion": a relative
    // clause gives the figure to the line compared with.
    if (RELATIVE.test(text.slice(end, figure.start))) continue;
    const current: string = blanked ?? text;
    blanked = current.slice(0, start) + " ".repeat(end - start) + current.slice(end);
    THAN.lastIndex = Math.max(THAN.lastIndex, end);
  }
  if (blanked === undefined) return context;
  // Only the words the clause alone writes go: the context may hold more
  // than the sentence's own (a lead-in line's), and those stay.
  const kept = new Set(readContentWords(blanked));
  for (const w of bucketWords(blanked)) kept.add(w);
  const dropped = new Set<string>();
  for (const w of readContentWords(text)) if (!kept.has(w)) dropped.add(w);
  if (dropped.size === 0) return context;
  return {
    ...context,
    words: new Set([...context.words].filter((w) => !dropped.has(w))),
    sequence: context.sequence.filter((w) => !dropped.has(w)),
    slots: undefined,
  };
}
