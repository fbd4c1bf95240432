import { Checker } from "crossfoot";
import { expect as jestExpect } from "expect";
import { describe, expect, test } from "vitest";
import { type CrossfootMatchers, crossfootMatchers } from "../src/index.js";

// jest's own `expect` (the package jest and @jest/globals re-export), extended
// with the same matcher object vitest uses.
declare module "expect" {
  interface Matchers<R extends void | Promise<void>, T = unknown> extends CrossfootMatchers<R> {}
  interface AsymmetricMatchers extends CrossfootMatchers<void> {}
}
jestExpect.extend(crossfootMatchers);

const sources = [
  { id: "R1", fields: { revenue_2023: 2_870_000_000, revenue_2024: 3_214_000_000 } },
  { id: "R2", fields: { employees_2024: 1850 } },
];
const grounded = "Revenue grew 12% to $3.2bn in FY2024 [R1]. Headcount reached 1,850 [R2].";
const wrongRecord = "Revenue grew 12% to $3.2bn in FY2024, with 1,850 employees [R1].";

describe("toBeGroundedIn (jest's expect)", () => {
  test("should pass a grounded answer and fail .not on it", () => {
    jestExpect(grounded).toBeGroundedIn(sources);
    jestExpect(wrongRecord).not.toBeGroundedIn(sources);
    jestExpect("Revenue reached $3.2bn.").not.toBeGroundedIn(
      new Checker(sources, { requireCitations: true }),
    );
  });

  test("should throw jest's assertion error with the failing claims as its message", () => {
    let error: Error | undefined;
    try {
      jestExpect(wrongRecord).toBeGroundedIn(sources);
    } catch (e) {
      error = e as Error;
    }
    expect(error?.constructor.name).toBe("JestAssertionError");
    expect(error?.message).toBe(
      [
        "expect(answer).toBeGroundedIn(sources)",
        "",
        "FAILED · 3 claims · 1 failed · score 0.67",
        "  [wrong_record] 1,850 - value is in [R2] employees_2024, but the sentence cites [R1]",
        "",
        `Answer: "${wrongRecord}"`,
      ].join("\n"),
    );
    expect(() => jestExpect(grounded).not.toBeGroundedIn(sources)).toThrow(
      /^expect\(answer\)\.not\.toBeGroundedIn\(sources\)\n\nPASSED · 3 claims · 0 failed · score 1\.00\n/,
    );
  });

  test("should work as an asymmetric matcher", () => {
    jestExpect({ answer: grounded }).toEqual({ answer: jestExpect.toBeGroundedIn(sources) });
    jestExpect({ answer: wrongRecord }).not.toEqual({ answer: jestExpect.toBeGroundedIn(sources) });
  });

  test("should throw on input it cannot check, with or without .not", () => {
    expect(() => jestExpect(42).toBeGroundedIn(sources)).toThrow(/must be a string, got number/);
    expect(() => jestExpect(42).not.toBeGroundedIn(sources)).toThrow(
      /must be a string, got number/,
    );
  });
});
