/**
 * Where exactly a source value sits, as data a viewer can point at: a cell
 * of one of the record's tables (by index, with its labels), a span of the
 * record's text, or a field.
 */
export type SourcePlace =
  | {
      readonly type: "cell";
      /** The table's index among the record's tables (`SourceRecord.tables`). */
      readonly table: number;
      /** 0-based data row (header rows not counted). */
      readonly row: number;
      /** 0-based column position. */
      readonly column: number;
      readonly rowLabel?: string;
      readonly columnLabel?: string;
    }
  | {
      readonly type: "text";
      /** Half-open UTF-16 offsets of the figure in the record's text. */
      readonly start: number;
      readonly end: number;
    }
  | { readonly type: "field"; readonly field: string };

/**
 * Where a source value sits, as plain data a reviewer can follow by hand.
 * Kept free of any other package's types so `@crossfoot/verdict` stands alone.
 */
export interface SourceRef {
  /** The record (source) id, e.g. `R1` or `S2`. */
  readonly recordId: string;
  /** A readable label: field name, `row / column` of a table cell, or the sentence it came from. */
  readonly label: string;
  /** The value as the source states it, in base units. */
  readonly value: number;
  /** The value as written in the source, when it came from text. */
  readonly text?: string;
  /** Where exactly: `field revenue_2024`, `table 1 row 3 column 2`, `chars 10-16`. */
  readonly location: string;
  /** The period the value belongs to, when known (`2024`, `FY2023`). */
  readonly period?: string;
  /** Where exactly, as data: the cell with its indices and labels, the text offsets, or the field. */
  readonly place?: SourcePlace;
}

/** A direct match of a claim with one source value. */
export interface MatchEvidence {
  readonly type: "match";
  /** True when equal; false when the claim rounds the source value. */
  readonly exact: boolean;
  readonly source: SourceRef;
}

/** A derivation of source values that produces the claim. */
export interface DerivationEvidence {
  readonly type: "derivation";
  /** `percent_change`, `difference`, `sum`, `share`, `ratio`, `pp_change`, `average`, … */
  readonly operation: string;
  /** The operands in formula order (for changes: from, then to). */
  readonly operands: readonly SourceRef[];
  /** The computed value the claim was compared with. */
  readonly computed: number;
  /** A formula a reviewer can recompute: `(3,214,000,000 − 2,870,000,000) / 2,870,000,000 × 100 = 11.99`. */
  readonly formula: string;
  /** The direction the operands give, when their order is known. */
  readonly direction?: "increase" | "decrease";
  /** The direction the wording states, when it states one. */
  readonly statedDirection?: "increase" | "decrease";
  /** How many derivations of this form would land in the claim's interval by chance. */
  readonly expectedCoincidences?: number;
}

/** The value is in a source the sentence does not cite. */
export interface ElsewhereEvidence {
  readonly type: "elsewhere";
  readonly source: SourceRef;
  /** The ids the sentence cites. */
  readonly cited: readonly string[];
}

/** The sentence cites only ids that no source has. */
export interface CitationEvidence {
  readonly type: "citation";
  readonly unknown: readonly string[];
}

/** Nothing matched. */
export interface NoEvidence {
  readonly type: "none";
  readonly reason: string;
  /** The ids of the records that were searched. */
  readonly searched: readonly string[];
  /**
   * The source values nearest the figure (one below it, one above) among the
   * rows and periods its sentence names, when there are any: what the figure
   * was held to.
   */
  readonly nearest?: readonly SourceRef[];
  /**
   * For a written calculation whose stated result is wrong
   * (`arithmetic_error`): what the calculation gives, in the units of the
   * claim's `value`.
   */
  readonly computed?: number;
}

/** Where the sources cite a reference's document: each citation with its section. */
export interface ReferenceEvidence {
  readonly type: "reference";
  /** True when a source cites the same section of the same document. */
  readonly found: boolean;
  /** The citations of the document in the sources, as written. */
  readonly citations: readonly {
    readonly recordId: string;
    readonly text: string;
    readonly section: string;
    /** `chars 10-36` in the record's text. */
    readonly location: string;
  }[];
}

/** The structured evidence behind a verdict. */
export type Evidence =
  | MatchEvidence
  | DerivationEvidence
  | ElsewhereEvidence
  | CitationEvidence
  | NoEvidence
  | ReferenceEvidence;
