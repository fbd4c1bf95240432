import { realpathSync } from "node:fs";
import { dirname, resolve, sep } from "node:path";
import type { CheckOptions } from "crossfoot";
import { CliError } from "./errors.js";
import { parseJson, readJson } from "./files.js";
import { DEFAULT_MAX_FILE_BYTES } from "./safe-read.js";

/** One labelled case of an eval file, in the Python crossfoot's JSONL format. */
export interface EvalCase {
  readonly id: string;
  readonly line: number;
  readonly output: string;
  readonly sources: unknown;
  readonly expect: "pass" | "fail";
  readonly options: CheckOptions;
  /** The resolved path of `sources_file`, when the sources came from one. */
  readonly sourcesFile?: string;
}

/** Where parsed `sources_file`s are kept between cases (a `Map`, or a bounded cache). */
export interface SourceFileCache {
  has(path: string): boolean;
  get(path: string): unknown;
  set(path: string, sources: unknown): unknown;
}

// The Python package's snake_case option names, and ours.
const OPTION_NAMES: Readonly<Record<string, keyof CheckOptions>> = {
  require_citations: "requireCitations",
  allow_rounding: "allowRounding",
  allow_derived: "allowDerived",
  check_table_rows: "checkTableRows",
};
const CASE_KEYS = new Set([
  "id",
  "output",
  "sources",
  "sources_file",
  "expect",
  "options",
  "description",
  "note",
]);

/** Where a case's `sources_file` may be, and how large it may be. */
export interface SourcesFileRules {
  /**
   * Folders (real paths, symbolic links resolved) a `sources_file` must be
   * inside once its own links are resolved; default: the JSONL file's folder.
   */
  readonly allowDirs?: readonly string[];
  /** The largest `sources_file` read, in bytes (default 256 MiB). */
  readonly maxFileBytes?: number;
}

/**
 * Read one JSONL line into a case, or fail naming the file, line and field.
 * `file` is the name used in messages; `sources_file` resolves against `dir`,
 * the JSONL file's directory, and must stay inside one of `rules.allowDirs`.
 */
export function parseCase(
  text: string,
  file: string,
  line: number,
  sourceFiles: SourceFileCache,
  dir: string = dirname(resolve(file)),
  rules: SourcesFileRules = {},
): EvalCase {
  const where = `${file}:${line}`;
  const raw = parseJson(text, file, line - 1);
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new CliError(`${where}: a case must be a JSON object`);
  }
  const c = raw as Record<string, unknown>;
  for (const key of Object.keys(c)) {
    if (!CASE_KEYS.has(key)) throw new CliError(`${where}: unknown field "${key}"`);
  }
  const id = c.id === undefined ? `line-${line}` : c.id;
  if (typeof id !== "string" && typeof id !== "number")
    throw new CliError(`${where}: field "id" must be a string`);
  if (typeof c.output !== "string") throw new CliError(`${where}: field "output" must be a string`);
  const expect = c.expect ?? "pass";
  if (expect !== "pass" && expect !== "fail") {
    throw new CliError(
      `${where}: field "expect" must be "pass" or "fail", got ${JSON.stringify(expect)}`,
    );
  }
  let sources: unknown;
  let sourcesFile: string | undefined;
  if (c.sources !== undefined && c.sources_file !== undefined) {
    throw new CliError(`${where}: give "sources" or "sources_file", not both`);
  } else if (c.sources !== undefined) {
    sources = c.sources;
  } else if (typeof c.sources_file === "string") {
    sourcesFile = confinedPath(
      c.sources_file,
      dir,
      rules.allowDirs ?? [realOrSelf(dir)],
      where,
      String(id),
    );
    if (!sourceFiles.has(sourcesFile)) {
      sourceFiles.set(
        sourcesFile,
        readJson(sourcesFile, `sources (${where})`, rules.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES),
      );
    }
    sources = sourceFiles.get(sourcesFile);
  } else {
    throw new CliError(`${where}: field "sources" (or "sources_file") is required`);
  }
  if (typeof sources !== "object" || sources === null) {
    throw new CliError(`${where}: field "sources" must be an array of strings and records`);
  }
  const options: Record<string, boolean> = {};
  if (c.options !== undefined) {
    if (typeof c.options !== "object" || c.options === null || Array.isArray(c.options)) {
      throw new CliError(`${where}: field "options" must be an object`);
    }
    for (const [key, value] of Object.entries(c.options)) {
      // Own keys only: "constructor" or "toString" is an unknown option, not Object's.
      const name = Object.hasOwn(OPTION_NAMES, key) ? OPTION_NAMES[key] : undefined;
      if (!name)
        throw new CliError(
          `${where}: unknown option "options.${key}" (known: ${Object.keys(OPTION_NAMES).join(", ")})`,
        );
      if (typeof value !== "boolean")
        throw new CliError(`${where}: option "options.${key}" must be true or false`);
      options[name] = value;
    }
  }
  return {
    id: String(id),
    line,
    output: c.output,
    sources,
    expect,
    options,
    ...(sourcesFile === undefined ? {} : { sourcesFile }),
  };
}

/** A folder's real path, or the path itself when it cannot be resolved. */
export function realOrSelf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/**
 * The real path of a case's `sources_file` (relative to `dir`), which must be
 * inside one of `allowDirs` once every symbolic link is resolved: a path that
 * climbs out (`../../secret.json`), an absolute path elsewhere or a link that
 * points out is refused, naming the case and the path.
 */
function confinedPath(
  given: string,
  dir: string,
  allowDirs: readonly string[],
  where: string,
  id: string,
): string {
  const path = resolve(dir, given);
  const inside = (p: string) =>
    allowDirs.some(
      (root) => p === root || p.startsWith(root.endsWith(sep) ? root : `${root}${sep}`),
    );
  const outside = (shownPath: string) =>
    new CliError(
      `${where}: case ${JSON.stringify(id)}: sources_file ${JSON.stringify(given)} is outside the case file's folder${allowDirs.length > 1 ? " and every --allow-dir" : ""} (${shownPath}); allow its folder with --allow-dir DIR`,
    );
  let real: string;
  try {
    real = realpathSync(path);
  } catch (error) {
    // A missing file outside is reported as outside: whether it exists is none of the case's business.
    if (!inside(resolve(realOrSelf(dir), given))) throw outside(path);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new CliError(`sources (${where}) file not found: ${path}`);
    throw new CliError(`cannot read sources (${where}) file ${path}: ${(error as Error).message}`);
  }
  if (!inside(real)) throw outside(real);
  return real;
}
