import type { Mention } from "@crossfoot/extract";
import { readContentWords } from "./content-words.js";
import type { SentenceContext } from "./sentence-context.js";

// A comparison that names the line compared with: "less than operating
// activities", "higher than cost of sales", "compared with the Americas".
// ("vs." is left out: tables of games name their rows "vs. Northgate".)
const THAN = /\b(?:than|(?:as\s+)?compared\s+(?:with|to)|relative\s+to)(?=\s)/gi;
// Where such a clause ends: a comma between clauses (not the one of "4,870"),
// other clause punctuation, or a word that opens another clause.
const CLAUSE_END = /,(?!\d)|[;:()]|\s(?:while|whereas|but|which|with|at|and)\s/g;
// The comma that closes the clause and opens the figure's own.
const COMMA_AT = /\s*,/y;
// "by" right before a figure: the gap a comparison states.
const BY_BEFORE = /\bby\s+[^\s\d]{0,2}$/i;
// A relative pronoun right after the clause: what follows speaks of its line.
const RELATIVE_AT = /[\s,(]*(?:which|that|who|whose)\b/iy;
// A line's name is short: a longer clause is no name of one.
const MAX_CLAUSE = 160;
// Only the nearest clauses before a figure speak of the line it is compared with.
const NEAREST = 2;

/** A comparison clause without a figure: where it starts and ends, and its words. */
interface Clause {
  readonly start: number;
  readonly end: number;
  readonly words: readonly string[];
}

/** A sentence's figureless comparison clauses and how often it writes each word, read once. */
interface Read {
  readonly clauses: readonly Clause[];
  readonly counts: ReadonlyMap<string, number>;
}

const NO_CLAUSES: Read = { clauses: [], counts: new Map() };

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
  const { clauses, counts } = readOnce(text, mentions);
  if (clauses.length === 0) return context;
  // The clauses that end before the figure, nearest first.
  let k = clauses.length - 1;
  while (k >= 0 && (clauses[k] as Clause).end > figure.start) k--;
  const inClauses = new Map<string, number>();
  for (let n = 0; n < NEAREST && k >= 0; n++, k--) {
    const clause = clauses[k] as Clause;
    // Only a figure a new clause brings ("…, with $160 million"); "greater
    // than that of B by 69,000" states the gap between the two lines.
    COMMA_AT.lastIndex = clause.end;
    if (
      !COMMA_AT.test(text) ||
      BY_BEFORE.test(text.slice(Math.max(0, figure.start - 8), figure.start))
    )
      continue;
    // "… than the Americas segment, which was $1.3 billion": a relative
    // clause gives the figure to the line compared with.
    RELATIVE_AT.lastIndex = clause.end;
    if (RELATIVE_AT.test(text)) continue;
    for (const w of clause.words) inClauses.set(w, (inClauses.get(w) ?? 0) + 1);
  }
  // Only the words the clauses alone write go: the context may hold more
  // than the sentence's own (a lead-in line's), and those stay.
  const dropped = new Set<string>();
  for (const [w, n] of inClauses) if (n >= (counts.get(w) ?? 0)) dropped.add(w);
  if (dropped.size === 0) return context;
  return {
    ...context,
    words: new Set([...context.words].filter((w) => !dropped.has(w))),
    sequence: context.sequence.filter((w) => !dropped.has(w)),
    slots: undefined,
  };
}

// The last sentence read (its figures are asked for one after another).
let lastText: string | undefined;
let lastMentions: readonly Mention[] | undefined;
let lastRead: Read = NO_CLAUSES;

function readOnce(text: string, mentions: readonly Mention[]): Read {
  if (text === lastText && mentions === lastMentions) return lastRead;
  lastText = text;
  lastMentions = mentions;
  lastRead = readClauses(text, mentions);
  return lastRead;
}

/** The comparison clauses of a sentence that hold no figure (years aside), in order. */
function readClauses(text: string, mentions: readonly Mention[]): Read {
  if (!/than|compar|relative/i.test(text)) return NO_CLAUSES;
  const clauses: Clause[] = [];
  const figures = mentions.filter((m) => m.kind !== "year");
  let f = 0;
  THAN.lastIndex = 0;
  for (let m = THAN.exec(text); m !== null; m = THAN.exec(text)) {
    const start = m.index;
    CLAUSE_END.lastIndex = start + m[0].length;
    const stop = CLAUSE_END.exec(text);
    const end = stop ? stop.index : text.length;
    THAN.lastIndex = Math.max(THAN.lastIndex, end);
    while (f < figures.length && (figures[f] as Mention).start < start) f++;
    // A clause holding a figure states the base itself ("than $40 million"),
    // or is the figure's own ("vs. Harlow was 14,589 higher").
    if (f < figures.length && (figures[f] as Mention).start < end) continue;
    if (end - start > MAX_CLAUSE) continue;
    clauses.push({ start, end, words: readContentWords(text.slice(start, end)) });
  }
  if (clauses.length === 0) return NO_CLAUSES;
  const counts = new Map<string, number>();
  for (const w of readContentWords(text)) counts.set(w, (counts.get(w) ?? 0) + 1);
  return { clauses, counts };
}
