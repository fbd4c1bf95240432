/** Thrown by `loadSources` in strict mode on the first diagnostic: it names the source and, for a table cell, the cell. */
export class SourceError extends Error {
  readonly recordId: string | undefined;
  readonly path: string | undefined;
  /** For a table cell: the table index within the record, the data row and the column label. */
  readonly cell:
    | { readonly table: number; readonly row: number; readonly column: string }
    | undefined;

  constructor(
    message: string,
    recordId?: string,
    path?: string,
    cell?: { table: number; row: number; column: string },
  ) {
    super(message);
    this.name = "SourceError";
    this.recordId = recordId;
    this.path = path;
    this.cell = cell;
  }
}
