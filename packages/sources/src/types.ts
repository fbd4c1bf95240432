import type { MentionKind } from "@crossfoot/extract";

/** A record as a user gives it. Every key is optional; a record needs at least one of text, fields, rows. */
export interface SourceRecordInput {
  /** Citation id (`R1`); records without one get `S1`, `S2`, … by position. */
  readonly id?: string;
  /** Free text whose figures become values. */
  readonly text?: string;
  /** Named values; numeric fields are exact. Names ending `_pct` or `_percent` are percentages. */
  readonly fields?: Readonly<Record<string, unknown>>;
  /** Rows of a table: an array of objects, one per row. */
  readonly rows?: readonly unknown[];
}

/** Anything `loadSources` accepts: a string, a record, or an array of them. */
export type SourceInput = string | SourceRecordInput | readonly (string | SourceRecordInput)[];

/** Where a value sits in its record. */
export type ValueLocation =
  | { readonly type: "field"; readonly field: string }
  | { readonly type: "text"; readonly start: number; readonly end: number }
  | {
      readonly type: "cell";
      readonly table: number;
      readonly row: number;
      readonly column: string;
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
}

/** A source after loading. */
export interface SourceRecord {
  readonly id: string;
  /** 1-based position in the input, for `[1]`-style citations. */
  readonly position: number;
  readonly text?: string;
  readonly values: readonly SourceValue[];
}

/** Something in the input that could not be read as intended. */
export interface Diagnostic {
  readonly recordId: string;
  /** Where in the record: `fields.revenue`, `rows[3].pop`. */
  readonly path: string;
  readonly message: string;
}

/** Options for `loadSources`. */
export interface LoadOptions {
  /** Throw a `SourceError` on the first diagnostic instead of collecting it. */
  readonly strict?: boolean;
}
