import { type CheckOptions, CheckOptionsSchema } from "crossfoot";

/** The option names of the Python crossfoot (`require_citations`, …) and their TypeScript names. */
const SNAKE_TO_CAMEL: Readonly<Record<string, string>> = {
  require_citations: "requireCitations",
  allow_rounding: "allowRounding",
  allow_derived: "allowDerived",
  check_table_rows: "checkTableRows",
  max_coincidence: "maxCoincidence",
};

/** Thrown for a config or test variable the assertion cannot use; becomes a failing result. */
export class AssertionInputError extends Error {
  override name = "AssertionInputError";
}

/**
 * Reads a value that may arrive as JSON text: promptfoo passes CSV cells and
 * `.txt` files as strings, YAML values as they are.
 */
function fromJsonText(value: unknown, what: string): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  // Only text that looks like JSON is parsed, so a plain text source stays text;
  // text that looks like JSON but is not must fail rather than be read as prose.
  if (!text.startsWith("[") && !text.startsWith("{")) return value;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new AssertionInputError(
      `${what} looks like JSON but does not parse: ${(error as Error).message}`,
    );
  }
}

/** The sources of one test: records, strings or rows, as `check()` takes them. */
export function readSources(vars: Readonly<Record<string, unknown>>, name: string): unknown {
  const raw = vars[name];
  if (raw === undefined || raw === null || raw === "") {
    throw new AssertionInputError(
      `no sources: set vars.${name} to the records or texts the answer was written from`,
    );
  }
  const sources = fromJsonText(raw, `vars.${name}`);
  // One plain string is one text source.
  if (typeof sources === "string") return [sources];
  if (typeof sources !== "object" || sources === null) {
    throw new AssertionInputError(
      `vars.${name} must be a list of strings and records, one record, or text; got ${typeof sources}`,
    );
  }
  return sources;
}

/** Checker options from an object or JSON text, with snake_case keys mapped to camelCase. */
export function readOptions(raw: unknown, what: string): CheckOptions {
  if (raw === undefined || raw === null || raw === "") return {};
  const value = fromJsonText(raw, what);
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new AssertionInputError(`${what} must be an object of checker options`);
  }
  const known = Object.keys(CheckOptionsSchema.shape);
  const options: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const name = (Object.hasOwn(SNAKE_TO_CAMEL, key) ? SNAKE_TO_CAMEL[key] : undefined) ?? key;
    // A misspelt option must not pass silently; the checker validates the types.
    if (!known.includes(name)) {
      throw new AssertionInputError(
        `unknown option "${key}" in ${what} (known: ${known.join(", ")}, or their snake_case names)`,
      );
    }
    options[name] = v;
  }
  return options as CheckOptions;
}
