import { Checker } from "crossfoot";
import { describe, expect, test } from "vitest";
import "../src/setup.js";

const sources = [
  { id: "R1", fields: { revenue_2023: 2_870_000_000, revenue_2024: 3_214_000_000 } },
  { id: "R2", fields: { employees_2024: 1850 } },
];
const grounded = "Revenue grew 12% to $3.2bn in FY2024 [R1]. Headcount reached 1,850 [R2].";
const wrongRecord = "Revenue grew 12% to $3.2bn in FY2024, with 1,850 employees [R1].";

/** The message of the error a failing expectation throws. */
function failure(run: () => void): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the expectation did not fail");
}

describe("toBeGroundedIn (vitest)", () => {
  test("should pass a grounded answer and fail .not on it", () => {
    expect(grounded).toBeGroundedIn(sources);
    expect(wrongRecord).not.toBeGroundedIn(sources);
  });

  test("should list each failing figure and its reason in the failure message", () => {
    expect(failure(() => expect(wrongRecord).toBeGroundedIn(sources))).toBe(
      [
        "expect(answer).toBeGroundedIn(sources)",
        "",
        "FAILED · 3 claims · 1 failed · score 0.67",
        "  [wrong_record] 1,850 - value is in [R2] employees_2024, but the sentence cites [R1]",
        "",
        `Answer: "${wrongRecord}"`,
      ].join("\n"),
    );
  });

  test("should list several failures and issues", () => {
    const message = failure(() =>
      expect("Revenue fell 12% to $3.5bn [R1][R7].").toBeGroundedIn(sources),
    );
    expect(message).toMatch(/^FAILED · 2 claims · 2 failed · score 0\.00 · 1 issue$/m);
    expect(message).toMatch(/^ {2}\[contradicted\] 12% - magnitude matches % change/m);
    expect(message).toMatch(/^ {2}\[unsupported\] \$3\.5bn - /m);
    expect(message).toMatch(/^ {2}issue: \[R7\] cites no source/m);
  });

  test("should show the evidence of every figure when .not fails", () => {
    expect(failure(() => expect(grounded).not.toBeGroundedIn(sources))).toBe(
      [
        "expect(answer).not.toBeGroundedIn(sources)",
        "",
        "PASSED · 3 claims · 0 failed · score 1.00",
        "  [derived] 12% - % change revenue_2023 (2,870,000,000) -> revenue_2024 (3,214,000,000): (3,214,000,000 − 2,870,000,000) / 2,870,000,000 × 100 = 11.9861%",
        "  [supported_rounded] $3.2bn - [R1] revenue_2024 = 3,214,000,000",
        "  [supported_exact] 1,850 - [R2] employees_2024 = 1,850",
        "expected the answer to fail, but every figure is grounded",
        "",
        `Answer: "${grounded}"`,
      ].join("\n"),
    );
    expect(failure(() => expect("No figures here.").not.toBeGroundedIn(sources))).toContain(
      "PASSED · 0 claims · 0 failed · score 1.00\nexpected the answer to fail, but it has no figures",
    );
  });

  test("should apply checker options", () => {
    const uncited = "Revenue reached $3.2bn in FY2024.";
    expect(uncited).toBeGroundedIn(sources);
    expect(uncited).not.toBeGroundedIn(sources, { requireCitations: true });
    expect(
      failure(() => expect(uncited).toBeGroundedIn(sources, { requireCitations: true })),
    ).toContain("[uncited] $3.2bn");
    expect("Revenue was $3.2bn [R1].").not.toBeGroundedIn(sources, { allowRounding: false });
  });

  test("should take a Checker built once for many answers", () => {
    const checker = new Checker(sources, { requireCitations: true });
    expect(grounded).toBeGroundedIn(checker);
    expect("Revenue reached $3.2bn in FY2024.").not.toBeGroundedIn(checker);
  });

  test("should work as an asymmetric matcher", () => {
    expect({ answer: grounded, model: "m" }).toEqual({
      answer: expect.toBeGroundedIn(sources),
      model: "m",
    });
    expect({ answer: wrongRecord }).not.toEqual({ answer: expect.toBeGroundedIn(sources) });
  });

  describe("should throw, with or without .not, on input it cannot check", () => {
    test.each([
      [
        "an answer that is not a string",
        { text: grounded },
        sources,
        undefined,
        /received answer must be a string, got object/,
      ],
      ["no sources", grounded, undefined, undefined, /pass the sources/],
      [
        "an unknown option",
        grounded,
        sources,
        { requireCitation: true },
        /invalid option.*requireCitation/,
      ],
      [
        "options with a Checker",
        grounded,
        new Checker(sources),
        { requireCitations: true },
        /cannot be combined with a Checker/,
      ],
    ])("%s", (_name, answer, src, options, message) => {
      const opts = options as Parameters<typeof expect.toBeGroundedIn>[1];
      expect(() => expect(answer).toBeGroundedIn(src, opts)).toThrow(message);
      expect(() => expect(answer).not.toBeGroundedIn(src, opts)).toThrow(message);
    });
  });

  test("should be typed through the vitest module augmentation", () => {
    // @ts-expect-error the sources argument is required
    expect(() => expect(grounded).toBeGroundedIn()).toThrow(/pass the sources/);
    // @ts-expect-error options are checker options
    expect(() => expect(grounded).toBeGroundedIn(sources, { requireCitations: "yes" })).toThrow(
      /invalid option "requireCitations"/,
    );
  });
});
