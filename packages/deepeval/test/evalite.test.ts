import { spawnSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Evalite } from "evalite";
import { afterAll, describe, expect, test } from "vitest";
import { evaliteNumericGrounding } from "../src/index.js";

const PACKAGE_DIR = resolve(import.meta.dirname, "..");
const records = [
  { id: "R1", fields: { revenue_2023: 2_870_000_000, revenue_2024: 3_214_000_000 } },
  { id: "R2", fields: { employees_2024: 1850 } },
];
const grounded = "Revenue grew 12% to $3.2bn in FY2024 [R1]. Headcount reached 1,850 [R2].";
const wrongRecord = "Revenue grew 12% to $3.2bn in FY2024, with 1,850 employees [R1].";

describe("evaliteNumericGrounding", () => {
  test("should have evalite's Scorer type", async () => {
    // Compiles only if the scorer fits evalite's own Scorer signature.
    const scorer: Evalite.Scorer<{ sources: unknown }, string, unknown> = evaliteNumericGrounding();
    expect(await scorer({ input: { sources: records }, output: grounded })).toMatchObject({
      score: 1,
    });
  });

  test("should read the sources from the input's sources, retrievalContext or context", async () => {
    const scorer = evaliteNumericGrounding();
    for (const key of ["sources", "retrievalContext", "context"]) {
      const score = await scorer({ input: { [key]: records }, output: wrongRecord });
      expect(score.score).toBeCloseTo(2 / 3);
      expect(score.metadata.reason).toContain("[wrong_record] 1,850");
    }
  });

  test("should take fixed sources or a function of the case, and checker options", async () => {
    const fixed = evaliteNumericGrounding({
      sources: records,
      requireCitations: true,
      name: "Figures",
    });
    expect(await fixed({ input: "q", output: grounded })).toMatchObject({
      name: "Figures",
      score: 1,
    });
    expect((await fixed({ input: "q", output: "Revenue was $3.2bn." })).score).toBe(0);
    const fromExpected = evaliteNumericGrounding<string, string>({
      sources: ({ expected }) => expected,
    });
    expect(
      (await fromExpected({ input: "q", output: "Headcount was 1,850.", expected: "1,850 staff" }))
        .score,
    ).toBe(1);
  });

  test("should throw on a case it cannot score", async () => {
    const scorer = evaliteNumericGrounding();
    await expect(scorer({ input: "q", output: grounded })).rejects.toThrow(
      /no sources: give each input a sources, retrievalContext, context field, or pass the sources option/,
    );
    await expect(
      scorer({ input: { sources: records }, output: { text: grounded } }),
    ).rejects.toThrow(/output must be the answer text, got object/);
    await expect(scorer({ input: { sources: 42 }, output: grounded })).rejects.toThrow(
      /input\.sources must be a list of strings and records/,
    );
    expect(() => evaliteNumericGrounding({ requireCitation: true } as never)).toThrow(
      /unknown option "requireCitation"/,
    );
  });
});

// End to end: the real evalite CLI runs an eval file that uses the built
// scorer (turbo builds dist/ first), in a scratch project with evalite's
// in-memory store (no SQLite), offline.
const scratch = mkdtempSync(join(tmpdir(), "crossfoot-evalite-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

test("evalite run should score each case with the built scorer and fail below the threshold", () => {
  const evalite = realpathSync(join(PACKAGE_DIR, "node_modules/evalite"));
  mkdirSync(join(scratch, "node_modules"));
  symlinkSync(evalite, join(scratch, "node_modules/evalite"));
  writeFileSync(
    join(scratch, "evalite.config.ts"),
    [
      'import { defineConfig } from "evalite/config";',
      'import { createInMemoryStorage } from "evalite/in-memory-storage";',
      "export default defineConfig({ storage: () => createInMemoryStorage() });",
      "",
    ].join("\n"),
  );
  writeFileSync(
    join(scratch, "summary.eval.ts"),
    [
      'import { evalite } from "evalite";',
      `import { evaliteNumericGrounding } from ${JSON.stringify(join(PACKAGE_DIR, "dist/index.js"))};`,
      `const sources = ${JSON.stringify(records)};`,
      `const drafts: Record<string, string> = ${JSON.stringify({ grounded, "wrong record": wrongRecord })};`,
      'evalite("Acme summary", {',
      '  data: [{ input: { case: "grounded", sources } }, { input: { case: "wrong record", sources } }],',
      '  task: async (input) => drafts[input.case] ?? "",',
      "  scorers: [evaliteNumericGrounding()],",
      "});",
      "",
    ].join("\n"),
  );
  const output = join(scratch, "results.json");
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith("VITEST")),
  );
  const run = spawnSync(
    process.execPath,
    [join(evalite, "dist/bin.js"), "run", "--threshold", "90", "--outputPath", output],
    { cwd: scratch, encoding: "utf8", timeout: 60_000, env: { ...env, NO_COLOR: "1", CI: "1" } },
  );
  expect(run.status, run.stdout + run.stderr).toBe(1);
  expect(run.stdout).toMatch(/Score\s+83%/);
  const results = JSON.parse(readFileSync(output, "utf8"));
  const cases = results.evals[0].results;
  expect(cases.map((c: { input: { case: string } }) => c.input.case)).toEqual([
    "grounded",
    "wrong record",
  ]);
  const [good, bad] = cases.map(
    (c: { scores: { name: string; score: number; metadata: { reason: string } }[] }) => c.scores[0],
  );
  expect(good).toMatchObject({ name: "Numeric grounding", score: 1 });
  expect(bad.score).toBeCloseTo(2 / 3);
  expect(bad.metadata.reason).toBe(
    "FAILED · 3 claims · 1 failed · score 0.67\n[wrong_record] 1,850 - value is in [R2] employees_2024, but the sentence cites [R1]",
  );
});
