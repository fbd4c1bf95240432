// The names, subjects, clauses and own years a sentence gives its figures: read alike from
// answer sentences (sentence-contexts.ts) and from source sentences (text-places.ts).
import { type Mention } from "@crossfoot/extract";
import { periodOf } from "@crossfoot/sources";
import { allMatches } from "../base/all-matches.js";
import { LastMemo } from "../base/last-memo.js";
import { firstAtOrAfter } from "../base/mention-search.js";
import { readContentWords } from "./content-words.js";

// Capitalised words that start sentences or name periods, not subjects.
const NOT_NAMES = new Set(
  "The This That These Those It Its In On At For From By Of And Or But As Net Total Revenue Sales January February March April May June July August September October November December Q1 Q2 Q3 Q4 FY".split(
    " ",
  ),
);

// A capitalised word ("Acme", "R&D") or a single capital letter.
const NAME = /(?<![A-Za-z])[A-Z][A-Za-z&]*/g;
// A name not glued to digits on either side ("Q3" and "F19" are periods or codes).
const STRONG_NAME = /(?<![A-Za-z\d])[A-Z][A-Za-z&]*(?![\d])/g;

/** Names in a text: capitalised words (possessive stripped) and single capital letters. */
export function namesIn(text: string): string[] {
  const out: string[] = [];
  for (const m of allMatches(NAME, text)) {
    if (!NOT_NAMES.has(m[0]) && !isOpeningArticle(text, m.index, m[0])) out.push(m[0]);
  }
  return out;
}

/**
 * Entity tokens: content words, plus single capital letters kept as written,
 * so "User A" and "User B" differ while the article "a" is ignored.
 */
export function entityTokens(text: string): string[] {
  const tokens = readContentWords(text);
  for (const m of allMatches(SINGLE_CAPITAL, text))
    if (!isOpeningArticle(text, m.index, m[0])) tokens.push(m[0]);
  return tokens;
}

const SINGLE_CAPITAL = /(?<![A-Za-z])[A-Z](?![A-Za-z])/g;

/**
 * Whether a single capital at `at` is the article "A" or the pronoun "I"
 * opening a sentence or a list item ("2. A 21% increase in …", "- A rise
 * of …"), not a letter naming a subject ("User A", "Segment B"): nothing but
 * a list marker, markup or spaces before it, and a space after it.
 */
function isOpeningArticle(text: string, at: number, letter: string): boolean {
  if (letter !== "A" && letter !== "I") return false;
  if (text.charCodeAt(at + 1) !== 32) return false;
  return OPENING.test(text.slice(Math.max(0, at - 12), at));
}
/** What may stand before a sentence's first word: spaces, a bullet, a numbered marker, markup. */
const OPENING = /^(?:[\s>*_#•\-–]*(?:\(?\d{1,3}[.)]|\(?[a-z][.)])?[\s*_]*)$/;

/**
 * The entity tokens of a text as a set, from its content words already read
 * (a sentence's context reads them once for its words and its entities).
 */
export function entitySet(text: string, words: readonly string[]): Set<string> {
  const tokens = new Set(words);
  for (const m of allMatches(SINGLE_CAPITAL, text))
    if (!isOpeningArticle(text, m.index, m[0])) tokens.add(m[0]);
  return tokens;
}

/** A sentence of a record's text, read once for all of its figures. */
/**
 * The words naming what a change figure is of when they follow it ("21%
 * increase in Harbor segment revenue", "a 9% decline of the Field
 * division"), up to the clause's next comma, connective or figure; undefined
 * when those words name no one (a capital word or a single letter).
 */
export function subjectAfter(
  text: string,
  figure: Mention,
  next: Mention | undefined,
): { start: number; end: number } | undefined {
  const limit = Math.min(next ? next.start : text.length, figure.end + SUBJECT_REACH);
  const after = text.slice(figure.end, limit);
  const m = CHANGE_OF.exec(after);
  if (!m) return undefined;
  const start = figure.end + m[0].length;
  const rest = text.slice(start, limit);
  const stop = SUBJECT_STOP.exec(rest);
  const end = start + (stop ? stop.index : rest.length);
  const words = text.slice(start, end);
  return namesIn(words).length > 0 ? { start, end } : undefined;
}
/** How far after a change figure its subject may be written. */
const SUBJECT_REACH = 80;
const CHANGE_OF =
  /^\s*(?:percent(?:age points?)?\s+|points?\s+)?(?:year[- ]over[- ]year\s+)?(?:increase|decrease|rise|decline|growth|drop|gain|fall|reduction|improvement|jump)s?\s+(?:in|of)\s+/i;
/** Where the subject after a change ends: punctuation, a connective, or a word that gives a reason. */
const SUBJECT_STOP =
  /[,;:.()]|\b(?:and|while|whereas|but|due|driven|primarily|mainly|largely|as|from|to|compared|versus|reflecting|led)\b/i;

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?`;

/**
 * The words that may stand between a figure and the year that is its own:
 * "in", "for fiscal year", and the period a report names by its end date,
 * "for the year ended December 31,", "as of 30 June". Tested only on a short
 * gap (OWN_YEAR_REACH characters), so its optional parts stay cheap.
 */
export const OWN_YEAR_GAP = new RegExp(
  String.raw`^\s*\(?\s*(?:in|for|during|at|by|on|as of|as at)?\s*(?:the\s+)?(?:(?:fiscal|financial)\s+)?(?:(?:years?|quarter|period|half|(?:three|six|nine|twelve|\d{1,2})\s+(?:months|weeks))\s+(?:ended|ending)\s+)?(?:${MONTH}\s+\d{1,2},?\s*|\d{1,2}\s+${MONTH}\s*)?(?:(?:fiscal|financial)\s+(?:year\s+)?)?$`,
  "i",
);
/** How far after a figure its own year may be written ("$41.7 million for the year ended December 31, 2018"). */
export const OWN_YEAR_REACH = 48;

/**
 * The period of one figure of a sentence. A sentence naming one year gives it
 * to every figure; one naming several ("rose to $14m in 2025, up from $11m in
 * 2024") gives a figure the year written right after it, else the only year
 * written before it. "…, respectively" pairs figures with years in order
 * (see {@link respectivePeriod}).
 */
export function ownPeriod(
  text: string,
  mentions: readonly Mention[],
  own: Mention,
): string | undefined {
  const read = yearsOf(text, mentions);
  // "US$261,518 (2023: US$283,752)": a prior-year note's year is the figure
  // after it's, and the figure before the note is the year after's.
  for (const note of read.notes) {
    if (note.after === own) return note.key;
    if (note.before === own && NOTE_OPENS.test(text.slice(own.end, note.mention.start)))
      return String(Number(note.key) + 1);
  }
  const { keys } = read;
  if (keys.size === 1) {
    const key = [...keys][0] as string;
    // "revenue of $48 million in 2024, up from $40 million": the figure a
    // change runs from, with no year of its own, is the year before's.
    return FOUR_DIGITS.test(key) && afterFrom(text, own.start) ? String(Number(key) - 1) : key;
  }
  if (keys.size === 0) return undefined;
  if (read.respectively) return respectivePeriod(mentions, own);
  const next = mentions[firstAtOrAfter(mentions, own.end)];
  if (
    next?.kind === "year" &&
    next.start - own.end <= OWN_YEAR_REACH &&
    OWN_YEAR_GAP.test(text.slice(own.end, next.start))
  ) {
    return keyOf(next);
  }
  // The only year written before the figure, if the years before it name one.
  const k = lastEndingBy(read.years, own.start);
  return k >= 0 ? read.onlyKeyUpTo[k] : undefined;
}

const keyOf = (m: Mention) => periodOf(m.period ?? m.text)?.key;

/** A sentence's years as ownPeriod reads them, once per sentence. */
interface SentenceYears {
  /** Prior-year notes ("(2023: …"), with the figures right after and before each. */
  readonly notes: readonly {
    readonly mention: Mention;
    readonly key: string;
    readonly after: Mention | undefined;
    readonly before: Mention | undefined;
  }[];
  /** The other years, in text order. */
  readonly years: readonly Mention[];
  /** The period keys those years name. */
  readonly keys: ReadonlySet<string>;
  /** For each of `years`, the one key the years up to it name, if they name one. */
  readonly onlyKeyUpTo: readonly (string | undefined)[];
  readonly respectively: boolean;
}

let yearsText: string | undefined;
let yearsMentions: readonly Mention[] | undefined;
let yearsRead: SentenceYears | undefined;

function yearsOf(text: string, mentions: readonly Mention[]): SentenceYears {
  if (text === yearsText && mentions === yearsMentions && yearsRead) return yearsRead;
  const all = mentions.filter((m) => m.kind === "year");
  const notes: SentenceYears["notes"][number][] = [];
  const years: Mention[] = [];
  for (const m of all) {
    if (!PRIOR_NOTE.test(text.slice(m.end, m.end + 3))) {
      years.push(m);
      continue;
    }
    const key = keyOf(m);
    if (key === undefined || !FOUR_DIGITS.test(key)) continue;
    const i = firstAtOrAfter(mentions, m.end);
    let after: Mention | undefined;
    for (let j = i; j < mentions.length; j++) {
      if ((mentions[j] as Mention).kind !== "year") {
        after = mentions[j];
        break;
      }
    }
    let before: Mention | undefined;
    for (let j = i - 1; j >= 0; j--) {
      const x = mentions[j] as Mention;
      if (x.end <= m.start && x.kind !== "year") {
        before = x;
        break;
      }
    }
    notes.push({ mention: m, key, after, before });
  }
  const keys = new Set<string>();
  const onlyKeyUpTo: (string | undefined)[] = [];
  for (const m of years) {
    const key = keyOf(m);
    if (key !== undefined) keys.add(key);
    onlyKeyUpTo.push(keys.size === 1 ? ([...keys][0] as string) : undefined);
  }
  yearsText = text;
  yearsMentions = mentions;
  yearsRead = { notes, years, keys, onlyKeyUpTo, respectively: RESPECTIVELY.test(text) };
  return yearsRead;
}

const RESPECTIVELY = /\brespectively\b/i;

/** The index of the last year that ends by `at`, or -1. */
function lastEndingBy(years: readonly Mention[], at: number): number {
  let lo = 0;
  let hi = years.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((years[mid] as Mention).end <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** What follows the year of a prior-year note: "(2023: US$283,752)". */
const PRIOR_NOTE = /^\s?:/;
/** What stands between a figure and the note on it: " (". */
const NOTE_OPENS = /^\s*\(\s*$/;

/** Sentences with more mentions than this pair no figures with years (each pairing reads them all). */
const MAX_RESPECTIVE = 64;

/**
 * The period a figure takes in a sentence that pairs as many years as it
 * has figures, in order ("in 2024 and 2023 … 450 and 400", "$0.6 million
 * and $0.8 million for 2019 and 2018"), or writes its years once before
 * several such lists ("in 2023 and 2024 sales were 40 and 45, respectively,
 * and profit 4 and 5, respectively"); undefined otherwise. The caller has
 * seen "respectively".
 */
export function respectivePeriod(
  mentions: readonly Mention[],
  figure: Mention,
): string | undefined {
  if (mentions.length > MAX_RESPECTIVE) return undefined;
  const figures = mentions.filter((m) => m.kind !== "year");
  const k = figures.indexOf(figure);
  if (figures.length < 2 || k < 0) return undefined;
  const years = mentions.filter((m) => m.kind === "year");
  if (years.length === figures.length) {
    const year = years[k] as Mention;
    return periodOf(year.period ?? year.text)?.key;
  }
  // "During 2017, 2018 and 2019 sales were A, B and C, respectively, and
  // profit was D, E and F, respectively": the years written once, before
  // lists of as many figures each.
  if (
    years.length >= 2 &&
    figures.length % years.length === 0 &&
    (years[years.length - 1] as Mention).end <= (figures[0] as Mention).start
  ) {
    const year = years[k % years.length] as Mention;
    return periodOf(year.period ?? year.text)?.key;
  }
  return undefined;
}

/** A period key that is a year ("2024"). */
export const FOUR_DIGITS = /^\d{4}$/;

/** The one period key a sentence's years name, if they name exactly one. */
export function keyNamedAlone(mentions: readonly Mention[]): string | undefined {
  let key: string | undefined;
  for (const m of mentions) {
    if (m.kind !== "year") continue;
    const k = periodOf(m.period ?? m.text)?.key;
    if (k === undefined) continue;
    if (key !== undefined && k !== key) return undefined;
    key = k;
  }
  return key;
}

/** Whether "from" (after a space, with an optional "$"-like sign) stands just before `at`. */
export function afterFrom(text: string, at: number): boolean {
  let i = at;
  while (i > 0 && text.charCodeAt(i - 1) === 32) i--;
  return i >= 5 && text.slice(i - 4, i).toLowerCase() === "from" && text.charCodeAt(i - 5) === 32;
}

/**
 * The clause of a figure within its sentence: a new clause starts after the
 * previous figure when the words between name a subject ("$10 and User B paid
 * $20"), and ends where the next figure's clause starts. Figures with no names
 * between them ("A and B were $3,800 and $6,690") share one clause.
 * `index` is the figure's position in `figures` when the caller knows it.
 */
export function clauseBounds(
  text: string,
  figures: readonly Mention[],
  figure: Mention,
  index?: number,
): { start: number; end: number } {
  const i = index ?? indexIn(figures, figure);
  const prev = i > 0 ? figures[i - 1] : undefined;
  const next = i >= 0 ? figures[i + 1] : undefined;
  const gap = prev && prev.end <= figure.start ? text.slice(prev.end, figure.start) : undefined;
  // "$191.7 million against its U.S. assets and a valuation allowance of
  // $52.9 million": the clause of the second figure starts after the last
  // connective between them, so the names of the first one's words ("U.S.")
  // are not the second's.
  const start =
    prev && gap !== undefined && namesIn(gap).length > 0 ? prev.end + lastConnective(gap) : 0;
  const end =
    next && next.start >= figure.end && namesIn(text.slice(figure.end, next.start)).length > 0
      ? figure.end
      : text.length;
  return { start, end };
}

// What joins two clauses: "and", "while", "whereas", "but", a semicolon.
const CONNECTIVE = /(?:\band\b|\bwhile\b|\bwhereas\b|\bbut\b|;)/gi;

/** Where the text after the last connective of a gap starts (0 when it has none). */
function lastConnective(gap: string): number {
  let at = 0;
  CONNECTIVE.lastIndex = 0;
  for (let m = CONNECTIVE.exec(gap); m !== null; m = CONNECTIVE.exec(gap))
    at = m.index + m[0].length;
  return at;
}

/** A figure's position in its list, indexed once per list (answers may hold thousands of figures). */
function indexIn(figures: readonly Mention[], figure: Mention): number {
  return positions.get(figures).get(figure) ?? -1;
}

const positions = new LastMemo(
  (figures: readonly Mention[]) => new Map(figures.map((m, i) => [m, i])),
);

/**
 * Where the first letter of a text stands (its length when it has none),
 * kept for the last text asked: its figures are placed one after another,
 * and a sentence of digits alone would otherwise be scanned once per figure.
 */
function firstLetterOf(text: string): number {
  if (text === leadText) return leadAt;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i) | 32;
    if (c >= 97 && c <= 122) break;
    i++;
  }
  leadText = text;
  leadAt = i;
  return i;
}
let leadText: string | undefined;
let leadAt = 0;

/**
 * Names in `text.slice(from, to)` that are surely names: acronyms, single
 * letters, and capitalised words that do not start the sentence.
 */
export function strongNamesIn(text: string, from: number, to: number): string[] {
  const out: string[] = [];
  const part = text.slice(from, to);
  const lead = firstLetterOf(text);
  // A capital glued to digits ("F19", "Q3") is a period or a code, not a name.
  for (const m of allMatches(STRONG_NAME, part)) {
    const word = m[0];
    if (NOT_NAMES.has(word) || isOpeningArticle(text, from + m.index, word)) continue;
    const acronym = word.length === 1 || word === word.toUpperCase();
    if (acronym || from + m.index > lead) out.push(word);
  }
  return out;
}

/** Each strong name of `text.slice(from, to)` with the word written before it: "user B". */
export function nameHeadsIn(text: string, from: number, to: number): string[] {
  const names = new Set(strongNamesIn(text, from, to));
  const part = text.slice(from, to);
  const out: string[] = [];
  for (const m of allMatches(STRONG_NAME, part)) {
    if (!names.has(m[0])) continue;
    const head = /([A-Za-z]+)\s+$/.exec(part.slice(Math.max(0, m.index - 40), m.index));
    if (head?.[1]) out.push(`${head[1].toLowerCase()} ${m[0]}`);
  }
  return out;
}
