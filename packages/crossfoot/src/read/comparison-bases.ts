import type { Mention } from "@crossfoot/extract";
import { periodOf } from "@crossfoot/sources";
import { firstAtOrAfter } from "../base/mention-search.js";
import { FOUR_DIGITS } from "./figure-names.js";
import type { SentenceContext } from "./sentence-context.js";

/**
 * A clause that states the base a figure is compared with: "compared with
 * $388 in 2023", "versus $2.18 a year earlier", "(up 5.1%) from $4.87
 * billion in 2023". `start` is where its comparison word starts, `end`
 * where the clause ends.
 */
interface BaseClause {
  readonly start: number;
  readonly end: number;
  /** The clause speaks of the year before the sentence's ("a year earlier", "the prior year"). */
  readonly earlier: boolean;
}

/** What a sentence's comparison bases settle, once per sentence. */
interface SentenceBases {
  readonly clauses: readonly BaseClause[];
  /** Year keys written inside the base clauses. */
  readonly baseYears: readonly string[];
  /** Year keys written outside them. */
  readonly otherYears: readonly string[];
}

const NO_BASES: SentenceBases = { clauses: [], baseYears: [], otherYears: [] };

// The words that open a base: "compared with/to", "as compared to",
// "versus", "vs.", "relative to", "against", and "from" (only after a
// change, see changeBefore).
const MARKER =
  /\b(?:(?:as\s+)?compared\s+(?:with|to)|in\s+comparison\s+(?:with|to)|versus|vs\.?|relative\s+to|against|from)(?=\s)/gi;
// What ends a base clause: punctuation between clauses (not the comma of
// "4,870"), "to" of "from A to B", or a conjunction that opens another clause.
const CLAUSE_END =
  /,(?!\d)|[;:()]|\s(?:to|while|whereas|but|which|driven|due|was|were|is|are|comes|came)\s/g;
// A change stated before "from": its word ("up", "fell", "an increase") or a
// figure ("44% from"). Only then is "from" a base ("revenue from services" is none).
const CHANGE_WORD =
  /\b(?:up|down|increased?|increases|increasing|decreased?|decreases|decreasing|rose|risen|rise|rising|fell|fallen|falling|grew|grown|growth|growing|declined?|declines|declining|dropped|drop|higher|lower|improved|improvement|jumped|climbed|slipped|gained|reduced|reduction|change|changed|moved)\b/i;
// How far after its comparison word a base figure may start ("compared to
// the prior year's $1.2 billion").
const BASE_REACH = 24;
// How far before "from" the change may be written.
const CHANGE_REACH = 48;
// The year before the sentence's, in words.
const EARLIER_YEAR =
  /\b(?:(?:a|one)\s+year\s+(?:earlier|ago|before)|(?:the\s+)?(?:prior|previous|preceding|last)[\s-]+(?:fiscal\s+)?year|year[\s-]+ago)\b/i;

/**
 * The base clauses of a sentence: a comparison word followed, in its own
 * clause, by a figure. Each clause runs to the next clause break.
 */
function readBases(text: string, mentions: readonly Mention[]): SentenceBases {
  const clauses: BaseClause[] = [];
  MARKER.lastIndex = 0;
  for (let m = MARKER.exec(text); m !== null; m = MARKER.exec(text)) {
    const start = m.index;
    const after = start + m[0].length;
    if (m[0].toLowerCase() === "from" && !changeBefore(text, start, mentions)) continue;
    CLAUSE_END.lastIndex = after;
    const stop = CLAUSE_END.exec(text);
    const end = stop ? stop.index : text.length;
    // Only a clause that opens on its figure states a base figure ("in 2024
    // compared with 2023" compares periods, see ownPeriodContext; "the
    // change from 2017 was 13" states no base figure).
    const first = mentions[firstAtOrAfter(mentions, after)];
    if (first === undefined || first.kind === "year" || first.end > end) continue;
    if (first.start - after > BASE_REACH) continue;
    clauses.push({ start, end, earlier: EARLIER_YEAR.test(text.slice(after, end)) });
    MARKER.lastIndex = Math.max(MARKER.lastIndex, end);
  }
  if (clauses.length === 0) return NO_BASES;
  const baseYears: string[] = [];
  const otherYears: string[] = [];
  for (const m of mentions) {
    if (m.kind !== "year") continue;
    const key = periodOf(m.period ?? m.text)?.key;
    if (key === undefined) continue;
    const list = clauseHolding(clauses, m) ? baseYears : otherYears;
    if (!list.includes(key)) list.push(key);
  }
  return { clauses, baseYears, otherYears };
}

/** Whether a change is written just before the "from" at `at`: its word, or a figure. */
function changeBefore(text: string, at: number, mentions: readonly Mention[]): boolean {
  const from = Math.max(0, at - CHANGE_REACH);
  if (CHANGE_WORD.test(text.slice(from, at))) return true;
  // A figure ending right before the comparison word ("44% from"): the
  // mentions that start before `at`, from the last back, end by then.
  for (let k = firstAtOrAfter(mentions, at) - 1; k >= 0; k--) {
    const f = mentions[k] as Mention;
    if (f.end < at - 2) break;
    if (f.kind !== "year" && f.end <= at) return true;
  }
  return false;
}

/** The sentence judged last and what its bases are: its figures are asked about one by one. */
let lastMentions: readonly Mention[] | undefined;
let lastText = "";
let lastBases: SentenceBases = NO_BASES;

function basesOf(text: string, mentions: readonly Mention[]): SentenceBases {
  if (mentions !== lastMentions || text !== lastText) {
    lastBases = readBases(text, mentions);
    lastMentions = mentions;
    lastText = text;
  }
  return lastBases;
}

/** A year key one year off `key` (a four-digit year), or undefined. */
function yearOff(key: string, by: number): string | undefined {
  return FOUR_DIGITS.test(key) ? String(Number(key) + by) : undefined;
}

/**
 * A figure's periods as a comparison base clause settles them. A base
 * figure ("compared with $388 in 2023") takes the years its clause writes,
 * or, when the clause speaks of the year before ("a year earlier", "the
 * prior year"), the year before the one the sentence writes elsewhere. A
 * figure outside the base clauses is the later period's: the years written
 * outside them, or, when only the base writes a year, the year after it;
 * a change ("up 5.1% from …") runs from the base's year to that later one.
 * Other sentences keep their context.
 */
export function comparisonBaseContext(
  context: SentenceContext,
  figure: Mention,
  mentions: readonly Mention[],
  text: string,
): SentenceContext {
  const read = basesOf(text, mentions);
  if (read.clauses.length === 0) return context;
  const clause = clauseHolding(read.clauses, figure);
  const { baseYears, otherYears } = read;
  if (clause) {
    if (baseYears.length > 0) {
      const own = baseYears.filter((y) => context.periods.has(y));
      return own.length === 0 ? context : { ...context, periods: new Set(own), ends: undefined };
    }
    const only = otherYears.length === 1 ? (otherYears[0] as string) : undefined;
    const earlier = clause.earlier && only !== undefined ? yearOff(only, -1) : undefined;
    return earlier === undefined
      ? context
      : { ...context, periods: new Set([earlier]), ends: undefined };
  }
  if (baseYears.length === 0) return context;
  const base = baseYears.length === 1 ? (baseYears[0] as string) : undefined;
  const later =
    otherYears.length === 1
      ? (otherYears[0] as string)
      : otherYears.length === 0 && base !== undefined
        ? yearOff(base, 1)
        : undefined;
  if (figure.cue !== undefined) {
    // A change runs between the base and the later period.
    if (base === undefined || later === undefined || base === later) return context;
    const ends: readonly [string, string] = base < later ? [base, later] : [later, base];
    return { ...context, periods: new Set(ends), ends };
  }
  if (otherYears.length > 0) {
    const own = otherYears.filter((y) => context.periods.has(y));
    return own.length === 0 || own.length === context.periods.size
      ? context
      : { ...context, periods: new Set(own), ends: undefined };
  }
  return later === undefined ? context : { ...context, periods: new Set([later]), ends: undefined };
}

/** The base clause that holds a mention (clauses in text order, apart), by binary search. */
function clauseHolding(clauses: readonly BaseClause[], m: Mention): BaseClause | undefined {
  let lo = 0;
  let hi = clauses.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = clauses[mid] as BaseClause;
    if (m.start < c.start) hi = mid - 1;
    else if (m.start >= c.end) lo = mid + 1;
    else return m.end <= c.end ? c : undefined;
  }
  return undefined;
}
