import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { Checker } from "crossfoot";
import { CliError } from "./errors.js";
import { readJson, readText } from "./files.js";
import type { CliIo } from "./io.js";

export const CHECK_USAGE = `usage: crossfoot check --output FILE|- --sources FILE [--require-citations] [--strict] [--no-derived] [--json]

Check every number in an answer against its sources.
  --output FILE        the answer (a text file), or - to read it from standard input
  --sources FILE       a JSON file: an array of strings and records {id, text, fields, rows}
  --require-citations  a grounded figure in a sentence that cites nothing fails
  --strict             no rounding: figures must equal a source value or derivation
  --no-derived         no derivations: figures must be source values
  --json               print the report as JSON
Exit status: 0 every claim passes, 1 a claim fails, 2 usage or input error.`;

/** `crossfoot check`: one answer, one report; exit 0 grounded, 1 not. */
export async function checkCommand(args: readonly string[], io: CliIo): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    throw new CliError(`check: ${(error as Error).message}`);
  }
  const { values } = parsed;
  if (values.help) {
    io.stdout(`${CHECK_USAGE}\n`);
    return 0;
  }
  if (values.output === undefined)
    throw new CliError("check: --output FILE (or - for standard input) is required");
  if (values.sources === undefined) throw new CliError("check: --sources FILE is required");
  const output =
    values.output === "-"
      ? await io.readStdin()
      : readText(resolve(io.cwd, values.output), "output");
  const sourcesPath = resolve(io.cwd, values.sources);
  const sources = readJson(sourcesPath, "sources");
  if (!Array.isArray(sources) && (typeof sources !== "object" || sources === null)) {
    throw new CliError(
      `${values.sources}: sources must be a JSON array of strings and records, or one record`,
    );
  }
  const checker = new Checker(sources, {
    requireCitations: values["require-citations"] === true,
    allowRounding: values.strict !== true,
    allowDerived: values["no-derived"] !== true,
  });
  for (const d of checker.sources.diagnostics) {
    io.stderr(
      `warning: ${values.sources}: source ${d.recordId}${d.path ? ` ${d.path}` : ""}: ${d.message}\n`,
    );
  }
  const report = checker.check(output);
  io.stdout(values.json ? `${JSON.stringify(report, null, 2)}\n` : `${report.summary()}\n`);
  return report.passed ? 0 : 1;
}

function parse(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    strict: true,
    allowPositionals: false,
    options: {
      output: { type: "string", short: "o" },
      sources: { type: "string", short: "s" },
      "require-citations": { type: "boolean" },
      strict: { type: "boolean" },
      "no-derived": { type: "boolean" },
      json: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
}
