import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parse } from "yaml";
import { EXAMPLE_CASE_COUNT, FAILING_ANSWER, Fixtures, REPO_ROOT, SOURCES } from "./helpers.js";

interface Action {
  runs: { using: string; steps: { shell?: string; env?: Record<string, string>; run?: string }[] };
  inputs: Record<string, { required?: boolean; default?: string; description: string }>;
}

const action = parse(readFileSync(join(REPO_ROOT, "action.yml"), "utf8")) as Action;

/**
 * Run the action's steps the way the Actions runner does: substitute the
 * `${{ … }}` expressions (inputs with their defaults, github.action_path),
 * then run each step's script with bash, its env added, from `cwd`.
 */
function runAction(inputs: Record<string, string>, cwd: string, summary: string) {
  const value = (expression: string): string => {
    if (expression === "github.action_path") return REPO_ROOT;
    const input = /^inputs\.([\w-]+)$/.exec(expression)?.[1];
    if (input === undefined || !(input in action.inputs)) {
      throw new Error(`the test cannot evaluate \${{ ${expression} }}`);
    }
    return inputs[input] ?? action.inputs[input]?.default ?? "";
  };
  const substitute = (text: string) =>
    text.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_m, expression: string) => value(expression));
  let last = { code: 0 as number | null, stdout: "", stderr: "" };
  for (const step of action.runs.steps) {
    expect(step.shell).toBe("bash");
    const env = Object.fromEntries(
      Object.entries(step.env ?? {}).map(([k, v]) => [k, substitute(String(v))]),
    );
    const r = spawnSync("bash", ["-c", substitute(step.run ?? "")], {
      cwd,
      env: { ...process.env, ...env, GITHUB_STEP_SUMMARY: summary, NO_COLOR: "1" },
      encoding: "utf8",
      timeout: 60_000,
    });
    last = { code: r.status, stdout: r.stdout, stderr: r.stderr };
    if (r.status !== 0) break;
  }
  return last;
}

let fx: Fixtures;

beforeAll(() => {
  if (!existsSync(join(REPO_ROOT, "apps/cli/dist/bin.cjs"))) {
    throw new Error("build the CLI first (the action builds it only when it is missing)");
  }
  fx = new Fixtures("crossfoot-action-");
});

afterAll(() => fx?.remove());

describe("action.yml", () => {
  test("is a composite action with the inputs cases, min-accuracy, junit, html", () => {
    expect(action.runs.using).toBe("composite");
    expect(Object.keys(action.inputs)).toEqual(["cases", "min-accuracy", "junit", "html"]);
    expect(action.inputs.cases?.required).toBe(true);
    expect(action.inputs["min-accuracy"]?.default).toBe("1.0");
    // Inputs go through env, never into the script text (no shell injection).
    for (const step of action.runs.steps) expect(step.run ?? "").not.toContain("${{");
  });

  test("runs crossfoot eval on the examples, writes the reports and the job summary", () => {
    const junit = join(fx.dir, "eval.xml");
    const html = join(fx.dir, "eval.html");
    const summary = join(fx.dir, "summary.md");
    const r = runAction({ cases: "examples/cases.jsonl", junit, html }, REPO_ROOT, summary);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const line = `PASSED · ${EXAMPLE_CASE_COUNT}/${EXAMPLE_CASE_COUNT} cases as expected · accuracy 100.00% · threshold 100.00%`;
    expect(r.stdout).toBe(`${line}\n`);
    expect(readFileSync(junit, "utf8")).toContain(
      `tests="${EXAMPLE_CASE_COUNT}" failures="0" errors="0"`,
    );
    expect(readFileSync(html, "utf8")).toContain('<dd id="accuracy">100.00%</dd>');
    expect(readFileSync(summary, "utf8")).toBe(
      `### crossfoot eval: \`examples/cases.jsonl\`\n\n${line}\n`,
    );
  });

  test("fails the step below min-accuracy, and passes at a lower one", () => {
    fx.write("sources.json", SOURCES);
    fx.writeJsonl("half.jsonl", [
      { id: "mislabelled", output: FAILING_ANSWER, sources_file: "sources.json" },
      { id: "right", output: FAILING_ANSWER, sources_file: "sources.json", expect: "fail" },
    ]);
    const summary = join(fx.dir, "summary-2.md");
    const failed = runAction({ cases: "half.jsonl" }, fx.dir, summary);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain(
      "FAIL mislabelled FAILED · 2 claims · 1 failed · score 0.50 · expected PASSED",
    );
    expect(failed.stdout).toContain("FAILED · 1/2 cases as expected");
    const passed = runAction({ cases: "half.jsonl", "min-accuracy": "0.5" }, fx.dir, summary);
    expect(passed.code).toBe(0);
  });

  test("an input error fails the step with exit 2 and says so in the summary", () => {
    const summary = join(fx.dir, "summary-3.md");
    const r = runAction({ cases: "no-such.jsonl" }, fx.dir, summary);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("crossfoot: cases file not found:");
    expect(readFileSync(summary, "utf8")).toContain("Input error (exit 2)");
  });
});
