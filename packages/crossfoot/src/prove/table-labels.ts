import { extract, type Mention } from "@crossfoot/extract";
import { periodOf, type SourceRecord, type SourceSet, type TableInfo } from "@crossfoot/sources";
import { allMatches } from "../base/all-matches.js";
import type { SentenceContext } from "../read/sentence-context.js";
import type { Judgement } from "./judgement.js";
import { sentenceYears } from "./named-years.js";

/**
 * Durations that name a table's own labels: "more than 5 years" for the
 * column "More than 5 years", "1-90 days" for the column "1–90" of a table
 * headed "Days past due", "three to six months" for the row "Three to six
 * months". Such a duration says which bucket a figure sits in; it is no
 * figure to prove from the cells.
 */

// Seconds in one unit of time, as extraction reads "3 years" (365.25 days).
const UNIT_SECONDS: Readonly<Record<string, number>> = {
  day: 86_400,
  week: 604_800,
  month: 2_629_800,
  year: 31_557_600,
};
const UNIT_WORD = /\b(day|week|month|year)s?\b/gi;

/** The durations a table's labels state, in seconds, each with the labels that state it. */
function labelDurations(table: TableInfo): ReadonlyMap<number, readonly string[]> {
  let found = durationsByTable.get(table);
  if (found) return found;
  const labels = [
    ...new Set([
      ...table.columns,
      ...table.rowLabels,
      ...(table.rowSections ?? []).filter((s): s is string => s !== undefined),
    ]),
  ];
  // Units any label names ("Days past due"): a bare number range in another
  // label ("1–90") counts in them.
  const units = new Set<number>();
  for (const label of labels) {
    for (const m of allMatches(UNIT_WORD, label)) {
      const seconds = UNIT_SECONDS[(m[1] as string).toLowerCase()];
      if (seconds) units.add(seconds);
    }
  }
  const out = new Map<number, string[]>();
  const add = (x: number, label: string) => {
    const list = out.get(x);
    if (!list) out.set(x, [label]);
    else if (!list.includes(label)) list.push(label);
  };
  for (const label of labels) {
    if (!/\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b/i.test(label))
      continue;
    for (const m of extract(label)) {
      const ends = m.range ? [m.range.low, m.range.high] : [m.value];
      if (m.kind === "quantity" && m.dimension === "time") {
        for (const x of ends) add(x, label);
      } else if (m.kind === "number" && m.scale === undefined) {
        for (const unit of units) for (const x of ends) add(x * unit, label);
      }
    }
  }
  found = out;
  durationsByTable.set(table, found);
  return found;
}
const durationsByTable = new WeakMap<TableInfo, ReadonlyMap<number, readonly string[]>>();

/**
 * The durations a claim states, in seconds: a duration's value or both ends
 * of its range, or for a bare count that opens a range written in words
 * ("three to six months") the count in the unit of the range's end.
 */
function claimedDurations(
  claim: Mention,
  mentions: readonly Mention[],
  text: string,
): { seconds: number[]; phrase: string } {
  const none = { seconds: [], phrase: "" };
  if (claim.kind === "quantity" && claim.dimension === "time") {
    const seconds = claim.range ? [claim.range.low, claim.range.high] : [claim.value];
    return { seconds, phrase: claim.text };
  }
  if (claim.kind !== "number" || !Number.isInteger(claim.value) || claim.scale !== undefined)
    return none;
  const next = firstFrom(mentions, claim.end);
  if (!next || next.kind !== "quantity" || next.dimension !== "time") return none;
  if (!/^\s?(?:to|-|–|and)\s?$/.test(text.slice(claim.end, next.start))) return none;
  return { seconds: [claim.value * next.precision], phrase: text.slice(claim.start, next.end) };
}

/**
 * The first mention starting at or after `at`, by binary search over the
 * mentions in text order: asked once per figure, so a sentence of thousands
 * of figures stays linear.
 */
function firstFrom(mentions: readonly Mention[], at: number): Mention | undefined {
  let lo = 0;
  let hi = mentions.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((mentions[mid] as Mention).start < at) lo = mid + 1;
    else hi = mid;
  }
  return mentions[lo];
}

/** Lower case, one kind of dash, single spaces: how two spellings of a label compare. */
function normal(text: string): string {
  return text.toLowerCase().replace(/[–—−]/g, "-").replace(/\s+/g, " ").trim();
}

/**
 * A duration that names a label of a cited table (see above): every number
 * it states is one the table's labels state in that unit of time.
 */
export function labelDuration(
  claim: Mention,
  mentions: readonly Mention[],
  text: string,
  records: readonly SourceRecord[],
  sources: SourceSet,
): Judgement | undefined {
  const { seconds, phrase } = claimedDurations(claim, mentions, text);
  if (seconds.length === 0) return undefined;
  for (const record of records) {
    const tables = sources.tables(record.id);
    for (const table of tables) {
      const durations = labelDurations(table);
      if (durations.size === 0) continue;
      const lists = seconds.map((x) => durations.get(x));
      if (lists.some((l) => l === undefined)) continue;
      // The label to show: one that states every number, best one that
      // reads as the claim does ("More than 5 years" over "3 to 5 years").
      const candidates = (lists as (readonly string[])[]).flat();
      const all = candidates.filter((l) => lists.every((list) => list?.includes(l)));
      const pool = all.length > 0 ? all : candidates;
      const label = pool.find((l) => normal(l).includes(normal(phrase))) ?? (pool[0] as string);
      return labelJudgement(claim, label, record, table);
    }
  }
  return undefined;
}

// A bucket as prose writes it: "181-360", ">360", "1–90".
const BUCKET = /^(?:[<>≤≥] ?)?\d[\d,]{0,12}(?: ?[-–—] ?\d[\d,]{0,12})?/;

/** The labels of a table (columns, rows, sections), normalised, once per table. */
function normalLabels(table: TableInfo): ReadonlyMap<string, string> {
  const known = labelsByTable.get(table);
  if (known) return known;
  const found = new Map<string, string>();
  for (const label of [...table.columns, ...table.rowLabels, ...(table.rowSections ?? [])]) {
    if (label !== undefined && /\d/.test(label)) found.set(` ${normal(label)} `, label);
  }
  labelsByTable.set(table, found);
  return found;
}
const labelsByTable = new WeakMap<TableInfo, ReadonlyMap<string, string>>();

/**
 * A bucket of plain numbers a cited table heads with the same words:
 * "between 181-360 and >360" names the columns "181–360" and ">360". Only a
 * range or a bound: a single number could name any label by chance.
 */
export function bucketLabel(
  claim: Mention,
  text: string,
  records: readonly SourceRecord[],
  sources: SourceSet,
): Judgement | undefined {
  if (claim.kind !== "number" || claim.scale !== undefined || claim.currency !== undefined)
    return undefined;
  // Records of fields or text alone have no labels: nothing to read in the sentence for them.
  if (!records.some((record) => sources.tables(record.id).length > 0)) return undefined;
  const written = BUCKET.exec(text.slice(claim.start))?.[0];
  if (!written || !/[-–—<>≤≥]/.test(written)) return undefined;
  const phrase = ` ${normal(written).replace(/ ?- ?/g, "-")} `;
  for (const record of records) {
    for (const table of sources.tables(record.id)) {
      for (const [key, label] of normalLabels(table)) {
        if (!key.replace(/ ?- ?/g, "-").includes(phrase)) continue;
        return labelJudgement(claim, label, record, table);
      }
    }
  }
  return undefined;
}

/** A claim that names a table's label: supported, with the label as its evidence. */
export function labelJudgement(
  claim: Mention,
  label: string,
  record: SourceRecord,
  table: TableInfo,
): Judgement {
  return {
    status: "supported_exact",
    evidence: `names the label "${label}" of [${record.id}] table ${table.index + 1}`,
    details: {
      type: "match",
      exact: true,
      source: {
        recordId: record.id,
        label,
        value: claim.value,
        text: label,
        location: `table ${table.index + 1} label`,
      },
    },
  };
}

/**
 * "Across all 3 years": a count of years in a sentence that names no year
 * counts the years a cited table's columns name (2019, 2018 and 2017).
 */
export function tableYearCount(
  claim: Mention,
  mentions: readonly Mention[],
  records: readonly SourceRecord[],
  sources: SourceSet,
): Judgement | undefined {
  const year = UNIT_SECONDS.year as number;
  if (claim.kind !== "quantity" || claim.dimension !== "time") return undefined;
  if (claim.precision !== year || claim.range || claim.bound) return undefined;
  if (sentenceYears(mentions).length > 0) return undefined;
  const n = Math.round(claim.value / year);
  if (n < 2 || n * year !== claim.value) return undefined;
  for (const record of records) {
    for (const table of sources.tables(record.id)) {
      const years = new Set<string>();
      for (const column of table.columns) {
        const key = periodOf(column)?.key;
        if (key && /^\d{4}/.test(key)) years.add(key.slice(0, 4));
      }
      if (years.size !== n) continue;
      const listed = [...years].sort();
      const formula = `${listed.join(", ")}: ${n} years`;
      return {
        status: "derived",
        evidence: `the years of [${record.id}] table ${table.index + 1}'s columns, ${formula}`,
        details: {
          type: "derivation",
          operation: "year_count",
          operands: [],
          computed: n,
          formula,
        },
      };
    }
  }
  return undefined;
}

/**
 * The period a sentence names by a column's length: "in the 53 weeks" names
 * the column "2019 53 WEEKS" beside "2018 52 WEEKS", so its figures bind to
 * 2019 as if the sentence had said the year. Only a single length (no range
 * or bound) that the dated column labels of a cited table state for exactly
 * one period: a length every column shares ("52 weeks" twice) says nothing.
 * Asked once per sentence, and only when the sentence writes a length of time.
 */
export function withPeriodsNamedByLength(
  context: SentenceContext,
  mentions: readonly Mention[],
  records: readonly SourceRecord[],
  sources: SourceSet,
): SentenceContext {
  if (!mentions.some((m) => m.kind === "quantity" && m.dimension === "time")) return context;
  const out: string[] = [];
  for (const m of mentions) {
    if (m.kind !== "quantity" || m.dimension !== "time" || m.range || m.bound) continue;
    for (const record of records) {
      for (const table of sources.tables(record.id)) {
        const labels = labelDurations(table).get(m.value);
        if (!labels) continue;
        const keys = new Set<string>();
        for (const label of labels) {
          if (!table.columns.includes(label)) continue;
          const key = periodOf(label)?.key;
          if (key) keys.add(key);
        }
        const only = keys.size === 1 ? [...keys][0] : undefined;
        if (only !== undefined && !context.periods.has(only)) out.push(only);
      }
    }
  }
  return out.length === 0
    ? context
    : { ...context, periods: new Set([...context.periods, ...out]) };
}
