/**
 * The input and the report of {@link verifyCorpus}: the original documents,
 * the chunks a RAG system grounds on, and what became of every number of the
 * originals in the chunks.
 */

/** An original document: its id and its text, in any shape `@crossfoot/sources` reads (HTML, Markdown, CSV, JSON, plain text). */
export interface CorpusDocument {
  /** The document's id; chunks name it in `document`. */
  readonly id: string;
  /** The document as it was ingested. */
  readonly text: string;
}

/** A chunk: a piece of text a RAG system stores and grounds answers on, and the document it came from. */
export interface CorpusChunk {
  /** The chunk's id, as findings name it. */
  readonly id: string;
  /** The id of the original document it was cut from. */
  readonly document: string;
  /** The chunk's text, read on its own as a RAG system reads it. */
  readonly text: string;
  /** Whatever the chunker stored beside the text; carried, never read. */
  readonly metadata?: Readonly<Record<string, unknown>>;
}

/** Options for {@link verifyCorpus}. */
export interface VerifyOptions {
  /** The largest share of the originals' numbers that may be dropped for the report to pass (default 0). */
  readonly maxDropRate?: number;
  /** The most fidelity and binding errors the report may have and pass (default 0). */
  readonly maxErrors?: number;
  /**
   * How many entries each list of a document's report holds at most (default
   * 1,000): dropped numbers, fidelity and binding errors, boundary cuts. The
   * counts stay exact; `truncated` says when a list was cut short.
   */
  readonly maxListed?: number;
}

/**
 * A number as read from a document or a chunk: what is written, what it is
 * worth, and where it sits.
 *
 * @example
 * // "(1,234)" in row "Interest expense, net", column 2024 of a table "(in thousands)"
 * { text: "(1,234)", value: -1234, scaledValue: -1234000, unitHeader: "(in thousands)",
 *   kind: "number", rowLabel: "Interest expense, net", columnLabel: "2024", period: "2024",
 *   table: 0, section: "Consolidated Statements of Operations", start: 1904, end: 1909 }
 */
export interface NumberRef {
  /** The number as written (`(1,234)`, `$4.1 million`, `12.5%`). */
  readonly text: string;
  /** Its value as read: sign, percent and its own scale word applied. */
  readonly value: number;
  /** Its value in the unit statement's unit, when a statement is in force over it (`4,870` under "(in thousands)" → 4,870,000). */
  readonly scaledValue?: number;
  /** The unit statement in force over it, as written (`(in thousands, except per share data)`). */
  readonly unitHeader?: string;
  /** What it is: `number`, `money`, `percent`, `quantity`, … */
  readonly kind: string;
  /** Its currency, when written (`$`, `EUR`). */
  readonly currency?: string;
  /** A table cell's row label. */
  readonly rowLabel?: string;
  /** A table cell's column label. */
  readonly columnLabel?: string;
  /** The period it belongs to, as written (`2024`, `Three Months Ended June 30, 2024`). */
  readonly period?: string;
  /** The 0-based index of its table in its text, for a table cell. */
  readonly table?: number;
  /** The heading of the section it sits in, when the text has headings. */
  readonly section?: string;
  /** UTF-16 offsets `[start, end)` of its digits in the document's (or chunk's) text, when known. */
  readonly start?: number;
  readonly end?: number;
}

/** What differs between a chunk's number and the original's. */
export type Difference = "digits" | "sign" | "scale" | "unit" | "absent";

/** A number of a chunk that is in no original, or is there with another value, sign, scale or unit. */
export interface FidelityFinding {
  readonly document: string;
  readonly chunk: string;
  /** The number as the chunk has it. */
  readonly number: NumberRef;
  /** The original number it was matched to, or the nearest one when it matches none. */
  readonly original?: NumberRef;
  /** What differs; `absent` when no original number has its digits. */
  readonly differs: readonly Difference[];
  /** What differs, in words: `sign lost: (1,234) in the original is 1,234 in the chunk`. */
  readonly message: string;
}

/** A table cell of a chunk whose row or column is not the original's for the same number. */
export interface BindingFinding {
  readonly document: string;
  readonly chunk: string;
  readonly number: NumberRef;
  readonly original: NumberRef;
  readonly differs: readonly ("row" | "column")[];
  /** `2023 figure 4,210 sits under 2024 in the chunk`. */
  readonly message: string;
}

/**
 * Something a chunk boundary cut, not an error of the chunk: a number split
 * by the boundary (`number`: "4,8" at a chunk's end, "70" at the next one's
 * start), or a unit statement left before the chunk's start (`statement`: the
 * chunk starts inside a table "(in thousands)" and its numbers read without
 * the scale).
 */
export interface BoundaryFinding {
  readonly kind: "number" | "statement";
  readonly document: string;
  readonly chunk: string;
  /** For `number`: which end of the chunk cut it. */
  readonly at?: "start" | "end";
  /** For `number`: the piece of the number the chunk holds, as written. */
  readonly text?: string;
  /** For `number`: the whole number in the original. */
  readonly original?: NumberRef;
  /** For `statement`: how many of the chunk's numbers read without it. */
  readonly count?: number;
  /** For `statement`: the statement left out. */
  readonly unitHeader?: string;
  readonly message: string;
}

/** Dropped numbers of one table or one section. */
export interface DroppedGroup {
  /** The table's 0-based index in the document (table groups only). */
  readonly table?: number;
  /** The section's heading (for a table: the section it starts in); absent before any heading. */
  readonly section?: string;
  /** The table's unit statement (table groups only). */
  readonly unitHeader?: string;
  /** A readable name: `table 2 under "Segment Results"`, `section "Liquidity"`. */
  readonly label: string;
  /** How many numbers the table or section holds in the original. */
  readonly numbers: number;
  /** How many of them no chunk holds. */
  readonly dropped: number;
  /** The dropped numbers as written, in document order (at most `maxListed`). */
  readonly texts: readonly string[];
}

/** What became of one original document's numbers in its chunks. */
export interface DocumentReport {
  readonly document: string;
  /** How many chunks name it. */
  readonly chunks: number;
  /** How many of them are its text as written (whitespace aside). */
  readonly verbatimChunks: number;
  /** How many of them are its text with some edit (located by their unedited ends). */
  readonly editedChunks: number;
  /** How many numbers the original holds. */
  readonly numbers: number;
  /** Numbers some chunk holds as the original has them. */
  readonly covered: number;
  /** Numbers some chunk holds only with a fidelity error. */
  readonly altered: number;
  /** Numbers no chunk holds whole, only split by a chunk boundary. */
  readonly cut: number;
  /** Numbers no chunk holds: silent drops. */
  readonly dropped: number;
  /** `dropped / numbers` (0 for a document without numbers). */
  readonly dropRate: number;
  /** The dropped numbers, in document order. */
  readonly droppedNumbers: readonly NumberRef[];
  /** The dropped numbers grouped by the table they sat in (tables with a drop only). */
  readonly droppedByTable: readonly DroppedGroup[];
  /** The dropped numbers grouped by section heading (sections with a drop only). */
  readonly droppedBySection: readonly DroppedGroup[];
  /** Fidelity errors: how many, and the list. */
  readonly fidelityErrors: number;
  readonly fidelity: readonly FidelityFinding[];
  /** Binding errors: how many, and the list. */
  readonly bindingErrors: number;
  readonly binding: readonly BindingFinding[];
  /** Boundary cuts (not errors): how many, and the list. */
  readonly boundaryCuts: number;
  readonly boundaries: readonly BoundaryFinding[];
  /** Whether a list was cut short at `maxListed`. */
  readonly truncated: boolean;
}

/** Chunks whose document is not among the originals, and originals no chunk names. */
export interface Orphans {
  readonly chunks: readonly { readonly id: string; readonly document: string }[];
  readonly documents: readonly string[];
}

/** The whole corpus's counts. */
export interface CorpusTotals {
  readonly documents: number;
  readonly chunks: number;
  readonly numbers: number;
  readonly covered: number;
  readonly altered: number;
  readonly cut: number;
  readonly dropped: number;
  /** `dropped / numbers` over every original (a document without chunks counts all its numbers dropped). */
  readonly dropRate: number;
  readonly fidelityErrors: number;
  readonly bindingErrors: number;
  /** `fidelityErrors + bindingErrors`. */
  readonly errors: number;
  readonly boundaryCuts: number;
  readonly orphanChunks: number;
  readonly unchunkedDocuments: number;
}

/**
 * The report of {@link verifyCorpus}: per document and in total, coverage
 * (silent drops), fidelity, binding and orphans, and whether the corpus
 * passes the thresholds.
 */
export interface CorpusReport {
  /** `totals.dropRate <= maxDropRate && totals.errors <= maxErrors`. */
  readonly passed: boolean;
  readonly thresholds: { readonly maxDropRate: number; readonly maxErrors: number };
  readonly totals: CorpusTotals;
  /** One report per original, in the originals' order. */
  readonly documents: readonly DocumentReport[];
  readonly orphans: Orphans;
}
