import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { check } from "crossfoot";
import { type EvalCase, parseCase } from "./cases.js";
import { CliError } from "./errors.js";
import { readText } from "./files.js";
import type { CliIo } from "./io.js";

export const EVAL_USAGE = `usage: crossfoot eval CASES.jsonl [--min-accuracy X] [-v] [--json]

Run a labelled case set (the Python crossfoot's JSONL format): one case a line
with id, output, sources or sources_file, expect (pass|fail, default pass) and
options (require_citations, allow_rounding, allow_derived).
  --min-accuracy X  fail (exit 1) below this share of cases as expected (default 1.0)
  -v, --verbose     print every case and its claims
  --json            print the results as one JSON object
Exit status: 0 at or above the threshold, 1 below it, 2 usage or input error.`;

interface CaseResult {
  readonly id: string;
  readonly expect: "pass" | "fail";
  readonly got: "pass" | "fail";
  readonly claims: readonly { text: string; status: string; evidence: string }[];
}

function runCase(c: EvalCase): CaseResult {
  const report = check(c.output, c.sources, c.options);
  return {
    id: c.id,
    expect: c.expect,
    got: report.passed ? "pass" : "fail",
    claims: report.claims.map((claim) => ({
      text: claim.text,
      status: claim.status,
      evidence: claim.evidence,
    })),
  };
}

const percent = (x: number) => `${(x * 100).toFixed(2)}%`;

/** `crossfoot eval`: accuracy of crossfoot's verdicts on labelled cases, as a CI gate. */
export async function evalCommand(args: readonly string[], io: CliIo): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    throw new CliError(`eval: ${(error as Error).message}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(`${EVAL_USAGE}\n`);
    return 0;
  }
  if (positionals.length !== 1) throw new CliError("eval: expected one CASES.jsonl file");
  const minAccuracy = values["min-accuracy"];
  // Number("") is 0: an empty value must not silently turn the gate off.
  const threshold =
    minAccuracy === undefined ? 1 : minAccuracy.trim() === "" ? Number.NaN : Number(minAccuracy);
  if (!Number.isFinite(threshold) || threshold < 0 || threshold > 1) {
    throw new CliError(
      `eval: --min-accuracy must be a number from 0 to 1, got ${JSON.stringify(minAccuracy)}`,
    );
  }
  const file = resolve(io.cwd, positionals[0] as string);
  const text = readText(file, "cases");
  const sourceFiles = new Map<string, unknown>();
  const cases: EvalCase[] = [];
  text.split("\n").forEach((lineText, k) => {
    if (lineText.trim().length === 0) return;
    cases.push(parseCase(lineText, positionals[0] as string, k + 1, sourceFiles, dirname(file)));
  });
  if (cases.length === 0) throw new CliError(`${positionals[0]}: no cases`);

  const results = cases.map(runCase);
  const correct = results.filter((r) => r.expect === r.got).length;
  const accuracy = correct / results.length;
  if (values.json) {
    io.stdout(
      `${JSON.stringify({ total: results.length, correct, accuracy, cases: results }, null, 2)}\n`,
    );
  } else {
    for (const r of results) {
      const ok = r.expect === r.got;
      if (!ok || values.verbose) {
        io.stdout(`${ok ? "ok" : "FAIL"} ${r.id} expected=${r.expect} got=${r.got}\n`);
        for (const claim of r.claims)
          io.stdout(`[${claim.status}] ${claim.text} - ${claim.evidence}\n`);
      }
    }
    io.stdout(
      `${correct}/${results.length} cases as expected (accuracy ${percent(accuracy)}, threshold ${percent(threshold)})\n`,
    );
  }
  return accuracy + 1e-12 >= threshold ? 0 : 1;
}

function parse(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    strict: true,
    allowPositionals: true,
    options: {
      "min-accuracy": { type: "string" },
      verbose: { type: "boolean", short: "v" },
      json: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
}
