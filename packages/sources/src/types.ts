import type { MentionKind } from "@crossfoot/extract";

/** A record as a user gives it. Every key is optional; a record needs at least one of text, fields, rows. */
export interface SourceRecordInput {
  /** Citation id (`R1`); records without one get `S1`, `S2`, … by position. */
  readonly id?: string;
  /** Free text whose figures become values. */
  readonly text?: string;
  /** Named values; numeric fields are exact. Names ending `_pct` or `_percent` are percentages. */
  readonly fields?: Readonly<Record<string, unknown>>;
  /** Rows of a table: an array of objects, one per row, or an array of arrays (with or without a header row). */
  readonly rows?: readonly unknown[];
  /**
   * A table in any accepted shape (array of objects, array of arrays,
   * `{ columns, rows }`, an Apache Arrow `Table`, a node-postgres `QueryResult`),
   * or an array of such tables (several result sets).
   */
  readonly table?: unknown;
  /** The unit header in force over the record's tables and text: `"millions"`, `"(in thousands)"`, `"%"`. */
  readonly unit?: string;
}

/** Anything `loadSources` accepts: a string, a record, or an array of them. */
export type SourceInput = string | SourceRecordInput | readonly (string | SourceRecordInput)[];

/** Where a value sits in its record. */
export type ValueLocation =
  | { readonly type: "field"; readonly field: string }
  | { readonly type: "text"; readonly start: number; readonly end: number }
  | {
      readonly type: "cell";
      /** The table's index within its record (tables of `rows`/`table` first, then tables found in text, in order). */
      readonly table: number;
      /** 0-based data row (header rows not counted). */
      readonly row: number;
      /** The column's name (object rows) or label (header cells). */
      readonly column: string;
      /** 0-based column position. */
      readonly columnIndex?: number;
    };

/**
 * One value of the sources, knowing where it sits.
 *
 * @example
 * // fields: { revenue_2024: 3214000000 } in record R1
 * { recordId: "R1", value: 3214000000, kind: "number", label: "revenue_2024",
 *   location: { type: "field", field: "revenue_2024" }, period: "2024" }
 */
export interface SourceValue {
  /** Unique id of the value within its set: `R1#revenue_2024`, `S2@14`. */
  readonly id: string;
  readonly recordId: string;
  /** Value in base units (scale words applied; percentages in percent). */
  readonly value: number;
  /** Place value of the last digit the source states; absent when the value is exact (a numeric field). */
  readonly precision?: number;
  readonly kind: MentionKind;
  readonly currency?: string;
  /** For quantities: the base unit `value` is in (`m`, `s`, `B`), and what it measures. */
  readonly unit?: string;
  readonly dimension?: string;
  /** The value as written. */
  readonly text: string;
  /** A readable label: the field name, `row / column`, or the words around it in text. */
  readonly label: string;
  readonly location: ValueLocation;
  /** The row label of a table cell. */
  readonly rowLabel?: string;
  /** The column label of a table cell. */
  readonly columnLabel?: string;
  /** The period the value belongs to, as written (`FY2024`, `2023`). */
  readonly period?: string;
  /** A sortable key for the period (`2024`), so changes run earlier → later. */
  readonly periodKey?: string;
  /** The unit header in force over this value, as written: `(in millions)`, `$ in thousands`, `(%)`. */
  readonly unitHeader?: string;
  /** The header's multiplier (1,000,000 for "(in millions)"). */
  readonly unitScale?: number;
  /** `value × unitScale`: the value read in the header's unit ("7170" under "(in millions)" → 7,170,000,000). */
  readonly scaledValue?: number;
  /**
   * Which reading of the source this entry is. Absent or `"written"`: the
   * value as written (every value of `values` and `record.values`). `"scaled"`:
   * the same cell or figure read in its unit header's unit; such entries are
   * found only through `readings` and the index, with `writtenId` naming the written value.
   */
  readonly reading?: "written" | "scaled";
  /** For a scaled reading: the id of the written value it reads. */
  readonly writtenId?: string;
  /** The exact digits did not fit a float: `value` is the nearest float, `text` has every digit. */
  readonly lossy?: boolean;
}

/** A table a record holds, as loaded. */
export interface TableInfo {
  /** Index within the record: `location.table` of its cells. */
  readonly index: number;
  /** The shape it came in. */
  readonly shape:
    | "objects"
    | "arrays"
    | "columns-rows"
    | "arrow"
    | "pg"
    | "json"
    | "markdown"
    | "html"
    | "csv"
    | "tsv"
    | "flattened";
  /** Column labels, by position. */
  readonly columns: readonly string[];
  /**
   * What each column measures besides its period, by position, where the
   * table's headings group its columns so: a measure listed under groups
   * of periods ("Profit" of "Three Months Ended June 29, 2025 Profit") or a
   * name heading a group of years ("Loyalty Points" of "Loyalty Points
   * 2025"); "" for a column with none. A figure is bound to its column's
   * measure as to its row. Present only for such tables.
   */
  readonly columnMeasures?: readonly string[];
  /** Row labels, by data row. */
  readonly rowLabels: readonly string[];
  /**
   * The section heading each data row sits under, by data row: the label of
   * the nearest row above that holds a label and nothing else ("Interest rate
   * swaps" over "Carrying amount" and "Notional amount"). Present when the
   * table has such headings.
   */
  readonly rowSections?: readonly (string | undefined)[];
  /**
   * The other text cells of each data row, by data row, beside its label:
   * the names a sentence may call a row by when its label is not the name it
   * uses ("vs. Rivermouth" in an "Opponent" column, a date, a venue). Rows
   * with none have no entry. Present when some row has any.
   */
  readonly rowNames?: readonly (readonly string[] | undefined)[];
  /** How many header rows it had. */
  readonly headerRows: number;
  /** The column holding row labels, when one does. */
  readonly labelColumn?: number;
  /** The table-wide unit header, when one is in force. */
  readonly unitHeader?: string;
  /**
   * The unit header was not stated but read from the size of the record's
   * text amounts (`in millions, the size of the text's amounts such as …`).
   */
  readonly unitInferred?: boolean;
  /** For a table found in text: its UTF-16 offsets `[start, end)` in the record's text. */
  readonly start?: number;
  readonly end?: number;
  /**
   * The body cells outside the label column that hold words and a number
   * and were read as no value ("7 Kestrel State", "County Road 418 south – Pell
   * Harbor"): names a sentence may copy. Present when the table has any.
   */
  readonly textCells?: readonly TextCell[];
}

/** A body cell of words and a number that is no value: where it sits and what it says. */
export interface TextCell {
  /** 0-based data row, as `location.row` of the row's values. */
  readonly row: number;
  /** 0-based column position. */
  readonly column: number;
  /** The cell as written. */
  readonly text: string;
}

/** A source after loading. */
export interface SourceRecord {
  readonly id: string;
  /** 1-based position in the input, for `[1]`-style citations. */
  readonly position: number;
  readonly text?: string;
  readonly values: readonly SourceValue[];
  /** The record's tables (from `rows`/`table` and found in `text`). */
  readonly tables?: readonly TableInfo[];
  /**
   * The record's fields that hold words, not figures (`{ company: "Acme",
   * segment: "Cloud" }`): what the record is about. Absent when it has none.
   */
  readonly textFields?: Readonly<Record<string, string>>;
}

/** Something in the input that could not be read as intended. */
export interface Diagnostic {
  readonly recordId: string;
  /** Where in the record: `fields.revenue`, `rows[3].pop`. */
  readonly path: string;
  readonly message: string;
  /** For a table cell: the table index, data row and column label. */
  readonly table?: number;
  readonly row?: number;
  readonly column?: string;
}

/** Options for `loadSources`. */
export interface LoadOptions {
  /** Throw a `SourceError` on the first diagnostic instead of collecting it. */
  readonly strict?: boolean;
}
