import { extname, resolve } from "node:path";
import { parse as parseCsv } from "csv-parse/sync";
import { CliError } from "./errors.js";
import { readJson, readText } from "./files.js";
import { DEFAULT_MAX_FILE_BYTES } from "./safe-read.js";

/** A sources file named on the command line, in the order given. */
export interface SourceFileArg {
  /** `--sources` (JSON sources) or `--rows` (a table: JSON rows, CSV or TSV). */
  readonly flag: "sources" | "rows";
  /** The path as the user wrote it. */
  readonly path: string;
}

/** The sources to check against, and which file each record id came from. */
export interface LoadedSources {
  readonly sources: unknown;
  /** Record id → the file (as written) it came from, for warnings. */
  readonly fileOf: (recordId: string) => string;
  /** Files given with `--rows`, keyed by record id: each must yield a table. */
  readonly rowsFiles: ReadonlyMap<string, string>;
}

// Keys a source record may have; an array whose objects use only these is a list of sources.
const RECORD_KEYS = new Set(["id", "text", "fields", "rows", "table", "unit"]);

const isRecordLike = (x: unknown) =>
  typeof x === "string" ||
  (typeof x === "object" &&
    x !== null &&
    !Array.isArray(x) &&
    Object.keys(x).every((k) => RECORD_KEYS.has(k)));

/** Read a `--rows` file into a record holding one table. */
function readRows(path: string, shown: string, maxBytes: number): { table: unknown } {
  const ext = extname(path).toLowerCase();
  if (ext === ".json") {
    const rows = readJson(path, "rows", maxBytes);
    if (typeof rows !== "object" || rows === null) {
      throw new CliError(
        `${shown}: rows must be a JSON array of rows (objects or arrays) or { "columns", "rows" }`,
      );
    }
    return { table: rows };
  }
  if (ext === ".csv" || ext === ".tsv") {
    const text = readText(path, "rows", maxBytes);
    let grid: string[][];
    try {
      grid = parseCsv(text, {
        delimiter: ext === ".tsv" ? "\t" : ",",
        bom: true,
        // Spreadsheets write CRLF, scripts LF; accept either on any line.
        record_delimiter: ["\r\n", "\n"],
        skip_empty_lines: true,
      }) as string[][];
    } catch (error) {
      const e = error as Error & { lines?: number };
      throw new CliError(
        `${shown}${e.lines ? `:${e.lines}` : ""}: cannot read the table: ${e.message.replace(/ (on|at) line \d+$/, "")}`,
      );
    }
    if (grid.length < 2) {
      throw new CliError(`${shown}: a table needs a header row and at least one data row`);
    }
    return { table: grid };
  }
  throw new CliError(
    `${shown}: cannot tell the table format from the extension "${ext}" (use .json, .csv or .tsv)`,
  );
}

/**
 * Read every sources file. One `--sources` file is passed on as it is, so
 * every shape crossfoot reads works (a list of sources, one record, a table).
 * Several files are joined into one list in the order given: a file holding
 * a list of strings and records adds its entries, any other shape (a table,
 * a driver result) adds one record. Plain strings and records without an id
 * are numbered `S1`, `S2`, … by their position in the joined list.
 */
export function loadSourceFiles(
  files: readonly SourceFileArg[],
  cwd: string,
  maxBytes = DEFAULT_MAX_FILE_BYTES,
): LoadedSources {
  const loaded = files.map((f) => {
    const path = resolve(cwd, f.path);
    if (f.flag === "rows") return { file: f, content: readRows(path, f.path, maxBytes) as unknown };
    const content = readJson(path, "sources", maxBytes);
    if (typeof content !== "object" || content === null) {
      throw new CliError(
        `${f.path}: sources must be a JSON array of strings and records, or one record`,
      );
    }
    return { file: f, content };
  });
  const only = loaded.length === 1 ? loaded[0] : undefined;
  if (only && only.file.flag === "sources") {
    return { sources: only.content, fileOf: () => only.file.path, rowsFiles: new Map() };
  }
  const sources: unknown[] = [];
  const entryFile: string[] = []; // the file each entry came from
  const rowsFiles = new Map<string, string>();
  for (const { file, content } of loaded) {
    const entries =
      file.flag === "sources" && Array.isArray(content) && content.every(isRecordLike)
        ? content
        : [content];
    for (const entry of entries) {
      sources.push(entry);
      entryFile.push(file.path);
      if (file.flag === "rows") rowsFiles.set(`S${sources.length}`, file.path);
    }
  }
  const ids = new Map<string, string>();
  sources.forEach((entry, k) => {
    const id =
      typeof entry === "object" &&
      entry !== null &&
      typeof (entry as { id?: unknown }).id === "string"
        ? (entry as { id: string }).id
        : `S${k + 1}`;
    if (!ids.has(id)) ids.set(id, entryFile[k] as string);
  });
  return {
    sources,
    fileOf: (id) => ids.get(id) ?? files.map((f) => f.path).join(", "),
    rowsFiles,
  };
}
