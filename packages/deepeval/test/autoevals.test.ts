import { ListContains, makePartial, type Scorer } from "autoevals";
import { describe, expect, test } from "vitest";
import { NumericGrounding, type NumericGroundingArgs } from "../src/index.js";

const records = [
  { id: "R1", fields: { revenue_2023: 2_870_000_000, revenue_2024: 3_214_000_000 } },
  { id: "R2", fields: { employees_2024: 1850 } },
];
const chunks = [
  "Acme's revenue was $2.87 billion in FY2023 and $3.214 billion in FY2024.",
  "Acme ended FY2024 with 1,850 employees.",
];

describe("NumericGrounding (autoevals-style scorer)", () => {
  test("should have autoevals' Scorer type", () => {
    // Compiles only if the scorer fits autoevals' own Scorer signature.
    const scorer: Scorer<
      string,
      Omit<NumericGroundingArgs, "output" | "expected">
    > = NumericGrounding;
    expect(scorer({ output: "Headcount was 1,850.", context: chunks })).toMatchObject({ score: 1 });
  });

  test("should score the share of grounded figures, with the claims as metadata", () => {
    const score = NumericGrounding({
      output: "Revenue grew 12% to $3.2bn, with 1,850 employees [R1].",
      sources: records,
      input: "How did Acme do?",
    });
    expect(score.name).toBe("NumericGrounding");
    expect(score.score).toBeCloseTo(2 / 3);
    expect(score.metadata.passed).toBe(false);
    expect(score.metadata.claims.map((c) => c.status)).toEqual([
      "derived",
      "supported_rounded",
      "wrong_record",
    ]);
    expect(score.metadata.reason).toBe(
      "FAILED · 3 claims · 1 failed · score 0.67\n[wrong_record] 1,850 - value is in [R2] employees_2024, but the sentence cites [R1]",
    );
  });

  test("should take sources, else context, else expected", () => {
    const output = "Headcount was 1,850.";
    expect(NumericGrounding({ output, context: chunks[1] }).score).toBe(1);
    expect(NumericGrounding({ output, expected: "Acme had 1,850 staff at year end." }).score).toBe(
      1,
    );
    expect(NumericGrounding({ output, expected: "Acme had 1,900 staff at year end." }).score).toBe(
      0,
    );
    expect(NumericGrounding({ output, sources: ["No figures."], context: chunks }).score).toBe(0);
  });

  test("should read checker options from the arguments and ignore the runner's other extras", () => {
    const args = {
      output: "Revenue was $3.2bn.",
      sources: records,
      metadata: { run: 1 },
      trace: {},
    };
    expect(NumericGrounding(args).score).toBe(1);
    expect(NumericGrounding({ ...args, requireCitations: true }).score).toBe(0);
  });

  test("should throw on arguments it cannot score", () => {
    expect(() => NumericGrounding({ output: "Revenue was $3.2bn." })).toThrow(
      /NumericGrounding: no sources: pass sources, context or expected/,
    );
    expect(() => NumericGrounding({ output: 42 as unknown as string, sources: records })).toThrow(
      /output must be the answer text, got number/,
    );
    expect(() => NumericGrounding({ output: "x", sources: 3 })).toThrow(/sources must be a list/);
    expect(() =>
      NumericGrounding({
        output: "x",
        sources: records,
        allowRounding: "no" as unknown as boolean,
      }),
    ).toThrow(/invalid option "allowRounding"/);
  });

  test("should compose with autoevals' makePartial", async () => {
    // makePartial returns the scorer's own result: a Score here, as the scorer is synchronous.
    const grounded = makePartial(NumericGrounding, "NumericGrounding").partial({
      sources: records,
      requireCitations: true,
    });
    expect(await grounded({ output: "Revenue was $3.2bn [R1]." })).toMatchObject({ score: 1 });
    expect(await grounded({ output: "Revenue was $3.2bn." })).toMatchObject({ score: 0 });
  });

  test("should serve as autoevals' ListContains pairwise scorer (expected items as sources)", async () => {
    // ListContains pairs each output item with the expected item that scores best.
    const result = await ListContains({
      output: ["Headcount reached 1,850.", "Revenue was $3.2bn."],
      expected: ["Revenue: $3,214 million in FY2024.", "Employees at year end: 1,850."],
      pairwiseScorer: NumericGrounding,
    });
    expect(result.score).toBe(1);
    const wrong = await ListContains({
      output: ["Headcount reached 1,900.", "Revenue was $3.2bn."],
      expected: ["Revenue: $3,214 million in FY2024.", "Employees at year end: 1,850."],
      pairwiseScorer: NumericGrounding,
    });
    expect(wrong.score).toBe(0.5);
  });
});
