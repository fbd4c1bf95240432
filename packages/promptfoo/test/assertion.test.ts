import { describe, expect, test } from "vitest";
import crossfootDefault, { crossfootAssertion, type GradingResult } from "../src/index.js";

const sources = [
  { id: "R1", fields: { revenue_2023: 2_870_000_000, revenue_2024: 3_214_000_000 } },
  { id: "R2", fields: { employees_2024: 1850 } },
];

function grade(output: unknown, vars: Record<string, unknown>, config?: Record<string, unknown>) {
  return crossfootAssertion(output, { vars, ...(config ? { config } : {}) });
}

describe("crossfootAssertion", () => {
  test("should pass a grounded answer with one component result per claim", () => {
    const result = grade("Revenue grew 12% to $3.2bn in FY2024 [R1].", { sources });
    expect(result.pass).toBe(true);
    expect(result.score).toBe(1);
    expect(result.reason).toBe("PASSED · 2 claims · 0 failed · score 1.00");
    expect(result.componentResults?.map((c) => c.reason)).toEqual([
      expect.stringMatching(/^\[derived\] 12% - % change revenue_2023/),
      "[supported_rounded] $3.2bn - [R1] revenue_2024 = 3,214,000,000",
    ]);
    expect(result.namedScores).toEqual({ crossfoot: 1, crossfoot_pass: 1 });
  });

  test("should fail with the failing claim and its reason, scored by the report", () => {
    const result = grade("Revenue was $3.2bn in FY2024, with 1,850 employees [R1].", { sources });
    expect(result.pass).toBe(false);
    expect(result.score).toBe(0.5);
    expect(result.reason).toBe(
      "FAILED · 2 claims · 1 failed · score 0.50\n" +
        "[wrong_record] 1,850 - value is in [R2] employees_2024, but the sentence cites [R1]",
    );
    expect(result.componentResults?.map((c) => [c.pass, c.score])).toEqual([
      [true, 1],
      [false, 0],
    ]);
    expect(result.namedScores).toEqual({ crossfoot: 0.5, crossfoot_pass: 0 });
  });

  test("should read the sources from the variable config.sourcesVar names", () => {
    const result = grade(
      "Revenue was $3.2bn [R1].",
      { documents: sources, sources: "ignored" },
      { sourcesVar: "documents" },
    );
    expect(result.pass).toBe(true);
  });

  test("should accept snake_case or camelCase options in vars.crossfoot_options, as JSON text too", () => {
    const answer = "Revenue was $3.2bn in FY2024.";
    expect(grade(answer, { sources }).pass).toBe(true);
    for (const options of [
      { require_citations: true },
      { requireCitations: true },
      '{"require_citations": true}',
    ]) {
      const result = grade(answer, { sources, crossfoot_options: options });
      expect(result.pass).toBe(false);
      expect(result.reason).toContain("[uncited] $3.2bn");
    }
  });

  test("should take config.options as defaults that vars.crossfoot_options overrides", () => {
    const answer = "Revenue was $3.2bn in FY2024.";
    const config = { options: { requireCitations: true } };
    expect(grade(answer, { sources }, config).pass).toBe(false);
    expect(
      grade(answer, { sources, crossfoot_options: { require_citations: false } }, config).pass,
    ).toBe(true);
  });

  test("should honour strict mode (allow_rounding: false)", () => {
    const result = grade("Revenue was $3.2bn [R1].", {
      sources,
      crossfoot_options: { allow_rounding: false },
    });
    expect(result.pass).toBe(false);
    expect(result.reason).toContain("[unsupported] $3.2bn");
  });

  test("should read sources given as JSON text or as one plain text", () => {
    expect(grade("Revenue was $3.2bn [R1].", { sources: JSON.stringify(sources) }).pass).toBe(true);
    const text = "In FY2024 Acme shipped 12,400 units, up from 10,000 in FY2023.";
    expect(grade("Shipments rose 24% [S1].", { sources: text }).pass).toBe(true);
    expect(grade("Shipments rose 25% [S1].", { sources: text }).pass).toBe(false);
  });

  test("should fail an answer that cites a source that does not exist, though its claims pass", () => {
    const result = grade("Revenue was $3.2bn [R1][R9].", { sources });
    expect(result.pass).toBe(false);
    expect(result.score).toBe(1);
    expect(result.reason).toMatch(
      /^FAILED · 1 claim · 0 failed · score 1\.00 · 1 issue\nissue: \[R9\] cites no source/,
    );
    expect(result.componentResults?.at(-1)).toMatchObject({ pass: false, score: 0 });
    expect(result.namedScores).toEqual({ crossfoot: 1, crossfoot_pass: 0 });
  });

  test("should list source diagnostics as warnings in the reason", () => {
    const result = grade("Revenue was $3.2bn [R1].", {
      sources: [{ id: "R1", fields: { revenue_2024: 3_214_000_000 }, colour: "red" }],
    });
    expect(result.pass).toBe(true);
    expect(result.reason).toContain('warning: source R1 colour: unknown record key "colour"');
  });

  describe("fails closed with a clear reason on input it cannot use", () => {
    const cases: [
      string,
      unknown,
      Record<string, unknown>,
      Record<string, unknown> | undefined,
      RegExp,
    ][] = [
      ["no sources", "Revenue was $3.2bn.", {}, undefined, /no sources: set vars\.sources/],
      ["empty sources", "Revenue was $3.2bn.", { sources: "" }, undefined, /no sources/],
      [
        "sources under another name",
        "Revenue was $3.2bn.",
        { sources },
        { sourcesVar: "docs" },
        /no sources: set vars\.docs/,
      ],
      [
        "malformed JSON",
        "x",
        { sources: '[{"id": "R1",' },
        undefined,
        /vars\.sources looks like JSON but does not parse/,
      ],
      [
        "a number as sources",
        "x",
        { sources: 42 },
        undefined,
        /vars\.sources must be a list .* got number/,
      ],
      [
        "an unknown option",
        "x",
        { sources, crossfoot_options: { require_citation: true } },
        undefined,
        /unknown option "require_citation" in vars\.crossfoot_options \(known: requireCitations, allowRounding/,
      ],
      [
        "an option of the wrong type",
        "x",
        { sources, crossfoot_options: { allow_rounding: "no" } },
        undefined,
        /invalid option "allowRounding"/,
      ],
      [
        "options that are not an object",
        "x",
        { sources, crossfoot_options: "[1]" },
        undefined,
        /must be an object/,
      ],
      [
        "an unknown config key",
        "x",
        { sources },
        { sourceVar: "docs" },
        /unknown assertion config key\(s\) "sourceVar"/,
      ],
      [
        "output that is not text",
        { revenue: 3.2 },
        { sources },
        undefined,
        /output must be text.*got object/,
      ],
    ];
    test.each(cases)("%s", (_name, output, vars, config, message) => {
      const result: GradingResult = grade(output, vars, config);
      expect(result.pass).toBe(false);
      expect(result.score).toBe(0);
      expect(result.reason).toMatch(/^crossfoot: /);
      expect(result.reason).toMatch(message);
    });
  });

  test("should be the default export too, with the named export as a property for promptfoo's loader", () => {
    expect(crossfootDefault("Revenue was $3.2bn [R1].", { vars: { sources } }).pass).toBe(true);
    expect(crossfootDefault.crossfootAssertion).toBe(crossfootAssertion);
  });
});
