import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import { checkCaseConsistency } from "./consistency.js";
import type { CheckVectorFile, VectorCase, VectorFile } from "./types.js";

/** Options for {@link loadVectorFiles}. */
export interface LoadVectorOptions {
  /**
   * The folder that holds `conformance-vectors/`. Defaults to the repository
   * root: the nearest folder above this file that contains `pnpm-workspace.yaml`.
   */
  readonly root?: string;
}

/**
 * A vector file that cannot be used: malformed JSON, a schema violation, a
 * duplicate id or a self-contradictory expectation. The message names the file
 * and, where there is one, the JSON pointer or line and column of the problem.
 */
export class VectorFileError extends Error {
  override readonly name = "VectorFileError";
  constructor(
    /** The file, relative to the root when possible. */
    readonly file: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The repository root: the nearest folder at or above `from` that contains
 * `pnpm-workspace.yaml`.
 */
export function findRepoRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(join(dir, "pnpm-workspace.yaml"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) {
      throw new Error(`no pnpm-workspace.yaml found in ${from} or any folder above it`);
    }
    dir = parent;
  }
}

/**
 * Read, parse and validate every `conformance-vectors/<suite>/*.json` file.
 *
 * Each file is validated against `conformance-vectors/schema/<suite>.schema.json`
 * (unknown keys are rejected), its `suite` and `feature` must match its folder
 * and file name, and case ids must be unique across all files of the suite.
 * For the end-to-end suites (`check`, and `binding`, which shares its case
 * format) each expectation must also be consistent with itself:
 * `passed`, `score` and `issues` must agree with the listed claim statuses.
 * Files are returned sorted by name.
 *
 * @throws {VectorFileError} naming the file and the line/column (malformed
 * JSON) or the JSON pointer (schema and consistency errors) of the problem.
 *
 * @example
 * const files = loadVectorFiles("check");
 * const ids = files.flatMap((f) => f.cases.map((c) => c.id));
 */
export function loadVectorFiles(
  suite: "check" | "binding",
  options?: LoadVectorOptions,
): CheckVectorFile[];
export function loadVectorFiles(suite: string, options?: LoadVectorOptions): VectorFile[];
export function loadVectorFiles(suite: string, options: LoadVectorOptions = {}): VectorFile[] {
  const root = resolve(options.root ?? findRepoRoot());
  const vectorsDir = join(root, "conformance-vectors");
  const suiteDir = join(vectorsDir, suite);
  const schemaFile = join(vectorsDir, "schema", `${suite}.schema.json`);
  const rel = (file: string) => relative(root, file) || file;

  if (!existsSync(schemaFile)) {
    throw new VectorFileError(
      rel(schemaFile),
      `${rel(schemaFile)}: no schema for suite "${suite}"`,
    );
  }
  if (!existsSync(suiteDir)) {
    throw new VectorFileError(
      rel(suiteDir),
      `${rel(suiteDir)}: no vector folder for suite "${suite}"`,
    );
  }
  const validate = compileSchema(schemaFile, rel(schemaFile));

  const names = readdirSync(suiteDir)
    .filter((name) => name.endsWith(".json"))
    .sort();
  if (names.length === 0) {
    throw new VectorFileError(rel(suiteDir), `${rel(suiteDir)}: no .json vector files`);
  }

  const files: VectorFile[] = [];
  const seen = new Map<string, string>();
  for (const name of names) {
    const file = join(suiteDir, name);
    const shown = rel(file);
    const data = parseJsonFile(file, shown);
    if (!validate(data)) {
      throw new VectorFileError(shown, formatSchemaErrors(shown, validate.errors ?? []));
    }
    const vectorFile = data as Omit<VectorFile, "file">;
    const feature = basename(name, ".json");
    if (vectorFile.suite !== suite) {
      throw new VectorFileError(
        shown,
        `${shown}: /suite: is "${vectorFile.suite}", but the file sits in the "${suite}" folder`,
      );
    }
    if (vectorFile.feature !== feature) {
      throw new VectorFileError(
        shown,
        `${shown}: /feature: is "${vectorFile.feature}", but must equal the file name "${feature}"`,
      );
    }
    vectorFile.cases.forEach((c: VectorCase, index: number) => {
      const other = seen.get(c.id);
      if (other !== undefined) {
        throw new VectorFileError(
          shown,
          `${shown}: /cases/${index}/id: duplicate id "${c.id}" (also in ${other})`,
        );
      }
      seen.set(c.id, shown);
      if (END_TO_END_SUITES.has(suite)) {
        const problem = checkCaseConsistency(c as CheckVectorFile["cases"][number]);
        if (problem !== undefined) {
          throw new VectorFileError(
            shown,
            `${shown}: /cases/${index}${problem.pointer}: case "${c.id}": ${problem.message}`,
          );
        }
      }
    });
    files.push({ file, ...vectorFile });
  }
  return files;
}

/** Suites whose cases have the `check` case format and get its consistency checks. */
const END_TO_END_SUITES: ReadonlySet<string> = new Set(["check", "binding"]);

const validators = new Map<string, ValidateFunction>();

/** Compile a suite schema once, in ajv's strict mode so a mistyped keyword is an error too. */
function compileSchema(schemaFile: string, shown: string): ValidateFunction {
  const cached = validators.get(schemaFile);
  if (cached !== undefined) return cached;
  const schema = parseJsonFile(schemaFile, shown);
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  let validate: ValidateFunction;
  try {
    validate = ajv.compile(schema as object);
  } catch (error) {
    throw new VectorFileError(shown, `${shown}: invalid schema: ${(error as Error).message}`);
  }
  validators.set(schemaFile, validate);
  return validate;
}

/** Parse a JSON file; on a syntax error, name the file and the line and column. */
function parseJsonFile(file: string, shown: string): unknown {
  const text = readFileSync(file, "utf8");
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const match = /at position (\d+)/.exec(message);
    const position = match?.[1] !== undefined ? Number(match[1]) : text.length;
    const { line, column } = lineAndColumn(text, position);
    const reason = message.replace(/\s*\(line \d+ column \d+\)/, "");
    throw new VectorFileError(shown, `${shown}:${line}:${column}: malformed JSON: ${reason}`);
  }
}

/** 1-based line and column of a UTF-16 offset. */
function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position);
  const lines = before.split("\n");
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

/**
 * Turn ajv errors into one line each: `file: /json/pointer: what is wrong`.
 * An `anyOf` produces an error per alternative; when the value has the type
 * of one alternative, only that alternative's errors are reported (a record
 * with a misspelled key reads "unknown key", not "must be string"), and when
 * it has the type of none, one line lists the types it may have.
 */
function formatSchemaErrors(shown: string, errors: readonly ErrorObject[]): string {
  const lines = new Set<string>();
  const handled = new Set<ErrorObject>();
  for (const anyOf of errors.filter((e) => e.keyword === "anyOf")) {
    handled.add(anyOf);
    const branches = errors.filter(
      (e) => e !== anyOf && e.schemaPath.startsWith(`${anyOf.schemaPath}/`),
    );
    const typeErrors = branches.filter(
      (e) => e.keyword === "type" && e.instancePath === anyOf.instancePath,
    );
    for (const e of typeErrors) handled.add(e);
    if (typeErrors.length === branches.length) {
      const types = typeErrors.flatMap((e) =>
        [(e.params as { type: string | string[] }).type].flat(),
      );
      lines.add(`${shown}: ${anyOf.instancePath || "/"}: must be ${types.join(" or ")}`);
    }
  }
  for (const error of errors) {
    if (!handled.has(error)) lines.add(`${shown}: ${describeError(error)}`);
  }
  const list = [...lines];
  return list.length === 1
    ? (list[0] ?? "")
    : `${list.length} schema errors:\n  ${list.join("\n  ")}`;
}

function describeError(error: ErrorObject): string {
  const at = error.instancePath === "" ? "/" : error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "additionalProperties": {
      const key = String(params.additionalProperty);
      return `${joinPointer(error.instancePath, key)}: unknown key "${key}"`;
    }
    case "required":
      return `${joinPointer(error.instancePath, String(params.missingProperty))}: required key is missing`;
    case "type":
      return `${at}: must be ${[params.type].flat().join(" or ")}`;
    case "enum":
      return `${at}: must be one of ${(params.allowedValues as unknown[]).join(", ")}`;
    case "const":
      return `${at}: must be ${JSON.stringify(params.allowedValue)}`;
    case "minLength":
      return params.limit === 1
        ? `${at}: must not be empty`
        : `${at}: ${error.message ?? "too short"}`;
    default:
      return `${at}: ${error.message ?? "invalid"}`;
  }
}

/** Append a key to a JSON pointer, escaping `~` and `/` as RFC 6901 says. */
function joinPointer(pointer: string, key: string): string {
  return `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
}
