import { type CaseOutcome, CaseRunner } from "./eval-runner.js";
import { asExpected } from "./eval-summary.js";
import { caseJson } from "./json-output.js";

/** The name a case's error messages give the body, where `crossfoot eval` gives the file's. */
export const EVAL_BODY_NAME = "body";

/** The outcome of an eval body: the JSON text in parts, or a refusal. */
export type EvalBodyResult =
  | {
      readonly ok: true;
      readonly parts: string[];
      readonly checks: number;
      readonly passed: number;
      readonly claims: Record<string, number>;
    }
  | {
      readonly ok: false;
      readonly error: string;
      readonly message: string;
      readonly line?: number;
    };

/**
 * Run a JSONL body of eval cases, one case a line as `crossfoot eval` reads
 * them, and give the JSON `crossfoot eval --json` prints for the same cases:
 * each case checked by the CLI's own `CaseRunner` and written by its own
 * `caseJson`, inside the same frame as `JsonOutput` writes (the test of
 * `crossfoot serve` compares the two byte for byte). Lines are read as the
 * CLI reads a case file (jsonl.ts): a trailing `\r` and a byte-order mark at
 * the start are dropped, blank lines are skipped and counted.
 *
 * A case naming a `sources_file` is refused before any case runs: the
 * server reads no files. So is a body without cases.
 */
export function evalBody(text: string): EvalBodyResult {
  const lines = text.split("\n");
  const cases: { line: number; text: string }[] = [];
  for (let k = 0; k < lines.length; k++) {
    let line = lines[k] as string;
    if (line.endsWith("\r")) line = line.slice(0, -1);
    if (k === 0 && line.charCodeAt(0) === 0xfeff) line = line.slice(1);
    if (isBlank(line)) continue;
    const refused = namesSourcesFile(line);
    if (refused !== undefined) {
      return {
        ok: false,
        error: "sources_file is not supported",
        message: `line ${k + 1}${refused === "" ? "" : ` (case ${refused})`}: sources_file names a file, and the server reads no files; give the case's sources inline in "sources"`,
        line: k + 1,
      };
    }
    cases.push({ line: k + 1, text: line });
  }
  if (cases.length === 0) {
    return {
      ok: false,
      error: "no cases",
      message: "the body holds no case (one JSON case a line)",
    };
  }

  // As `crossfoot eval --json` runs without a config: no default options, no
  // tolerance, every claim's text and evidence kept. No case can name a file
  // (refused above); with no allowed folder, one still could not be read.
  const runner = new CaseRunner({
    file: EVAL_BODY_NAME,
    dir: "/",
    allowDirs: [],
    maxFileBytes: 0,
    defaults: {},
    tolerance: 0,
    keepAnswer: false,
    claimDetail: "all",
  });
  let correct = 0;
  let errors = 0;
  let passed = 0;
  const claims: Record<string, number> = {};
  const body: string[] = [];
  for (const c of cases) {
    const o: CaseOutcome = runner.run(c.line, c.text);
    if (o.got === "error") errors++;
    else {
      if (asExpected(o)) correct++;
      if (o.got === "pass") passed++;
    }
    for (const claim of o.claims) claims[claim.status] = (claims[claim.status] ?? 0) + 1;
    body.push(`${body.length === 0 ? "\n" : ",\n"}    ${caseJson(o)}`);
  }
  const total = cases.length;
  // JsonOutput's frame (json-output.ts): the totals, the cases, the close.
  const head = `{\n  "total": ${total},\n  "correct": ${correct},\n  "errors": ${errors},\n  "accuracy": ${JSON.stringify(correct / total)},\n  "cases": [`;
  return {
    ok: true,
    parts: [head, ...body, "\n  ]\n}\n"],
    checks: total - errors,
    passed,
    claims,
  };
}

/** A blank line as jsonl.ts counts one: spaces, tabs, `\r` and byte-order marks only. */
function isBlank(text: string): boolean {
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c !== 32 && c !== 9 && c !== 13 && c !== 0xfeff) return false;
  }
  return true;
}

/**
 * When a line is a case naming a `sources_file`: its id as JSON (or "" when
 * it has none). A line that is not JSON is left to the runner, which
 * reports it as an error case.
 */
function namesSourcesFile(line: string): string | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return undefined;
  if (!Object.hasOwn(raw, "sources_file")) return undefined;
  const id = (raw as { id?: unknown }).id;
  return typeof id === "string" || typeof id === "number" ? JSON.stringify(String(id)) : "";
}
