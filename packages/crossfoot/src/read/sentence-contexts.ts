// What an answer sentence names, read from its words: its SentenceContext (periods, words,
// names, form words, comparison sides) and each figure's own narrowing of it (its clause,
// its own year, its comparison base, its place in a 'respectively' list).
import type { Mention } from "@crossfoot/extract";
import { periodOf } from "@crossfoot/sources";
import { LastMemo } from "../base/last-memo.js";
import { firstAtOrAfter } from "../base/mention-search.js";
import { bucketWords } from "./bucket-words.js";
import { withoutComparedLines } from "./compared-line-clauses.js";
import { type ComparedText, comparedText } from "./compared-sides.js";
import { comparisonBaseContext } from "./comparison-bases.js";
import { contentWords, digitRuns, readContentWords } from "./content-words.js";
import {
  clauseBounds,
  entitySet,
  entityTokens,
  FOUR_DIGITS,
  nameHeadsIn,
  namesIn,
  OWN_YEAR_GAP,
  OWN_YEAR_REACH,
  respectivePeriod,
  strongNamesIn,
  subjectAfter,
} from "./figure-names.js";
import { quartersNamed } from "./named-quarters.js";
import type { ComparedSides, SentenceContext } from "./sentence-context.js";

const YEAR_SPAN = /^(?:FY\s?)?((?:18|19|20|21)\d\d)\s?[-–—]\s?(?:FY\s?)?((?:18|19|20|21)\d\d)$/i;

const NO_NAMES: ReadonlySet<string> = new Set();
const NO_MENTIONS: readonly Mention[] = Object.freeze([]);

/**
 * The periods and words of a sentence, from its year mentions and its text.
 * `withEntities: false` leaves the entity fields (entities, names, strong
 * names, name heads) empty: they bind figures to the subjects of source
 * sentences, and sources with no text have none, so reading the sentence's
 * names for them would be wasted work (about a tenth of a typical check).
 */
export function sentenceContext(
  text: string,
  mentions: readonly Mention[],
  withEntities = true,
  memo?: object,
  names = text,
): SentenceContext {
  const periods = new Set<string>();
  let yearMentions = 0;
  for (const m of mentions) {
    if (m.kind !== "year") continue;
    yearMentions++;
    const p = periodOf(m.period ?? m.text) ?? periodOf(text.slice(Math.max(0, m.start - 3), m.end));
    if (p) periods.add(p.key);
    // "between 2017-2019", "2018-2019": a span of two full years names both
    // ends (and, below, the years between), besides any split fiscal year.
    const span = YEAR_SPAN.exec(m.period ?? m.text);
    if (span && Number(span[2]) > Number(span[1])) {
      periods.add(span[1] as string);
      periods.add(span[2] as string);
    }
  }
  // "from 2015 to 2019", "2017-2019", "between 2018 and 2019": a sentence that
  // names two years speaks of the span between them.
  const years = periods.size < 2 ? [] : [...periods].filter((p) => FOUR_DIGITS.test(p)).map(Number);
  let ends: readonly [string, string] | undefined;
  if (years.length >= 2) {
    const low = Math.min(...years);
    const high = Math.max(...years);
    if (years.length === 2) ends = [String(low), String(high)];
    for (let y = low + 1; y < high && y - low < 50; y++) periods.add(String(y));
  }
  const words = readContentWords(text);
  // The sentence's bucket words ("in 1-3 years" → §1-3y) name bucket labels;
  // they are not in `sequence`, which holds the words as said.
  const buckets = bucketWords(text);
  const form = formWording(text, words);
  const sides = comparedText(text);
  // Digits name only the rows of tables, which sources without text, tables
  // or word fields (`withEntities` false) do not have.
  const { digits, inNames } = withEntities ? nameDigits(text, mentions) : NO_NAME_DIGITS;
  return {
    periods,
    words: buckets.length === 0 ? new Set(words) : new Set([...words, ...buckets]),
    sequence: words,
    digits,
    allDigits: inNames,
    respectively: RESPECTIVELY.test(text),
    entities: withEntities ? entitySet(names, words) : NO_NAMES,
    names: withEntities ? new Set(namesIn(names)) : NO_NAMES,
    strongNames: withEntities ? new Set(strongNamesIn(names, 0, names.length)) : NO_NAMES,
    nameHeads: withEntities ? new Set(nameHeadsIn(names, 0, names.length)) : NO_NAMES,
    yearMentions,
    quarters: quartersNamed(text),
    ends,
    rate: form.rate,
    combined: form.combined,
    compared: sides && new LazySides(sides, digits),
    memo,
    slots: undefined,
  };
}

/**
 * The two sides of a comparison, each read as a sentence of its own only
 * when asked: most sentences that write "from" or "than" order no rows.
 */
class LazySides implements ComparedSides {
  private comparedSide: SentenceContext | undefined;
  private baseSide: SentenceContext | undefined;
  readonly overPeriods: boolean;
  constructor(
    private readonly text: ComparedText,
    private readonly digits: ReadonlySet<string>,
  ) {
    this.overPeriods = text.overPeriods;
  }
  get compared(): SentenceContext {
    this.comparedSide ??= sideContext(this.text.compared, this.digits);
    return this.comparedSide;
  }
  get base(): SentenceContext {
    this.baseSide ??= sideContext(this.text.base, this.digits);
    return this.baseSide;
  }
}

/**
 * One side of a comparison read as a sentence of its own, its digits those
 * of the whole sentence's names (`digits`): a figure's digits name no row
 * on either side.
 */
function sideContext(text: string, digits: ReadonlySet<string>): SentenceContext {
  const side = sentenceContext(text, NO_MENTIONS, false);
  const runs = digitRuns(text);
  const own = new Set<string>();
  for (const run of runs) if (digits.has(run)) own.add(run);
  // Every run of the side may complete a name with words: the side only
  // orders rows the sentence names.
  return { ...side, digits: own, allDigits: new Set(runs) };
}

/**
 * The runs of digits a sentence writes outside its figures: a year, a date,
 * the number of a name ("Route 66", "March 25"). A figure's own digits name
 * no row: "the total for Ukraine is 11" does not name a row labelled "11".
 */
function nameDigits(
  text: string,
  mentions: readonly Mention[],
): { digits: ReadonlySet<string>; inNames: ReadonlySet<string> } {
  let digits: Set<string> | undefined;
  let inNames: Set<string> | undefined;
  // Digits outside the figures (years are no figures): the gaps between
  // figures, searched by the regular expression engine.
  const gap = (from: number, to: number) => {
    if (to <= from) return;
    DIGIT_RUN.lastIndex = from;
    for (let run = DIGIT_RUN.exec(text); run !== null && run.index < to; run = DIGIT_RUN.exec(text))
      (digits ??= new Set()).add(
        run.index + run[0].length > to ? text.slice(run.index, to) : run[0],
      );
  };
  let pos = 0;
  for (const m of mentions) {
    if (m.kind === "year" || m.start < pos) continue;
    gap(pos, m.start);
    pos = m.end;
    // A figure right after a capitalised word or glued to a name ("Route
    // 66", "Millbrook 27", "I-68") may be a name's number.
    if (afterName(text, m.start)) {
      DIGIT_RUN.lastIndex = m.start;
      for (
        let run = DIGIT_RUN.exec(text);
        run !== null && run.index < m.end;
        run = DIGIT_RUN.exec(text)
      )
        (inNames ??= new Set()).add(run[0]);
    }
  }
  gap(pos, text.length);
  const own = digits ?? NO_DIGITS;
  return { digits: own, inNames: inNames ? new Set([...own, ...inNames]) : own };
}

const NO_DIGITS: ReadonlySet<string> = new Set();
const NO_NAME_DIGITS = { digits: NO_DIGITS, inNames: NO_DIGITS };
const DIGIT_RUN = /\d+/g;

/** Whether a number at `at` follows a word that may name it: a letter just before, or a capitalised word. */
function afterName(text: string, at: number): boolean {
  const before = at > 0 ? text.charCodeAt(at - 1) : 0;
  const letter = at > 1 ? text.charCodeAt(at - 2) | 32 : 0;
  if (letter < 97 || letter > 122) return false;
  // "I-68": a number glued to a name by a hyphen.
  if (before === 45 || before === 0x2011) return true;
  if (before !== 32) return false;
  // "US 40", "Millbrook 27": the word before starts with a capital.
  let k = at - 2;
  while (k > 0 && at - k < 24 && isNameChar(text.charCodeAt(k - 1))) k--;
  const first = text.charCodeAt(k);
  return first >= 65 && first <= 90;
}

/** Letters, digits and the marks a name's word may hold ("O'Neill", "St."). */
function isNameChar(c: number): boolean {
  const l = c | 32;
  return (l >= 97 && l <= 122) || (c >= 48 && c <= 57) || c === 39 || c === 46 || c === 0x2019;
}

// Words that fix a figure's form (see SentenceContext.rate and .combined).
const FORM_WORDS: ReadonlyMap<string, "compound" | "annual" | "combined"> = new Map([
  ["cagr", "compound"],
  ["compound", "compound"],
  ["compounded", "compound"],
  ["annual", "annual"],
  ["annually", "annual"],
  ["annualized", "annual"],
  ["annualised", "annual"],
  ["annum", "annual"],
  ["yearly", "annual"],
  ["together", "combined"],
  ["combined", "combined"],
  ["altogether", "combined"],
  ["jointly", "combined"],
]);
// "10% a year", "per year", "each year", "every year": short fixed phrases, no nesting.
const A_YEAR = /\b(?:a|per|each|every) year\b/i;
const NO_FORM = { rate: undefined, combined: false } as const;

/** What a sentence's words say of its figures' form: a rate over years, a combination. One pass. */
function formWording(
  text: string,
  words: readonly string[],
): { readonly rate: SentenceContext["rate"]; readonly combined: boolean } {
  let rate: SentenceContext["rate"];
  let combined = false;
  for (const w of words) {
    const form = FORM_WORDS.get(w);
    if (form === undefined) continue;
    if (form === "combined") combined = true;
    else if (rate !== "compound") rate = form;
  }
  if (rate === undefined && text.includes("year") && A_YEAR.test(text)) rate = "annual";
  if (rate === undefined && !combined) return NO_FORM;
  return { rate, combined };
}

/**
 * A figure's own period in a sentence that names several: "revenue was $5.1bn
 * in 2024 and $4.8bn in 2023" gives each figure the year written right after
 * it, so a swap inside one sentence is still caught.
 *
 * `names` is the text its subjects are read from (the sentence with its
 * citations blanked, see name-text.ts), by default `text`.
 */
export function figureContext(
  context: SentenceContext,
  figure: Mention,
  mentions: readonly Mention[],
  text: string,
  names = text,
): SentenceContext {
  if (context === UNBOUND) return context;
  const own = ownPeriodContext(
    ownClauseContext(context, figure, mentions, names),
    figure,
    mentions,
    text,
  );
  return respectiveContext(
    withoutComparedLines(
      comparisonBaseContext(own, figure, mentions, text),
      figure,
      mentions,
      text,
    ),
    figure,
    mentions,
    text,
  );
}

const RESPECTIVELY = /\brespectively\b/i;

// What separates the items of a list: "A and B", "A, B and C", "A, B, and C".
const LIST_SEPARATOR = /\s*,\s*(?:and\s+)?|\s+and\s+/i;

/**
 * "Revenue and costs in 2024 were 450 and 300, respectively", "in 2024 and
 * 2023 … 450 and 400, respectively": each figure takes the period, and the
 * words of the list item, in its own place. Periods when the sentence writes
 * as many years before its first figure as it has figures; words when the
 * text before the first figure splits into at least as many items: the
 * words of the other items (and not of its own) are no part of a figure's
 * context.
 */
function respectiveContext(
  context: SentenceContext,
  figure: Mention,
  mentions: readonly Mention[],
  text: string,
): SentenceContext {
  if (context === UNBOUND || !context.respectively) return context;
  const figures = figuresOf(mentions);
  const n = figures.length;
  const k = figures.indexOf(figure);
  if (n < 2 || k < 0) return context;
  const first = (figures[0] as Mention).start;
  let out = context;
  const key = respectivePeriod(mentions, figure);
  if (key !== undefined) out = { ...out, periods: new Set([key]), ends: undefined };
  const items = text.slice(0, first).split(LIST_SEPARATOR);
  if (items.length >= n) {
    const listed = items.slice(items.length - n).map((item) => new Set(contentWords(item)));
    // A list of years ("in 2019 and 2018 is … and …") is no list of lines.
    if (listed.some((words) => words.size === 0)) return out;
    const own = listed[k] as Set<string>;
    const others = new Set<string>();
    for (let j = 0; j < n; j++) {
      if (j === k) continue;
      for (const w of listed[j] as Set<string>) if (!own.has(w)) others.add(w);
    }
    if (others.size > 0) {
      const words = new Set([...out.words].filter((w) => !others.has(w)));
      out = { ...out, words, sequence: out.sequence.filter((w) => !others.has(w)) };
    }
  }
  return out;
}

/**
 * "User A paid $20 and User B paid $10": a figure's subject is its own
 * clause's, so each amount is bound to the entity its clause names. Sentences
 * whose figures share one clause keep the whole sentence's entities.
 */
function ownClauseContext(
  context: SentenceContext,
  figure: Mention,
  mentions: readonly Mention[],
  text: string,
): SentenceContext {
  if (context === UNBOUND) return context;
  const clauseEntities = commaClauseEntities(text, figure, figuresOf(mentions));
  if (clauseEntities !== undefined) context = { ...context, clauseEntities };
  if (context.names.size === 0) return context;
  // Direct matches are bound to the entity of the figure's own clause.
  const figures = figuresOf(mentions);
  // "…driven by a 64% increase in Harbor segment revenue, a 21% increase in
  // Lumen …": a change that names its subject after it is that subject's.
  const after = subjectAfter(text, figure, figures[figures.indexOf(figure) + 1]);
  if (after) {
    return {
      ...context,
      entities: new Set(entityTokens(text.slice(after.start, after.end))),
      strongNames: new Set(strongNamesIn(text, after.start, after.end)),
      nameHeads: new Set(nameHeadsIn(text, after.start, after.end)),
    };
  }
  const { start, end } = clauseBounds(text, figures, figure);
  if (start === 0 && end === text.length) return context;
  const clause = text.slice(start, end);
  return {
    ...context,
    // `names` stay the sentence's: a derivation may combine the figures of
    // every entity the sentence names ("10.7 million more than Texas").
    entities: new Set(entityTokens(clause)),
    strongNames: new Set(strongNamesIn(text, start, end)),
    nameHeads: new Set(nameHeadsIn(text, start, end)),
  };
}

// A comma between clauses (not one inside "4,870"), or a semicolon.
const CLAUSE_COMMA = /,(?=\s)|;/g;

/**
 * The entity tokens of the part of the sentence a figure's own clauses make
 * up, when another comma-delimited part states figures of its own ("Despite
 * an increase in net revenue from $16.4 billion in 2021 to $23.6 billion in
 * 2022, the operating income decreased from $3.6 billion …"): the figure's
 * part runs over the parts around it that state no figure ("in Monterrey,
 * Mexico,"). Undefined when no other part states a figure.
 */
function commaClauseEntities(
  text: string,
  figure: Mention,
  figures: readonly Mention[],
): ReadonlySet<string> | undefined {
  if (figures.length < 2) return undefined;
  const parts = commaParts.get(figures, text);
  if (parts === undefined) return undefined;
  const own = parts.partOf.get(figure);
  if (own === undefined) return undefined;
  const first = (parts.previous[own] as number) + 1;
  let tokens = parts.tokens.get(first);
  if (!tokens) {
    const last = (parts.next[own] as number) - 1;
    const start = first === 0 ? 0 : (parts.cuts[first - 1] as number) + 1;
    const end = last >= parts.cuts.length ? text.length : (parts.cuts[last] as number);
    tokens = new Set(entityTokens(text.slice(start, end)));
    parts.tokens.set(first, tokens);
  }
  return tokens;
}

/** A sentence's comma-delimited parts: where they are cut, which holds each figure, and the parts with figures around each. */
interface CommaParts {
  readonly cuts: readonly number[];
  readonly partOf: ReadonlyMap<Mention, number>;
  /** For each part, the last part before it that holds a figure (-1 when none). */
  readonly previous: readonly number[];
  /** For each part, the first part after it that holds a figure (the part count when none). */
  readonly next: readonly number[];
  /** The entity tokens of each region read, by its first part. */
  readonly tokens: Map<number, ReadonlySet<string>>;
}

/** The comma parts of the last sentence read (its figures are asked for one after another). */
const commaParts = {
  figures: undefined as readonly Mention[] | undefined,
  parts: undefined as CommaParts | undefined,
  get(figures: readonly Mention[], text: string): CommaParts | undefined {
    if (figures !== this.figures) {
      this.figures = figures;
      this.parts = readCommaParts(figures, text);
    }
    return this.parts;
  },
};

function readCommaParts(figures: readonly Mention[], text: string): CommaParts | undefined {
  const cuts: number[] = [];
  CLAUSE_COMMA.lastIndex = 0;
  for (let m = CLAUSE_COMMA.exec(text); m !== null; m = CLAUSE_COMMA.exec(text)) cuts.push(m.index);
  if (cuts.length === 0) return undefined;
  const count = new Array<number>(cuts.length + 1).fill(0);
  const partOf = new Map<Mention, number>();
  let k = 0;
  for (const f of figures) {
    while (k < cuts.length && (cuts[k] as number) < f.start) k++;
    partOf.set(f, k);
    count[k] = (count[k] as number) + 1;
  }
  if (count.filter((n) => n > 0).length < 2) return undefined;
  const previous = new Array<number>(count.length);
  const next = new Array<number>(count.length);
  let seen = -1;
  for (let p = 0; p < count.length; p++) {
    previous[p] = seen;
    if ((count[p] as number) > 0) seen = p;
  }
  seen = count.length;
  for (let p = count.length - 1; p >= 0; p--) {
    next[p] = seen;
    if ((count[p] as number) > 0) seen = p;
  }
  return { cuts, partOf, previous, next, tokens: new Map() };
}

/** The figures (not years) of a sentence's mentions, once per sentence. */
function figuresOf(mentions: readonly Mention[]): readonly Mention[] {
  return figureLists.get(mentions);
}

const figureLists = new LastMemo((mentions: readonly Mention[]) =>
  mentions.filter((m) => m.kind !== "year"),
);

function ownPeriodContext(
  context: SentenceContext,
  figure: Mention,
  mentions: readonly Mention[],
  text: string,
): SentenceContext {
  if (context.periods.size < 2) return context;
  const next = mentions[firstAtOrAfter(mentions, figure.end)];
  if (next?.kind !== "year" || next.start - figure.end > OWN_YEAR_REACH) return context;
  if (!OWN_YEAR_GAP.test(text.slice(figure.end, next.start))) return context;
  const own = periodOf(next.period ?? next.text);
  if (!own) return context;
  // "rose 44% in 2024 compared with 2022": the year after the comparison
  // word is the change's base, so the figure speaks of the span between.
  const base = comparedBase(text, mentions, next);
  if (base !== undefined && base !== own.key && FOUR_DIGITS.test(own.key)) {
    const ends: readonly [string, string] = base < own.key ? [base, own.key] : [own.key, base];
    return { ...context, periods: new Set(ends), ends };
  }
  return { ...context, periods: new Set([own.key]) };
}

// "compared with", "as compared to", "versus", "vs.", "over", "from",
// "relative to", "against", then an optional "fiscal (year)".
const COMPARED_GAP =
  /^\s*,?\s*(?:(?:as\s+)?compared\s+(?:with|to)|versus|vs\.?|over|from|relative\s+to|against)\s+(?:the\s+)?(?:(?:fiscal|financial)\s+(?:year\s+)?)?$/i;
// The few characters a comparison word and "fiscal year" take.
const COMPARED_REACH = 40;

/**
 * The year a figure's own year is compared with ("in 2024 compared with
 * 2022", "in 2024 from 2022"): the year mention right after `own`, when the
 * words between are a comparison's. A four-digit year key, or undefined.
 */
function comparedBase(
  text: string,
  mentions: readonly Mention[],
  own: Mention,
): string | undefined {
  const next = mentions[firstAtOrAfter(mentions, own.end)];
  if (next?.kind !== "year" || next.start - own.end > COMPARED_REACH) return undefined;
  if (!COMPARED_GAP.test(text.slice(own.end, next.start))) return undefined;
  const key = periodOf(next.period ?? next.text)?.key;
  return key !== undefined && FOUR_DIGITS.test(key) ? key : undefined;
}

/** A context that binds nothing: for figures whose place the arithmetic decides. */
export const UNBOUND: SentenceContext = {
  periods: new Set(),
  words: new Set(),
  sequence: [],
  digits: new Set(),
  allDigits: new Set(),
  entities: new Set(),
  names: new Set(),
  strongNames: new Set(),
  nameHeads: new Set(),
  yearMentions: 0,
  quarters: new Set(),
};
