// The sources as binding asks them for one claim: the rows, sections and columns around a value.
import type { Mention } from "@crossfoot/extract";
import { type SourceRecord, type SourceSet, type SourceValue } from "@crossfoot/sources";
import { type ColumnMeasure, columnMeasureOf } from "../places/column-measures.js";
import type { RecordSubjects } from "../places/record-subjects.js";
import type { TextPlace } from "../places/text-places.js";
import type { SentenceContext } from "../read/sentence-context.js";
import { type BindingSources, linesOf } from "./binding.js";
import type { CheckCache } from "./check-cache.js";
import { comparable } from "./compatible.js";
import { rowsNamedBesideLabels, tableRowsNamed } from "./named-cells.js";
import { leadWords } from "./passage-words.js";

/** The section heading a table value's row sits under, if any. */
export function sectionOf(v: SourceValue, sources: SourceSet): string | undefined {
  return v.location.type === "cell"
    ? sources.tables(v.recordId)[v.location.table]?.rowSections?.[v.location.row]
    : undefined;
}

/** Every section heading of the table a value sits in, once per table. */
export function sectionsOf(v: SourceValue, sources: SourceSet): ReadonlySet<string> {
  if (v.location.type !== "cell") return NO_SECTIONS;
  const table = sources.tables(v.recordId)[v.location.table];
  if (!table?.rowSections) return NO_SECTIONS;
  let sections = tableSections.get(table);
  if (!sections) {
    sections = new Set(table.rowSections.filter((s): s is string => s !== undefined));
    tableSections.set(table, sections);
  }
  return sections;
}

const tableSections = new WeakMap<object, ReadonlySet<string>>();

const NO_SECTIONS: ReadonlySet<string> = new Set();

/** Labels of the value columns of the table a value sits in (its label column left out), once per table. */
export function columnsOf(v: SourceValue, sources: SourceSet): readonly string[] {
  if (v.location.type !== "cell") return [];
  const table = sources.tables(v.recordId)[v.location.table];
  if (!table) return [];
  let columns = valueColumns.get(table);
  if (!columns) {
    columns = table.columns.filter((_, c) => c !== table.labelColumn);
    valueColumns.set(table, columns);
  }
  return columns;
}

const valueColumns = new WeakMap<object, readonly string[]>();

/** Row labels of the table a value sits in. */
export function rowsOf(v: SourceValue, sources: SourceSet, cache: CheckCache): readonly string[] {
  if (v.location.type === "field") {
    const record = sources.record(v.recordId);
    if (!record) return [];
    // The lines of a record's values, once per record: the same list (kept
    // on the record's values) as the lines binding reads for a scope of the
    // whole record, so the rows a sentence names in it are found once.
    return linesOf(record.values, cache.binding);
  }
  if (v.location.type !== "cell") return [];
  return sources.tables(v.recordId)[v.location.table]?.rowLabels ?? [];
}

/**
 * What binding asks of the sources for one claim, as one object with
 * methods rather than five closures made for every figure.
 */
export class ClaimSources implements BindingSources {
  constructor(
    private readonly sources: SourceSet,
    private readonly cache: CheckCache,
    private readonly claim: Mention,
    private readonly scope: readonly SourceRecord[],
  ) {}
  rowsOf(v: SourceValue): readonly string[] {
    return rowsOf(v, this.sources, this.cache);
  }
  sectionOf(v: SourceValue): string | undefined {
    return sectionOf(v, this.sources);
  }
  sectionsOf(v: SourceValue): ReadonlySet<string> {
    return sectionsOf(v, this.sources);
  }
  rowNamedElsewhere(v: SourceValue, context: SentenceContext): string | undefined {
    if (v.location.type !== "cell") return undefined;
    const table = this.sources.tables(v.recordId)[v.location.table];
    if (!table) return undefined;
    // Only when some row is named by a cell beside its label; a row named
    // either way (by its label too) is one the sentence speaks of.
    const beside = rowsNamedBesideLabels(table, context);
    if (beside.size === 0 || beside.has(v.location.row)) return undefined;
    if (tableRowsNamed(table, context).has(v.location.row)) return undefined;
    const [first] = beside;
    return table.rowLabels[first as number];
  }
  columnsOf(v: SourceValue): readonly string[] {
    return columnsOf(v, this.sources);
  }
  leadOf(v: SourceValue): ReadonlySet<string> | undefined {
    return leadWords(v, this.sources.records);
  }
  measureOf(v: SourceValue): ColumnMeasure | undefined {
    return columnMeasureOf(v, (id) => this.sources.tables(id));
  }
  placeOf(v: SourceValue): TextPlace | undefined {
    return this.cache.places.of(v);
  }
  textValues(): readonly SourceValue[] {
    return this.scope.flatMap((r) =>
      r.values.filter((v) => v.location.type === "text" && comparable(this.claim, v)),
    );
  }
  isCommonWord(word: string): boolean {
    return this.cache.places.isCommonWord(word);
  }
  recordSubjects(): RecordSubjects {
    return this.cache.subjects;
  }
  allTextValues(): readonly SourceValue[] {
    return this.sources.records.flatMap((r) =>
      r.values.filter((v) => v.location.type === "text" && comparable(this.claim, v)),
    );
  }
}
