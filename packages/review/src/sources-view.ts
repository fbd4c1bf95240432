// The sources as the review view shows them: plain data, built from a loaded SourceSet (or written by hand).

/** One table as a reader sees it: its header and its cells as written. */
export interface ReviewTable {
  /** The table's index among its record's tables: `place.table` of its cells. */
  readonly index: number;
  /** Column labels, by position. */
  readonly columns: readonly string[];
  /** Each data row's cells as written, by column position ("" for an empty cell). */
  readonly rows: readonly (readonly string[])[];
  /** The unit statement in force over the table ("(in millions)"), when one is. */
  readonly unitHeader?: string;
  /** For a table found in the record's text: its offsets there, `[start, end)`. */
  readonly start?: number;
  readonly end?: number;
}

/** One source record as the review view shows it. */
export interface ReviewSource {
  readonly id: string;
  /** The record's text; tables found in it are shown as tables where they sit. */
  readonly text?: string;
  /** Named fields and their values as written. */
  readonly fields?: readonly { readonly name: string; readonly text: string }[];
  readonly tables: readonly ReviewTable[];
}

/** What {@link reviewSources} reads of a value: `SourceValue` from `@crossfoot/sources`. */
export interface ValueLike {
  readonly id: string;
  readonly text: string;
  readonly location:
    | { readonly type: "field"; readonly field: string }
    | { readonly type: "text"; readonly start: number; readonly end: number }
    | {
        readonly type: "cell";
        readonly table: number;
        readonly row: number;
        readonly columnIndex?: number;
      };
}

/** What {@link reviewSources} reads of a table: `TableInfo` from `@crossfoot/sources`. */
export interface TableLike {
  readonly index: number;
  readonly columns: readonly string[];
  readonly rowLabels: readonly string[];
  readonly labelColumn?: number;
  readonly unitHeader?: string;
  readonly start?: number;
  readonly end?: number;
  readonly textCells?: readonly {
    readonly row: number;
    readonly column: number;
    readonly text: string;
  }[];
}

/** What {@link reviewSources} reads of loaded sources: `SourceSet` from `@crossfoot/sources`. */
export interface SourceSetLike {
  readonly records: readonly { readonly id: string; readonly text?: string }[];
  tables(recordId: string): readonly TableLike[];
  recordValues(recordId: string, reading: "written"): readonly ValueLike[];
}

/**
 * The sources as the review view shows them: each record's text, its
 * fields, and its tables with their cells as written, in the indices the
 * report's `place`s use.
 *
 * @example
 * const checker = new Checker(sources);
 * renderReview({ answer, report: checker.check(answer), sources: reviewSources(checker.sources) });
 */
export function reviewSources(set: SourceSetLike): ReviewSource[] {
  return set.records.map((record) => {
    const values = set.recordValues(record.id, "written");
    const grids = new Map<number, string[][]>();
    const tables = set.tables(record.id);
    for (const table of tables) {
      const grid = table.rowLabels.map(() => table.columns.map(() => ""));
      table.rowLabels.forEach((label, row) => {
        if (table.labelColumn !== undefined && grid[row]) grid[row][table.labelColumn] = label;
      });
      for (const cell of table.textCells ?? []) {
        const line = grid[cell.row];
        if (line && cell.column < line.length) line[cell.column] = cell.text;
      }
      grids.set(table.index, grid);
    }
    const fields: { name: string; text: string }[] = [];
    for (const v of values) {
      const at = v.location;
      if (at.type === "field") fields.push({ name: at.field, text: v.text });
      else if (at.type === "cell" && at.columnIndex !== undefined && !v.id.endsWith("~also")) {
        const line = grids.get(at.table)?.[at.row];
        if (line && at.columnIndex < line.length) line[at.columnIndex] = v.text;
      }
    }
    const view: {
      id: string;
      text?: string;
      fields?: { name: string; text: string }[];
      tables: ReviewTable[];
    } = {
      id: record.id,
      tables: tables.map((t) => {
        const out: {
          index: number;
          columns: readonly string[];
          rows: string[][];
          unitHeader?: string;
          start?: number;
          end?: number;
        } = { index: t.index, columns: t.columns, rows: grids.get(t.index) ?? [] };
        if (t.unitHeader !== undefined) out.unitHeader = t.unitHeader;
        if (t.start !== undefined && t.end !== undefined) {
          out.start = t.start;
          out.end = t.end;
        }
        return out;
      }),
    };
    if (record.text !== undefined) view.text = record.text;
    if (fields.length > 0) view.fields = fields;
    return view;
  });
}
