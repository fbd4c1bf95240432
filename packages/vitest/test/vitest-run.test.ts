import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, expect, test } from "vitest";

// A child vitest runs a user-style project whose setupFiles is the built
// `dist/setup.js` (turbo builds dist/ before tests), so this covers the
// published setup entry and vitest's own reporting of a failing expectation.
const PACKAGE_DIR = resolve(import.meta.dirname, "..");
const VITEST = join(realpathSync(join(PACKAGE_DIR, "node_modules/vitest")), "vitest.mjs");
const FIXTURE = join(PACKAGE_DIR, "test/fixture");
const scratch = mkdtempSync(join(tmpdir(), "crossfoot-vitest-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    assertionResults: { title: string; status: string; failureMessages: string[] }[];
  }[];
}

test("should register the matcher from the built setup entry and report failing claims", () => {
  const output = join(scratch, "report.json");
  // The child must not think it is a worker of this run.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith("VITEST")),
  );
  const run = spawnSync(
    process.execPath,
    [
      VITEST,
      "run",
      "--root",
      FIXTURE,
      "--config",
      "vitest.config.mjs",
      "--reporter=json",
      `--outputFile=${output}`,
    ],
    { cwd: FIXTURE, encoding: "utf8", timeout: 60_000, env: { ...env, NO_COLOR: "1" } },
  );
  expect(run.status, run.stderr).toBe(1);
  const report: JsonReport = JSON.parse(readFileSync(output, "utf8"));
  expect(report.numPassedTests).toBe(2);
  expect(report.numFailedTests).toBe(1);
  const results = report.testResults.flatMap((f) => f.assertionResults);
  expect(results.map((r) => [r.title, r.status])).toEqual([
    ["grounded answer", "passed"],
    ["wrong record, negated", "passed"],
    ["wrong record", "failed"],
  ]);
  const failed = results.find((r) => r.title === "wrong record");
  expect(failed?.failureMessages[0]).toContain(
    [
      "expect(answer).toBeGroundedIn(sources)",
      "",
      "FAILED · 2 claims · 1 failed · score 0.50",
      "  [wrong_record] 1,850 - value is in [R2] employees_2024, but the sentence cites [R1]",
      "",
      'Answer: "Revenue was $3.2bn, with 1,850 employees [R1]."',
    ].join("\n"),
  );
});
