import { type Mention } from "@crossfoot/extract";
import { periodOf, type SourceRecord, type SourceSet, type TableInfo } from "@crossfoot/sources";
import { labelDurations, UNIT_SECONDS } from "../places/label-durations.js";
import type { SentenceReading } from "../read/sentence-reading.js";
import type { Judgement } from "./judgement.js";
import { sentenceYears } from "./named-years.js";

/**
 * Durations that name a table's own labels: "more than 5 years" for the
 * column "More than 5 years", "1-90 days" for the column "1–90" of a table
 * headed "Days past due", "three to six months" for the row "Three to six
 * months". Such a duration says which bucket a figure sits in; it is no
 * figure to prove from the cells.
 */

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
  reading: SentenceReading,
  records: readonly SourceRecord[],
  sources: SourceSet,
): Judgement | undefined {
  const { seconds, phrase } = reading.durations(claim);
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
  reading: SentenceReading,
  records: readonly SourceRecord[],
  sources: SourceSet,
): Judgement | undefined {
  if (claim.kind !== "number" || claim.scale !== undefined || claim.currency !== undefined)
    return undefined;
  // Records of fields or text alone have no labels: nothing to read in the sentence for them.
  if (!records.some((record) => sources.tables(record.id).length > 0)) return undefined;
  const written = reading.bucketAt(claim);
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
