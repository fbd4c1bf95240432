import { dirname, resolve } from "node:path";
import type { CheckOptions } from "crossfoot";
import { CliError } from "./errors.js";
import { parseJson, readJson } from "./files.js";

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

/**
 * Read one JSONL line into a case, or fail naming the file, line and field.
 * `file` is the name used in messages; `sources_file` resolves against `dir`,
 * the JSONL file's directory.
 */
export function parseCase(
  text: string,
  file: string,
  line: number,
  sourceFiles: SourceFileCache,
  dir: string = dirname(resolve(file)),
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
    sourcesFile = resolve(dir, c.sources_file);
    if (!sourceFiles.has(sourcesFile)) {
      sourceFiles.set(sourcesFile, readJson(sourcesFile, `sources (${where})`));
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
      const name = OPTION_NAMES[key];
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
