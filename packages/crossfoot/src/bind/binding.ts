import {
  calendarQuarterOf,
  periodOf,
  type SourceValue,
  spanOfKey,
  unitHeaderOf,
} from "@crossfoot/sources";
import { BoundedMemo } from "../base/bounded-memo.js";
import { narrowed } from "../base/narrow.js";
import { indexByRarest } from "../base/rarest-token.js";
import type { ColumnMeasure } from "../places/column-measures.js";
import type { LabelEntry } from "../places/label-entry.js";
import type { RecordSubjects } from "../places/record-subjects.js";
import { isUnlabelledRow, lineOf } from "../places/source-lines.js";
import { type TextPlace } from "../places/text-places.js";
import { bucketWords, isBucketWord, lineBucketWords } from "../read/bucket-words.js";
import { contentWords, readContentWords } from "../read/content-words.js";
import { FOUR_DIGITS } from "../read/figure-names.js";
import { inNamedQuarters } from "../read/named-quarters.js";
import type { SentenceContext } from "../read/sentence-context.js";
import { namedByEndYear, namesAnyColumn } from "../read/split-years.js";
import { QUALIFIERS, SYNONYMS } from "../read/vocabulary.js";
import { type BindingMemo, kept } from "./binding-memo.js";
import { memoOf, slotsOf } from "./context-slots.js";
import type { DirectMatch } from "./match.js";

/** The context with synonyms added: the fallback when no row is named in the sentence's own words. */
function withSynonyms(context: SentenceContext): SentenceContext {
  // Kept per context, so namedRows's memo (kept on the context) holds across calls.
  const slots = slotsOf(context);
  if (!slots) return addSynonyms(context);
  slots.synonyms ??= addSynonyms(context);
  return slots.synonyms;
}

function addSynonyms(context: SentenceContext): SentenceContext {
  const words = new Set(context.words);
  for (const group of SYNONYMS) {
    if (!group.some((w) => context.words.has(w))) continue;
    for (const w of group) words.add(w);
  }
  return { ...context, words };
}

/**
 * Whether a value's period is one the sentence names (years match years;
 * quarters must agree when both have one). A span of months to a date
 * (`2023-07-02~3m`, "Three Months Ended July 2, 2023") is named by its end
 * date, by its year, and, for three months ending at a calendar quarter's
 * end, by that quarter (`2023Q2`); a span of another length to the same
 * date is not the same period.
 */
export function periodNamed(key: string, periods: ReadonlySet<string>): boolean {
  if (periods.has(key)) return true;
  const year = key.slice(0, 4);
  for (const p of periods) if (p.length === 4 && p === year) return true;
  const span = spanOfKey(key);
  if (span === undefined) {
    // A date the sentence names as the end of a span ("the three months ended June 30, 2023", read from a heading).
    if (key.length !== 10) return false;
    for (const p of periods) if (spanOfKey(p)?.end === key) return true;
    return false;
  }
  if (periods.has(span.end)) return true;
  for (const p of periods) {
    const named = spanOfKey(p);
    if (named?.end === span.end) return false;
  }
  return span.months === 3 && periods.has(calendarQuarterOf(span.end) ?? "");
}

/** The outcome of binding a claim's direct matches to what its sentence names. */
export type Binding =
  | { readonly type: "bound"; readonly match: DirectMatch }
  | {
      readonly type: "wrong_period";
      readonly match: DirectMatch;
      readonly named: readonly string[];
    }
  | {
      readonly type: "wrong_row";
      readonly match: DirectMatch;
      readonly namedRow: string;
      /** The value's column, not its row, is not the one the sentence names. */
      readonly column?: boolean;
    }
  | {
      readonly type: "wrong_entity";
      readonly match: DirectMatch;
      readonly other: SourceValue;
      /** The name the sentence speaks of that no source gives a figure ("User C"). */
      readonly unknownName?: string;
    }
  | {
      /** The match's record names another subject (its text fields) than the sentence does. */
      readonly type: "wrong_record_subject";
      readonly match: DirectMatch;
      /** How the match's record names its subject ("Acme"). */
      readonly about: string;
      /** The records that name the subjects the sentence speaks of ("[R2] Globex"). */
      readonly named: string;
    };

const NO_NAMED: readonly string[] = Object.freeze([]);

/** What binding needs to know about the sources beyond the matches. */
export interface BindingSources {
  /** Row labels of the table a value sits in. */
  rowsOf(v: SourceValue): readonly string[];
  /** The section heading a table value's row sits under, if any. */
  sectionOf(v: SourceValue): string | undefined;
  /** Every section heading of the table a value sits in. */
  sectionsOf?(v: SourceValue): ReadonlySet<string>;
  /**
   * When the sentence names rows of a table value's table by any of their
   * names (a label or another text cell) and not the value's row, the label
   * of one it names; undefined otherwise.
   */
  rowNamedElsewhere?(v: SourceValue, context: SentenceContext): string | undefined;
  /** Labels of the columns of the table a value sits in that hold values (not its label column). */
  columnsOf(v: SourceValue): readonly string[];
  /** What a table value's column measures besides its period, when its table's headings say (see ColumnMeasure). */
  measureOf?(v: SourceValue): ColumnMeasure | undefined;
  /** The subject and period of a figure in a source text. */
  placeOf(v: SourceValue): TextPlace | undefined;
  /** The text values the claim could belong to (same kind, in scope). */
  textValues(): readonly SourceValue[];
  /** The text values of the claim's kind in every record, cited or not. */
  allTextValues?(): readonly SourceValue[];
  /** Whether a capitalised word is written in lower case in the sources too (a common word). */
  isCommonWord?(word: string): boolean;
  /** The subjects the records name in their text fields ({ company: "Acme" }). */
  recordSubjects?(): RecordSubjects;
  /** The content words of the figure-free sentences right before a text figure's own (see passage-words.ts). */
  leadOf?(v: SourceValue): ReadonlySet<string> | undefined;
}

const covers = (words: ReadonlySet<string>, tokens: readonly string[]) =>
  tokens.length > 0 && tokens.every((t) => words.has(t));

/**
 * Bind a claim to the source values that equal it. A value in another
 * period's column or sentence than every period the sentence names is the
 * wrong period; a table value whose row the sentence does not mention, when
 * the sentence names another row of the same table in full, is the wrong row.
 * Among values that fit, the one whose row the sentence names best wins.
 */
export function bind(
  matches: readonly DirectMatch[],
  context: SentenceContext,
  sources: BindingSources,
  checkRows: boolean,
): Binding | undefined {
  if (matches.length === 0) return undefined;
  // checkTableRows: false switches every binding off.
  if (!checkRows) return { type: "bound", match: matches[0] as DirectMatch };
  // Periods of table cells and fields are read from their headers and names;
  // a figure in free text has a period only when its sentence names exactly one.
  const periodKey = (v: SourceValue) =>
    v.location.type === "text" ? sources.placeOf(v)?.period : v.periodKey;
  let inPeriod = matches.filter((m) => {
    const key = periodKey(m.value);
    return context.periods.size === 0 || !key || periodNamed(key, context.periods);
  });
  // A split fiscal year named by the year it ends in ("FY2019" for a column
  // "2018/19", "2017/18" for a column "2018"), when the sentence names no
  // column of the value's table by the strict reading.
  if (inPeriod.length === 0) {
    inPeriod = matches.filter((m) => {
      const key = m.value.location.type === "cell" ? m.value.periodKey : undefined;
      return (
        key !== undefined &&
        namedByEndYear(key, context.periods) &&
        !namesAnyColumn(sources.columnsOf(m.value), (k) => periodNamed(k, context.periods))
      );
    });
  }
  if (inPeriod.length === 0) {
    return { type: "wrong_period", match: matches[0] as DirectMatch, named: [...context.periods] };
  }
  // "Globex employed 1,850 people" against Acme's record: a record about
  // another subject than the sentence (or the figure's clause) names.
  const subjects = sources.recordSubjects?.();
  const named = subjects ? subjects.named(context.entities) : NO_NAMED;
  if (subjects && named.length > 0) {
    const own = inPeriod.filter((m) => !subjects.recordAboutOther(m.value.recordId, named));
    if (own.length === 0) {
      const match = inPeriod[0] as DirectMatch;
      return {
        type: "wrong_record_subject",
        match,
        about: subjects.describe(match.value.recordId),
        named: subjects.naming(named),
      };
    }
    inPeriod = own;
  }
  const entity = bindEntity(inPeriod, context, sources);
  if (entity) return entity;
  // Rows: a value sits in the right row when the sentence names that row
  // (its most specific fully named rows), when it names none, or when the
  // sentence uses at least half of the row's words and no named row accounts
  // for them ("operating income" for "Income from operations").
  let wrong: { match: DirectMatch; namedRow: string; column?: boolean } | undefined;
  for (const m of inPeriod) {
    const row = lineOf(m.value);
    // A row without a label of its own (the loader calls it "row 13") cannot
    // be told apart from the row the sentence names: it never is the wrong row.
    const rowFits =
      !row ||
      isUnlabelledRow(row) ||
      lineFits(
        row,
        sources.rowsOf(m.value),
        context,
        sources.sectionOf(m.value),
        true,
        sources.sectionsOf?.(m.value),
      );
    if (rowFits !== true) {
      wrong ??= { match: m, namedRow: rowFits };
      continue;
    }
    // A row the sentence names by another of its cells ("vs. Easton Rovers",
    // "Harbor Field"): a value of a row it does not name is the wrong row.
    const otherRow = sources.rowNamedElsewhere?.(m.value, context);
    if (otherRow !== undefined) {
      wrong ??= { match: m, namedRow: otherRow };
      continue;
    }
    // Columns that are not periods bind like rows: "the exercise price" and
    // "the number outstanding" are two columns of one row. Period columns
    // that measure two or more things ("… 2025 Sales", "… 2025 Profit")
    // bind by what they measure.
    const column = m.value.location.type === "cell" ? m.value.columnLabel : undefined;
    let columnFits: true | string = true;
    if (column !== undefined && periodOf(column) === undefined) {
      columnFits = lineFits(column, sources.columnsOf(m.value), context, undefined, false);
    } else if (column !== undefined) {
      const measured = sources.measureOf?.(m.value);
      if (measured && measured.measure !== "")
        columnFits = lineFits(measured.measure, measured.measures, context, undefined, false);
    }
    if (columnFits === true) return { type: "bound", match: m };
    wrong ??= { match: m, namedRow: columnFits, column: true };
  }
  return wrong ? { type: "wrong_row", ...wrong } : undefined;
}

/**
 * Whether a value's line (its row, or a column that is not a period) is one
 * the sentence names: it is, when the sentence names none of the lines
 * beside it in full, names it (its most specific fully named lines), names
 * the section it sits under and nothing else, or uses at least half of its
 * words without a named line accounting for them ("operating income" for
 * "Income from operations"). Otherwise the line the sentence names instead.
 */
function lineFits(
  line: string,
  lines: readonly string[],
  context: SentenceContext,
  section: string | undefined,
  synonyms = true,
  sections?: ReadonlySet<string>,
): true | string {
  const named = synonyms ? rowsNamedIn(lines, context) : namedRows(lines, context);
  if (named.has(line)) return true;
  // "Netearningsincludingnoncontrollinginterests": a label whose spaces the
  // extraction dropped is named by the words it starts with ("net earnings").
  if (namesSpaceless(line, context)) return true;
  // A bucket the sentence says ("in 1-3 years") pins the line that states it
  // ("1-3 Years"), though other words name other lines ("Total"); a line
  // that does not state it ("3-5 Years", "Total") is then not the line.
  if (saysBucketOf(line, context)) return true;
  const pinned = lines.find((l) => saysBucketOf(l, context));
  if (pinned !== undefined) return pinned;
  if (named.size === 0) return nearlyNamedOther(line, lines, context) ?? true;
  // "the carrying amount of interest rate swaps": the sentence names the
  // section the row sits under and no other row in full; "the sales and
  // purchases": it names headings of sections, each over its own rows.
  if (
    section !== undefined &&
    named.has(section) &&
    (named.size === 1 || [...named].every((n) => n === section || sections?.has(n)))
  )
    return true;
  const used = contentWords(line).filter((w) => context.words.has(w));
  const explained = used.every((w) => [...named].some((n) => contentWords(n).includes(w)));
  if (used.length * 2 >= contentWords(line).length && !explained) return true;
  return [...named][0] as string;
}

/**
 * Whether a label whose spaces a PDF extraction dropped (one run of twelve
 * or more letters, "Netearningsincludingnoncontrollinginterests") starts
 * with two or more words the sentence writes in a row ("net earnings"):
 * the words prose keeps of such a line, as it would of the spaced one.
 */
function namesSpaceless(line: string, context: SentenceContext): boolean {
  if (line.length < 12 || /\s/.test(line)) return false;
  const squashed = line.toLowerCase().replace(/[^a-z]/g, "");
  if (squashed.length < 12) return false;
  const words = context.sequence;
  for (let i = 0; i < words.length; i++) {
    let run = "";
    for (let j = i; j < words.length && j - i < 6; j++) {
      run += words[j];
      if (!squashed.startsWith(run)) break;
      if (j > i && run.length >= 8) return true;
    }
  }
  return false;
}

/**
 * With no line named in full, the one line whose words the sentence uses all
 * but one of (three or more words: "the effective tax rate" for "Effective
 * income tax rate") when it is not `line` and `line` is used less: a figure
 * in another line ("State and local income tax rate") is then not the one
 * the sentence speaks of. Undefined when no line, or several, come that close.
 */
function nearlyNamedOther(
  line: string,
  lines: readonly string[],
  context: SentenceContext,
): string | undefined {
  let near: string | undefined;
  let nearUsed = 0;
  for (const l of lines) {
    const { distinct, used } = wordsUsed(l, context);
    if (distinct < 3 || used !== distinct - 1) continue;
    if (near !== undefined && near !== l) return undefined;
    near = l;
    nearUsed = used;
  }
  if (near === undefined || near === line) return undefined;
  return wordsUsed(line, context).used < nearUsed ? near : undefined;
}

/**
 * How many distinct words a line has and how many of them the sentence uses:
 * "State and local income tax rate, net of federal tax benefits" says "tax"
 * twice but uses it once.
 */
function wordsUsed(line: string, context: SentenceContext): { distinct: number; used: number } {
  const distinct = new Set(requiredWords(line));
  let used = 0;
  for (const w of distinct) if (context.words.has(w)) used++;
  return { distinct: distinct.size, used };
}

/** Whether a line states a bucket ("1-3 Years") and the sentence says every bucket it states. */
function saysBucketOf(line: string, context: SentenceContext): boolean {
  const buckets = lineBucketWords(line);
  return buckets.length > 0 && buckets.every((w) => context.words.has(w));
}

/**
 * The words a sentence must use to name a row: its content words without
 * the qualifiers prose drops ("SG&A" for "SG&A expenses", "PP&E" for
 * "Property, plant and equipment, net").
 */
function requiredWords(row: string): readonly string[] {
  return required(row).words;
}

/** A row's required words, and those words joined: the key rows needing the same words share. */
function required(row: string): Required {
  return requiredCache.get(row);
}

function readRequired(row: string): Required {
  // A label that is only a unit header ("(In thousands)") is no line: the
  // scale word a figure carries ("$9,587 thousand") does not name it.
  const unit = unitHeaderOf(row);
  if (unit && row.replace(unit.text, "").trim() === "") return NO_REQUIRED;
  // A note reference ("Additions (Note (a))", "Leases (see note 12)") points
  // elsewhere in the report; prose never repeats it.
  const stripped = row.replace(NOTE_REFERENCE, " ");
  const words = contentWords(stripped);
  const own = words.filter((w) => !QUALIFIERS.has(w));
  let chosen = own.length > 0 ? own : words;
  // A bucket's numbers are part of its name ("1-3 Years" is not "3-5 Years").
  const buckets = chosen.length > 0 ? bucketWords(stripped) : [];
  if (buckets.length > 0) chosen = [...chosen, ...buckets];
  return { words: chosen, key: chosen.length === 1 ? (chosen[0] as string) : chosen.join(" ") };
}

interface Required {
  readonly words: readonly string[];
  readonly key: string;
}

const NO_REQUIRED: Required = { words: [], key: "" };

// Row labels repeat across claims and answers.
const requiredCache = new BoundedMemo(readRequired);

/** "(Note (a))", "(note 12)", "(see Note 4)": a bracketed pointer to a note. */
const NOTE_REFERENCE = /\(\s?(?:see\s)?notes?\b[^()]{0,20}(?:\([^()]{0,8}\))?[^()]{0,8}\)/gi;

/** Whether `label` occurs as consecutive content words of the sentence (bucket words aside). */
function isPhrase(words: readonly string[], sequence: readonly string[]): boolean {
  const label = words.some(isBucketWord) ? words.filter((w) => !isBucketWord(w)) : words;
  for (let i = 0; i + label.length <= sequence.length; i++) {
    if (label.every((w, k) => sequence[i + k] === w)) return true;
  }
  return false;
}

/**
 * The rows a sentence names: every content word of the label appears in the
 * sentence, keeping only the most specific ("Cost of revenue" over "Revenue"
 * when the sentence says "cost of revenue").
 */
export function namedRows(rows: readonly string[], context: SentenceContext): ReadonlySet<string> {
  // Binding asks this for every candidate value of a figure, with the same
  // row list (a table's labels, a record's field lines, a scope's lines) and
  // context: work it out once per pair. Both keys are never changed after
  // they are made.
  const slots = slotsOf(context);
  if (slots) slots.named ??= new Map();
  return kept(slots?.named, rows, () => findNamedRows(rows, context));
}

/**
 * The distinct labels of a row list, filed under the rarest word each needs:
 * a sentence names a row only if it says every word of its label, so the rows
 * a sentence may name are found from its own words, not by reading every row
 * of a long table. The rarest word, because rows of one shape ("Line item 1"
 * … "Line item 200") share their first words, and filing them there would
 * make a sentence that says "line item" look at every row. Made once per list
 * (a table's labels are one array for its life).
 */
function labelIndex(
  rows: readonly string[],
  memo: BindingMemo | undefined,
): Map<string, LabelEntry[]> {
  return kept(memo?.indexes, rows, () => makeLabelIndex(rows, memo));
}

function makeLabelIndex(
  rows: readonly string[],
  memo: BindingMemo | undefined,
): Map<string, LabelEntry[]> {
  const entries = labelEntries(rows, memo);
  const frequency = new Map<string, number>();
  for (const { label } of entries) {
    for (const w of new Set(label)) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  }
  return indexByRarest(entries, (entry) => entry.label, frequency);
}

/**
 * The distinct labels of a row list, rows that need the same words as one
 * entry, in the order of their first row: the sentence that names one names
 * them all, and says their words as one phrase, not once per row.
 */
function labelEntries(
  rows: readonly string[],
  memo: BindingMemo | undefined,
): readonly LabelEntry[] {
  // Once per list and Checker: a table's labels and a record's field lines
  // are one array for their life, and every sentence that binds against them
  // reads them.
  return kept(memo?.entries, rows, () => makeLabelEntries(rows));
}

function makeLabelEntries(rows: readonly string[]): LabelEntry[] {
  // A short list (a record's few fields, a scope bound to a row or two) is
  // read without a set of rows seen or a map of keys: a scan of the few
  // before costs less than making and filling them.
  const small = rows.length <= SMALL_LIST;
  const entries = small ? undefined : new Map<string, LabelEntry>();
  const keys: string[] = [];
  // The entries in the order of their first row (the map's own order, without copying it out).
  const out: LabelEntry[] = [];
  const seen = small ? undefined : new Set<string>();
  // How many distinct rows so far (the size the set of rows seen would have).
  let distinct = 0;
  for (let k = 0; k < rows.length; k++) {
    const row = rows[k] as string;
    if (seen ? seen.has(row) : rows.indexOf(row) < k) continue;
    seen?.add(row);
    distinct++;
    const { words: label, key } = required(row);
    if (label.length === 0) continue;
    const same = entries ? entries.get(key) : out[keys.indexOf(key)];
    if (same) same.rows.push(row);
    else {
      const entry = { rows: [row], label, position: distinct };
      if (entries) entries.set(key, entry);
      else keys.push(key);
      out.push(entry);
    }
  }
  return out;
}

/** Up to this many rows, a list's labels are gathered by scanning (see makeLabelEntries). */
const SMALL_LIST = 16;

/** Row lists longer than this are indexed by word and their answers kept (see namedRows). */
const INDEXED_ROWS = 32;

/** The labels a sentence names, in the rows' order: every word a label needs is in the sentence. */
function labelsNamed(
  rows: readonly string[],
  context: SentenceContext,
  indexed: boolean,
): LabelEntry[] {
  const full: LabelEntry[] = [];
  if (!indexed) {
    for (const entry of labelEntries(rows, memoOf(context))) {
      if (namesLabel(entry.label, context.words)) full.push(entry);
    }
    return full;
  }
  const index = labelIndex(rows, memoOf(context));
  for (const word of context.words) {
    const entries = index.get(word);
    if (entries === undefined) continue;
    for (const entry of entries) if (namesLabel(entry.label, context.words)) full.push(entry);
  }
  return full.length < 2 ? full : full.sort((a, b) => a.position - b.position);
}

/** Whether a sentence's words hold every word of a (non-empty) label. */
function namesLabel(label: readonly string[], words: ReadonlySet<string>): boolean {
  if (label.length === 0) return false;
  for (const w of label) if (!words.has(w)) return false;
  return true;
}

/** No rows named: one shared empty set, not one per row list and context. */
const NO_ROWS: ReadonlySet<string> = new Set();

/**
 * The rows a sentence names (see {@link namedRows}); `indexed` reads long
 * lists through their word index, and gives the same rows as reading every
 * label (a property test holds the two together).
 */
export function findNamedRows(
  rows: readonly string[],
  context: SentenceContext,
  indexed = rows.length > INDEXED_ROWS,
): ReadonlySet<string> {
  const full = labelsNamed(rows, context, indexed);
  if (full.length === 0) return NO_ROWS;
  const out = new Set<string>();
  if (full.length === 1) {
    // One named label is inside no other: all its rows are named.
    for (const row of (full[0] as LabelEntry).rows) out.add(row);
    return out;
  }
  // Longest labels first: a row is only ever inside a longer one, so each
  // row looks at the longer labels alone (rows of one shape, "Line item 1" …
  // "Line item 200", then cost nothing each).
  const longestFirst = longestLabelsFirst(full);
  for (const a of full) {
    // A row whose words all sit inside a more specific named row written as
    // one phrase ("cost of revenue") is named on its own only when the
    // sentence says those words once more ("revenue exceeded cost of revenue").
    let inside = 0;
    for (const b of longestFirst) {
      if (b.label.length <= a.label.length) break;
      if (a.label.every((w) => b.label.includes(w)) && isPhrase(b.label, context.sequence)) {
        inside++;
      }
    }
    const own = a.label.every((w) => wordCount(context, w) > inside);
    if (inside === 0 || own) for (const row of a.rows) out.add(row);
  }
  return out;
}

/** Up to this many named labels are ordered by insertion. */
const INSERTION_SORT_MAX = 16;

/**
 * The entries by label length, longest first, equal lengths in their order
 * (as a stable sort by length gives): a sentence names few labels, sorted by
 * insertion into a copy without a comparator call per pair; many (a long
 * sentence over a long table) go through the array sort, which stays n log n.
 */
function longestLabelsFirst(entries: readonly LabelEntry[]): LabelEntry[] {
  const out = entries.slice();
  if (out.length > INSERTION_SORT_MAX) return out.sort((a, b) => b.label.length - a.label.length);
  for (let i = 1; i < out.length; i++) {
    const e = out[i] as LabelEntry;
    let j = i - 1;
    while (j >= 0 && (out[j] as LabelEntry).label.length < e.label.length) {
      out[j + 1] = out[j] as LabelEntry;
      j--;
    }
    out[j + 1] = e;
  }
  return out;
}

/**
 * How often a sentence says a word, so "revenue … cost of revenue" names both
 * rows; a synonym the context added counts once. Counted when asked (rarely,
 * over a sentence's few words), not kept as a map for every sentence.
 */
function wordCount(context: SentenceContext, word: string): number {
  let n = 0;
  for (const w of context.sequence) if (w === word) n++;
  return n === 0 && context.words.has(word) ? 1 : n;
}

/**
 * Entities in text (rag-quantguard's anti-bug principle): when only text
 * figures match, and none of their sentences' subjects is what the claim's
 * sentence speaks of while another figure's subject is ("User A paid $20"
 * against "User A paid $10. User B paid $20."), the value belongs to another
 * entity. Returns undefined when entity binding has nothing to say.
 */
function bindEntity(
  matches: readonly DirectMatch[],
  context: SentenceContext,
  sources: BindingSources,
): Binding | undefined {
  if (matches.some((m) => m.value.location.type !== "text")) return undefined;
  const fits = matches.find((m) =>
    covers(context.entities, sources.placeOf(m.value)?.subject ?? []),
  );
  if (fits) return { type: "bound", match: fits };
  const matched = new Set(matches.map((m) => m.value));
  for (const other of sources.textValues()) {
    if (matched.has(other)) continue;
    const subject = sources.placeOf(other)?.subject ?? [];
    if (!covers(context.entities, subject)) continue;
    if (context.clauseEntities && !covers(context.clauseEntities, subject)) continue;
    // The other figure's subject must say something the matches' subjects
    // do not, nor the sentences that lead to them ("… the disposal of assets
    // in the Flexibles segment. The Company recorded an expense of $10 million").
    const distinct = matches.every((m) => {
      const own = new Set(sources.placeOf(m.value)?.subject ?? []);
      const lead = sources.leadOf?.(m.value);
      return subject.some((t) => !own.has(t) && !lead?.has(t));
    });
    if (distinct) return { type: "wrong_entity", match: matches[0] as DirectMatch, other };
  }
  return bindNamedEntity(matches, context, sources) ?? bindByNames(matches, context, sources);
}

/**
 * Whether the figure-free sentences that lead to a text figure write one of
 * the names the sentence names: "The Company recorded $14 million" after
 * "… assets in the Marine segment." is about Marine.
 */
function inPassage(v: SourceValue, names: ReadonlySet<string>, sources: BindingSources): boolean {
  const lead = sources.leadOf?.(v);
  if (!lead) return false;
  // Compared as content words are kept: "Flexibles" is read "flexible".
  for (const n of names) if (readContentWords(n).some((w) => lead.has(w))) return true;
  return false;
}

/**
 * Entities by any name, a capital at the start of a sentence too ("Globex's
 * revenue was $48 million" against "Acme reported revenue of $48 million"):
 * every match is about a named subject the sentence does not name, and the
 * sources (any record) speak of a subject the sentence names.
 */
function bindByNames(
  matches: readonly DirectMatch[],
  context: SentenceContext,
  sources: BindingSources,
): Binding | undefined {
  const common = sources.isCommonWord;
  if (context.names.size === 0 || !common) return undefined;
  // A capital at a sentence's start may be a common word ("Operating
  // expenses"): a name here is one the sources never write in lower case.
  const isName = (n: string) => !common.call(sources, n);
  const named = new Set([...context.names].filter(isName));
  if (named.size === 0) return undefined;
  const namesOf = (v: SourceValue) => (sources.placeOf(v)?.names ?? []).filter(isName);
  const elsewhere = matches.every((m) => {
    const own = namesOf(m.value);
    return own.length > 0 && !own.some((n) => named.has(n)) && !inPassage(m.value, named, sources);
  });
  if (!elsewhere) return undefined;
  const matched = new Set(matches.map((m) => m.value));
  const pool = sources.allTextValues?.() ?? sources.textValues();
  const other = pool.find((v) => !matched.has(v) && namesOf(v).some((n) => named.has(n)));
  return other ? { type: "wrong_entity", match: matches[0] as DirectMatch, other } : undefined;
}

/**
 * Entities by name ("EMEA net sales were $1,240m" against "The Americas
 * segment reported net sales of $1,240m. The EMEA segment …"): every matching
 * figure's clause names another entity than the sentence, and the entity the
 * sentence names is another figure's subject, or no source's at all while the
 * match's name stands in its place ("User C" for "User B"). Only names that
 * are surely names count (acronyms, single letters, capitals inside a sentence).
 */
function bindNamedEntity(
  matches: readonly DirectMatch[],
  context: SentenceContext,
  sources: BindingSources,
): Binding | undefined {
  if (context.strongNames.size === 0) return undefined;
  const namesOf = (v: SourceValue) => sources.placeOf(v)?.strongNames ?? [];
  const elsewhere = matches.every((m) => {
    const own = namesOf(m.value);
    return (
      own.length > 0 &&
      !own.some((n) => context.strongNames.has(n)) &&
      !inPassage(m.value, context.strongNames, sources)
    );
  });
  if (!elsewhere) return undefined;
  const match = matches[0] as DirectMatch;
  const matched = new Set(matches.map((m) => m.value));
  const others = sources.textValues().filter((v) => !matched.has(v));
  const other = others.find((v) => namesOf(v).some((n) => context.strongNames.has(n)));
  if (other) return { type: "wrong_entity", match, other };
  // A name no source gives any figure, written where the match has its own:
  // "User C paid $20" when only "User A" and "User B" paid.
  const known = new Set([...matches.map((m) => m.value), ...others].flatMap(namesOf));
  const unknown = [...context.strongNames].filter((n) => !known.has(n));
  const own = namesOf(match.value).filter((n) => !context.strongNames.has(n));
  if (
    unknown.length > 0 &&
    own.length > 0 &&
    sameHead(context.nameHeads, sources.placeOf(match.value)?.nameHeads ?? [], unknown, own)
  ) {
    return { type: "wrong_entity", match, other: match.value, unknownName: unknown[0] as string };
  }
  return undefined;
}

/** Whether the sentence's unknown name and the match's own name follow the same word ("User C", "User B"). */
function sameHead(
  sentenceHeads: Iterable<string>,
  matchHeads: readonly string[],
  unknown: readonly string[],
  own: readonly string[],
): boolean {
  const heads = (entries: Iterable<string>, names: readonly string[]) =>
    [...entries].flatMap((e) => {
      const space = e.lastIndexOf(" ");
      return names.includes(e.slice(space + 1)) ? [e.slice(0, space)] : [];
    });
  const theirs = heads(matchHeads, own);
  return heads(sentenceHeads, unknown).some((h) => theirs.includes(h));
}

/**
 * Narrow the values a derivation may combine to the rows and periods the
 * sentence names: "revenue grew 12% in 2024" is a change within the revenue
 * row, between periods the sentence speaks of. Values outside tables keep
 * their place; when the sentence names no row (or no period) that side is
 * not narrowed.
 */
export function bindScope(
  values: readonly SourceValue[],
  context: SentenceContext,
  placeOf?: (v: SourceValue) => TextPlace | undefined,
  measureOf?: (v: SourceValue) => ColumnMeasure | undefined,
): BoundScope {
  // Narrowing filters into new arrays; an unnarrowed scope is the same array
  // (see narrowed), which keeps the caches keyed on it warm.
  let out = values;
  // Figures in text about another named subject ("Globex's revenue rose …"
  // when the sentence is about Acme) are not operands. Names shared by every
  // subject ("Segment" of "Segment R" and "Segment S") do not tell them
  // apart; the surely-names do ("R", "S", "EMEA"), so they narrow again.
  if (placeOf) {
    out = aboutNamed(out, context.names, (v) => placeOf(v)?.names ?? []);
    out = aboutNamed(out, context.strongNames, (v) => placeOf(v)?.strongNames ?? []);
  }
  if (context.periods.size > 0) {
    // A change "in 2019" compares 2019 with the year before: the period just
    // before the one named belongs to the scope too. A sentence that names
    // two years ("from 2018 to 2019") names both ends itself.
    const periods = new Set(context.periods);
    // The one year named, if the sentence names exactly one (a loop, not a
    // filtered and mapped copy: once per scope and sentence).
    let years = 0;
    let year = 0;
    for (const p of context.periods) {
      if (!FOUR_DIGITS.test(p)) continue;
      years++;
      year = Number(p);
    }
    if (years === 1) periods.add(String(year - 1));
    // A change in Q3 2024 compares with Q2 2024 (sequential) or Q3 2023 (year on year).
    for (const p of context.periods) {
      const q = /^(\d{4})Q([1-4])$/.exec(p);
      if (!q) continue;
      const year = Number(q[1]);
      const quarter = Number(q[2]);
      periods.add(quarter === 1 ? `${year - 1}Q4` : `${year}Q${quarter - 1}`);
      periods.add(`${year - 1}Q${quarter}`);
    }
    out = narrowed(
      out,
      (v) => v.location.type === "text" || !v.periodKey || periodNamed(v.periodKey, periods),
    );
  }
  // "Between the third and fourth quarter": quarter columns of other quarters are out.
  if (context.quarters.size > 0) {
    const quarters = context.quarters;
    out = narrowed(out, (v) => inNamedQuarters(v.periodKey, quarters, false));
  }
  // The rows the sentence names: a share of a total or a ratio of two lines
  // names both; "cost of revenue" names that row, not "Revenue".
  const named = rowsNamedIn(linesOf(out, memoOf(context)), context);
  if (named.size > 0) {
    // Rows without a label (totals under a heading) stay: they may be the whole.
    out = narrowed(out, (v) => {
      const line = lineOf(v);
      return !line || named.has(line) || isUnlabelledRow(line);
    });
  }
  // The columns the sentence names that are not periods ("Globex" of a
  // table with a column per company): a derivation runs within them (and
  // the columns no words name), as a copied figure is bound to them (bind).
  const columns = context.names.size > 0 ? subjectColumns(out) : NO_COLUMNS;
  if (columns.length > 0) {
    const namedColumns = columnsNamedByName(columns, context);
    if (namedColumns.size > 0) {
      out = narrowed(out, (v) => {
        const column = v.location.type === "cell" ? v.columnLabel : undefined;
        return (
          column === undefined ||
          namedColumns.has(column) ||
          periodOf(column) !== undefined ||
          // A column no words can name (">360") is not left out by words.
          contentWords(column).length === 0
        );
      });
    }
  }
  if (measureOf) out = withinNamedMeasures(out, context, measureOf);
  return { values: out, byRows: named.size > 0 };
}

/**
 * The values of columns that measure what the sentence names, in tables
 * whose headings group columns by measure ("… 2025 Sales", "… 2025
 * Profit"): "sales rose 9%" runs along the sales columns. Other values
 * stay; the same array when nothing is dropped.
 */
function withinNamedMeasures(
  values: readonly SourceValue[],
  context: SentenceContext,
  measureOf: (v: SourceValue) => ColumnMeasure | undefined,
): readonly SourceValue[] {
  // The measures the sentence names, per list of a table's measures (few tables per scope).
  let named: Map<readonly string[], ReadonlySet<string>> | undefined;
  let any = false;
  for (const v of values) {
    const m = measureOf(v);
    if (!m) continue;
    named ??= new Map();
    if (named.has(m.measures)) continue;
    const n = namedRows(m.measures, context);
    named.set(m.measures, n);
    if (n.size > 0) any = true;
  }
  if (!named || !any) return values;
  return narrowed(values, (v) => {
    const m = measureOf(v);
    const n = m && named?.get(m.measures);
    return !m || !n || n.size === 0 || m.measure === "" || n.has(m.measure);
  });
}

/**
 * The columns a sentence names in full, when one of them is named with a
 * name among its words ("Globex" for the column "Globex": a column per
 * subject; "total" then names the Total column beside it). Columns named
 * only by common words ("ground leases", under a spanning "Number of
 * Restaurants" heading) are left to the rows' and the copied figure's binding.
 */
function columnsNamedByName(
  columns: readonly string[],
  context: SentenceContext,
): ReadonlySet<string> {
  const named = namedRows(columns, context);
  if (named.size === 0) return named;
  const names = new Set<string>();
  for (const n of context.names) names.add(n.toLowerCase());
  for (const column of named) {
    if (contentWords(column).some((w) => names.has(w))) return named;
  }
  return NO_NAMED_COLUMNS;
}

const NO_NAMED_COLUMNS: ReadonlySet<string> = new Set();

/** The distinct labels of a scope's table columns that name no period, in order. */
function subjectColumns(values: readonly SourceValue[]): readonly string[] {
  let out: string[] | undefined;
  for (const v of values) {
    if (v.location.type !== "cell") continue;
    const column = v.columnLabel;
    if (column === undefined || out?.includes(column) || periodOf(column) !== undefined) continue;
    (out ??= []).push(column);
  }
  return out ?? NO_COLUMNS;
}

const NO_COLUMNS: readonly string[] = Object.freeze([]);

/**
 * The values not about another subject than the sentence names: when some
 * text value is about one of `named`, text values about none of them go
 * (values outside text, and text about no subject, stay).
 */
function aboutNamed(
  values: readonly SourceValue[],
  named: ReadonlySet<string>,
  namesOf: (v: SourceValue) => readonly string[],
): readonly SourceValue[] {
  if (named.size === 0) return values;
  const about = (v: SourceValue) => (v.location.type === "text" ? namesOf(v) : []);
  if (!values.some((v) => about(v).some((n) => named.has(n)))) return values;
  return narrowed(values, (v) => {
    const names = about(v);
    return names.length === 0 || names.some((n) => named.has(n));
  });
}

/**
 * A scope bound to a sentence (see {@link bindScope}), and whether the rows
 * the sentence names narrowed it.
 *
 * After that narrowing every labelled row left is one the sentence names,
 * and the sentence names every one of them again among those rows alone: a
 * row is left out of the rows named only for a longer named row that holds
 * its words as a phrase, and there are no more such rows among fewer. So
 * the narrower scopes made from a bound scope need no new reading of its
 * rows (see {@link namedRowScope}, {@link changesScope}). When the sentence
 * names none of the rows, it names none of any part of them either.
 */
export interface BoundScope {
  readonly values: readonly SourceValue[];
  readonly byRows: boolean;
}

/** Whether a labelled row (not "row 3") holds one of the values. */
function hasLabelledLine(values: readonly SourceValue[]): boolean {
  for (const v of values) {
    const line = lineOf(v);
    if (line !== undefined && !isUnlabelledRow(line)) return true;
  }
  return false;
}

/**
 * The rows a sentence names in its own words, else (none named) with the
 * synonyms of its words: "net sales" names "Revenue" only when no row is
 * named outright.
 */
function rowsNamedIn(rows: readonly string[], context: SentenceContext): ReadonlySet<string> {
  const named = namedRows(rows, context);
  return named.size > 0 ? named : namedRows(rows, withSynonyms(context));
}

/**
 * The lines of a scope's values, once per scope: scopes are kept for the
 * life of their Checker and bound again for every sentence.
 */
export function linesOf(
  values: readonly SourceValue[],
  memo: BindingMemo | undefined,
): readonly string[] {
  return kept(memo?.lines, values, () => {
    const made: string[] = [];
    for (const v of values) {
      const line = lineOf(v);
      if (line) made.push(line);
    }
    return made;
  });
}

/**
 * The values of the rows a sentence names and nothing else (no unlabelled
 * rows, no text figures): "the change in acquisition costs" is first sought
 * within that row alone, where a chance match is least likely. Undefined when
 * the sentence names no row or the narrower scope is no different.
 */
export function namedRowScope(bound: BoundScope): readonly SourceValue[] | undefined {
  // The rows named among the bound scope's are its labelled rows (see BoundScope).
  if (!bound.byRows) return undefined;
  const own = bound.values.filter((v) => {
    const line = lineOf(v);
    return line !== undefined && !isUnlabelledRow(line);
  });
  return own.length >= 2 && own.length < bound.values.length ? own : undefined;
}

/**
 * The values a total, average, share or ratio may combine: the bound scope
 * without the period it admits only for changes. "The total in 2019" adds up
 * 2019 values; the 2018 column is in scope only because a change "in 2019"
 * runs from it. The same array when nothing is dropped.
 */
export function totalsScope(
  bound: readonly SourceValue[],
  context: SentenceContext,
): readonly SourceValue[] {
  if (context.periods.size === 0 && context.quarters.size === 0) return bound;
  return narrowed(
    bound,
    (v) =>
      v.location.type === "text" ||
      !v.periodKey ||
      ((context.periods.size === 0 || periodNamed(v.periodKey, context.periods)) &&
        inNamedQuarters(v.periodKey, context.quarters, true)),
  );
}

/**
 * The values a change may combine when the sentence names a row: the bound
 * scope without the unlabelled rows it keeps as possible wholes of a share.
 * "The change in total current tax expense" runs along that row, never along
 * an unlabelled subtotal. The same array when nothing is dropped.
 */
export function changesScope(
  bound: readonly SourceValue[],
  byRows: boolean,
  context: SentenceContext,
  sectionOf: (v: SourceValue) => string | undefined,
): readonly SourceValue[] {
  // `bound` is a bound scope or its named rows: the sentence names rows of it
  // exactly when the rows it names narrowed it and a labelled row is left
  // (see BoundScope).
  if (!byRows || !hasLabelledLine(bound)) return bound;
  // An unlabelled subtotal under a heading the sentence names ("Basic
  // earnings per share (cents per share)" over its items) is that line.
  return narrowed(bound, (v) => {
    if (!isUnlabelledRow(lineOf(v) ?? "")) return true;
    const section = sectionOf(v);
    return section !== undefined && requiredWords(section).every((w) => context.words.has(w));
  });
}
