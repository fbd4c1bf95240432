import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, test } from "vitest";

// End to end: the real promptfoo CLI (a devDependency) loads the built
// assertion from dist/ and grades offline. Turbo builds dist/ before tests.
const PACKAGE_DIR = resolve(import.meta.dirname, "..");
const PROMPTFOO = join(
  realpathSync(join(PACKAGE_DIR, "node_modules/promptfoo")),
  "dist/src/entrypoint.js",
);
const EXAMPLE = join(PACKAGE_DIR, "examples/promptfooconfig.yaml");
const scratch = mkdtempSync(join(tmpdir(), "crossfoot-promptfoo-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface EvalResult {
  success: boolean;
  score: number;
  namedScores: Record<string, number>;
  testCase: { description: string };
  gradingResult: {
    pass: boolean;
    reason: string;
    componentResults: { pass: boolean; reason: string }[];
  };
}

/** Runs `promptfoo eval` with telemetry, update checks and the cache off; returns the exit code and JSON output. */
function promptfooEval(config: string, name: string) {
  const output = join(scratch, `${name}.json`);
  const run = spawnSync(
    process.execPath,
    [PROMPTFOO, "eval", "-c", config, "--no-cache", "--no-write", "--no-table", "-o", output],
    {
      cwd: scratch,
      encoding: "utf8",
      timeout: 60_000,
      env: {
        ...process.env,
        PROMPTFOO_DISABLE_TELEMETRY: "1",
        PROMPTFOO_DISABLE_UPDATE: "1",
        PROMPTFOO_DISABLE_RUNTIME_WARNINGS: "1",
        PROMPTFOO_CONFIG_DIR: join(scratch, `config-${name}`),
        PROMPTFOO_FAILED_TEST_EXIT_CODE: undefined,
        NO_COLOR: "1",
      },
    },
  );
  const json = JSON.parse(readFileSync(output, "utf8"));
  const results: EvalResult[] = json.results.results;
  const byDescription = new Map(results.map((r) => [r.testCase.description, r]));
  return {
    status: run.status,
    stdout: run.stdout,
    stats: json.results.stats,
    results,
    byDescription,
  };
}

describe("promptfoo eval (real CLI, offline)", () => {
  test("should pass the grounded case and fail the others with crossfoot's reason, exit 100", () => {
    const run = promptfooEval(EXAMPLE, "example");
    expect(run.status).toBe(100);
    expect(run.stats).toMatchObject({ successes: 1, failures: 2, errors: 0 });
    expect(run.stdout).toMatch(/1 passed/);
    expect(run.stdout).toMatch(/2 failed/);

    const grounded = run.byDescription.get("grounded answer");
    expect(grounded?.success).toBe(true);
    expect(grounded?.score).toBe(1);
    expect(grounded?.namedScores).toEqual({ crossfoot: 1, crossfoot_pass: 1 });
    expect(grounded?.gradingResult.componentResults.map((c) => c.reason)).toContain(
      "[supported_exact] 1,850 - [R2] employees_2024 = 1,850",
    );

    const wrongRecord = run.byDescription.get(
      "figure taken from a record the sentence does not cite",
    );
    expect(wrongRecord?.success).toBe(false);
    expect(wrongRecord?.score).toBeCloseTo(2 / 3);
    expect(wrongRecord?.gradingResult.reason).toBe(
      "FAILED · 3 claims · 1 failed · score 0.67\n" +
        "[wrong_record] 1,850 - value is in [R2] employees_2024, but the sentence cites [R1]",
    );

    const uncited = run.byDescription.get("uncited figure when citations are required");
    expect(uncited?.success).toBe(false);
    expect(uncited?.gradingResult.reason).toContain("[uncited] $3.2bn");
    expect(uncited?.namedScores).toEqual({ crossfoot: 0, crossfoot_pass: 0 });
  });

  test("should load the named export from the CJS build, with a custom provider and config, exit 0", () => {
    const dir = mkdtempSync(join(scratch, "named-"));
    // A custom JS provider: the "model" answers with the test's draft.
    writeFileSync(
      join(dir, "provider.mjs"),
      [
        "export default class DraftProvider {",
        '  id() { return "draft"; }',
        "  async callApi(_prompt, context) { return { output: context.vars.draft }; }",
        "}",
        "",
      ].join("\n"),
    );
    const cjs = join(PACKAGE_DIR, "dist/index.cjs");
    writeFileSync(
      join(dir, "promptfooconfig.yaml"),
      [
        "prompts: ['Summarise FY2024 for Acme from: {{documents}}']",
        "providers: ['file://provider.mjs']",
        "defaultTest:",
        "  assert:",
        "    - type: javascript",
        `      value: file://${cjs}:crossfootAssertion`,
        "      config: { sourcesVar: documents, options: { requireCitations: true } }",
        "tests:",
        "  - description: cited and grounded",
        "    vars:",
        "      draft: Revenue grew 12% to $3.2bn [R1].",
        '      documents: \'[{"id": "R1", "fields": {"revenue_2023": 2870000000, "revenue_2024": 3214000000}}]\'',
        "",
      ].join("\n"),
    );
    const run = promptfooEval(join(dir, "promptfooconfig.yaml"), "named");
    expect(run.status).toBe(0);
    expect(run.stats).toMatchObject({ successes: 1, failures: 0, errors: 0 });
    expect(run.results[0]?.gradingResult.componentResults[0]?.reason).toBe(
      "PASSED · 2 claims · 0 failed · score 1.00",
    );
  });
});
