import { describe, expect, test } from "vitest";
import { NumericGroundingMetric } from "../src/index.js";

const chunks = [
  "Acme's revenue was $2.87 billion in FY2023 and $3.214 billion in FY2024.",
  "Acme ended FY2024 with 1,850 employees.",
];
const records = [
  { id: "R1", fields: { revenue_2023: 2_870_000_000, revenue_2024: 3_214_000_000 } },
  { id: "R2", fields: { employees_2024: 1850 } },
];
const question = "How did Acme do in FY2024?";

describe("NumericGroundingMetric", () => {
  test("should have DeepEval's BaseMetric fields and defaults", () => {
    const metric = new NumericGroundingMetric();
    expect(metric.name).toBe("Numeric Grounding");
    expect(metric.threshold).toBe(1);
    expect(metric.strictMode).toBe(false);
    expect(metric.includeReason).toBe(true);
    expect(metric.asyncMode).toBe(false);
    expect(metric.evaluationCost).toBe(0);
    expect([metric.score, metric.success, metric.reason, metric.error]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(metric.isSuccessful()).toBe(false);
  });

  test("should pass an answer grounded in the retrieval context", () => {
    const metric = new NumericGroundingMetric();
    const score = metric.measure({
      input: question,
      actualOutput: "Revenue grew 12% to $3.2 billion [1], with 1,850 employees [2].",
      retrievalContext: chunks,
    });
    expect(score).toBe(1);
    expect(metric.score).toBe(1);
    expect(metric.success).toBe(true);
    expect(metric.isSuccessful()).toBe(true);
    expect(metric.reason).toBe(
      "PASSED · 3 claims · 0 failed · score 1.00\nChecked against retrievalContext.",
    );
    expect(metric.report?.claims.map((c) => c.status)).toEqual([
      "derived",
      "supported_rounded",
      "supported_exact",
    ]);
  });

  test("should fail below the threshold, with each failing figure and why in the reason", () => {
    const metric = new NumericGroundingMetric();
    const score = metric.measure({
      input: question,
      actualOutput: "Revenue grew 12% to $3.2bn, with 1,850 employees [R1].",
      retrievalContext: records,
    });
    expect(score).toBeCloseTo(2 / 3);
    expect(metric.success).toBe(false);
    expect(metric.isSuccessful()).toBe(false);
    expect(metric.reason).toBe(
      "FAILED · 3 claims · 1 failed · score 0.67\n" +
        "[wrong_record] 1,850 - value is in [R2] employees_2024, but the sentence cites [R1]\n" +
        "Checked against retrievalContext.",
    );
    expect(metric.error).toBeUndefined();
  });

  test("should succeed at a lower threshold", () => {
    const metric = new NumericGroundingMetric({ threshold: 0.6 });
    metric.measure({
      actualOutput: "Revenue was $3.2bn, with 1,850 employees [R1].",
      retrievalContext: records,
    });
    expect(metric.score).toBe(0.5);
    expect(metric.isSuccessful()).toBe(false);
    metric.measure({
      actualOutput: "Revenue grew 12% to $3.2bn, with 1,850 employees [R1].",
      retrievalContext: records,
    });
    expect(metric.isSuccessful()).toBe(true);
  });

  test("should count a citation of a missing source as a failed item, and fail at any threshold", () => {
    const metric = new NumericGroundingMetric({ threshold: 0.5 });
    metric.measure({ actualOutput: "Revenue was $3.2bn [R1][R9].", retrievalContext: records });
    expect(metric.report?.score).toBe(1);
    expect(metric.score).toBe(0.5);
    expect(metric.success).toBe(false);
    expect(metric.reason).toMatch(
      /^FAILED · 1 claim · 0 failed · score 1\.00 · 1 issue\nissue: \[R9\] cites no source/,
    );
  });

  test("should make the score binary and the threshold 1 in strict mode", () => {
    const metric = new NumericGroundingMetric({ strictMode: true, threshold: 0.5 });
    expect(metric.threshold).toBe(1);
    metric.measure({
      actualOutput: "Revenue grew 12% to $3.2bn, with 1,850 employees [R1].",
      retrievalContext: records,
    });
    expect(metric.score).toBe(0);
    expect(metric.success).toBe(false);
  });

  test("should pass the checker options through", () => {
    const uncited = { actualOutput: "Revenue was $3.2bn in FY2024.", retrievalContext: records };
    expect(new NumericGroundingMetric().measure(uncited)).toBe(1);
    const cited = new NumericGroundingMetric({ requireCitations: true });
    expect(cited.measure(uncited)).toBe(0);
    expect(cited.reason).toContain("[uncited] $3.2bn");
    const noRounding = new NumericGroundingMetric({ allowRounding: false });
    expect(
      noRounding.measure({ actualOutput: "Revenue was $3.2bn [R1].", retrievalContext: records }),
    ).toBe(0);
  });

  test("should accept snake_case keys and use context when there is no retrieval context", () => {
    const metric = new NumericGroundingMetric();
    metric.measure({
      input: question,
      actual_output: "Headcount was 1,850.",
      retrieval_context: chunks,
    });
    expect(metric.isSuccessful()).toBe(true);
    metric.measure({
      actual_output: "Headcount was 1,850.",
      context: chunks,
      expected_output: "1,850",
    });
    expect(metric.reason).toMatch(/Checked against context\.$/);
    expect(metric.isSuccessful()).toBe(true);
    // The retrieval context wins, even empty: the retriever found nothing.
    metric.measure({ actualOutput: "Headcount was 1,850.", retrievalContext: [], context: chunks });
    expect(metric.isSuccessful()).toBe(false);
    expect(metric.reason).toContain("[unsupported] 1,850");
  });

  test("should leave the reason out without includeReason, and keep the summary with verboseMode", () => {
    const metric = new NumericGroundingMetric({ includeReason: false, verboseMode: true });
    metric.measure({ actualOutput: "Headcount was 1,850 [R2].", retrievalContext: records });
    expect(metric.reason).toBeUndefined();
    expect(metric.verboseLogs).toBe(
      "PASSED · 1 claim · 0 failed · score 1.00\n[supported_exact] 1,850 - [R2] employees_2024 = 1,850",
    );
  });

  test("should measure asynchronously with aMeasure", async () => {
    const metric = new NumericGroundingMetric();
    await expect(
      metric.aMeasure({ actualOutput: "Headcount was 1,850.", retrievalContext: chunks }),
    ).resolves.toBe(1);
    expect(metric.isSuccessful()).toBe(true);
  });

  describe("should throw a clear error and set error for a test case it cannot check", () => {
    test.each([
      ["not an object", "Revenue was $3.2bn.", /expected an LLMTestCase object, got string/],
      [
        "no actual output",
        { input: question, retrievalContext: chunks },
        /needs actualOutput \(or actual_output\) as a string, got undefined/,
      ],
      [
        "an output that is not text",
        { actualOutput: { text: "x" }, retrievalContext: chunks },
        /as a string, got object/,
      ],
      [
        "no sources",
        { actualOutput: "Revenue was $3.2bn." },
        /no sources: set retrievalContext \(or retrieval_context\) or context/,
      ],
      [
        "sources that are not a list",
        { actualOutput: "x", retrievalContext: "Acme revenue was $3.2bn." },
        /retrievalContext must be a list of strings or records, got string/,
      ],
      [
        "both spellings, different",
        { actualOutput: "a", actual_output: "b", context: chunks },
        /both actualOutput and actual_output/,
      ],
    ])("%s", (_name, testCase, message) => {
      const metric = new NumericGroundingMetric();
      metric.measure({ actualOutput: "Headcount was 1,850.", retrievalContext: chunks });
      expect(() => metric.measure(testCase)).toThrow(message);
      expect(metric.error).toMatch(message);
      expect(metric.score).toBeUndefined();
      expect(metric.success).toBe(false);
      expect(metric.isSuccessful()).toBe(false);
    });
  });

  test("should reject bad constructor options where they are written", () => {
    expect(() => new NumericGroundingMetric({ threshold: 1.5 })).toThrow(
      /threshold must be a number from 0 to 1, got 1.5/,
    );
    expect(
      () =>
        new NumericGroundingMetric({ require_citations: true } as unknown as {
          requireCitations: boolean;
        }),
    ).toThrow(
      /unknown option "require_citations" \(known: threshold, strictMode, includeReason, verboseMode, requireCitations/,
    );
    expect(() => new NumericGroundingMetric({ allowRounding: "no" as unknown as boolean })).toThrow(
      /invalid option "allowRounding"/,
    );
  });
});
