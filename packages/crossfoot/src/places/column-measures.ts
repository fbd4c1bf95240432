import type { SourceValue, TableInfo } from "@crossfoot/sources";

/**
 * What a table value's column measures besides its period, where the
 * table's headings group its columns so (`TableInfo.columnMeasures`:
 * "Profit" of "Three Months Ended June 29, 2025 Profit", "Loyalty Points"
 * of "Loyalty Points 2025"). Such a table binds a figure to its column's
 * measure as to its row: "sales of $845 million" is not the profit
 * column's 845.
 */
export interface ColumnMeasure {
  /** The value's column's measure ("" for a column with none). */
  readonly measure: string;
  /** The table's distinct measures, in order. */
  readonly measures: readonly string[];
}

/** The measure of a value's column (see {@link ColumnMeasure}), when its table's headings state measures. */
export function columnMeasureOf(
  v: SourceValue,
  tablesOf: (recordId: string) => readonly TableInfo[],
): ColumnMeasure | undefined {
  if (v.location.type !== "cell" || v.location.columnIndex === undefined) return undefined;
  const table = tablesOf(v.recordId)[v.location.table];
  const all = table?.columnMeasures;
  if (!table || !all) return undefined;
  let measures = distinct.get(table);
  if (!measures) {
    measures = [...new Set(all.filter((m) => m !== ""))];
    distinct.set(table, measures);
  }
  if (measures.length < 2) return undefined;
  return { measure: all[v.location.columnIndex] ?? "", measures };
}

const distinct = new WeakMap<TableInfo, readonly string[]>();
