/** Thrown by `loadSources` for input it cannot use (always for a wrong top-level type; per diagnostic in strict mode). */
export class SourceError extends Error {
  readonly recordId: string | undefined;
  readonly path: string | undefined;

  constructor(message: string, recordId?: string, path?: string) {
    super(message);
    this.name = "SourceError";
    this.recordId = recordId;
    this.path = path;
  }
}
