import { growth } from "@crossfoot/tooling/growth";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { evaluate, findCalculations, parseExpression, print, tokenize } from "../src/index.js";

const one = (text: string) => {
  const found = findCalculations(text);
  expect(found).toHaveLength(1);
  return found[0] as NonNullable<(typeof found)[0]>;
};

describe("findCalculations", () => {
  test("should recompute a percentage change written out with × 100", () => {
    const c = one("Growth was (7167.1 − 6383.0) / 6383.0 × 100 = 12.28%.");
    expect(c.correct).toBe(true);
    expect(c.computed).toBeCloseTo(12.2842, 4);
    expect(c.operands.map((o) => [o.number.text, o.constant])).toEqual([
      ["7167.1", false],
      ["6383.0", false],
      ["6383.0", false],
      ["100", true],
    ]);
    expect(c.result.number.text).toBe("12.28%");
  });

  test("should catch a wrong result at its stated precision", () => {
    const c = one("$7630.0m − $6710.4m = $918.2m");
    expect(c.correct).toBe(false);
    expect(c.formula).toBe("$7630.0m − $6710.4m = $919.6m");
  });

  test("should treat small whole divisors as constants", () => {
    const c = one("The average is (76 + 73 + 52) / 3 = 67.");
    expect(c.correct).toBe(true);
    expect(c.operands.filter((o) => o.constant).map((o) => o.number.text)).toEqual(["3"]);
  });

  test("should read percent-of expressions", () => {
    expect(one("15% of 200 = 30").correct).toBe(true);
    expect(one("15% of 200 = 35").correct).toBe(false);
  });

  test("should accept a fraction stated as a percentage", () => {
    expect(one("(120 - 100) / 100 = 20%").correct).toBe(true);
  });

  test("should compare numbers as written when the result alone carries the scale", () => {
    const c = one("7,170 − 6,710 = $460 million");
    expect(c.correct).toBe(true);
    expect(c.reading).toBe("written");
  });

  test("should compare an unsigned result by magnitude and a signed one exactly", () => {
    expect(one("$5735m − $5829m = $94m").correct).toBe(true);
    expect(one("5735 − 5829 = -94").correct).toBe(true);
    expect(one("5735 − 5829 = +94").correct).toBe(false);
  });

  test("should read a figure followed by its working in parentheses", () => {
    const c = one("A decrease of $6 million ($5829m − $5735m).");
    expect(c.form).toBe("parenthetical");
    expect(c.correct).toBe(false);
    expect(c.result.number.text).toBe("$6 million");
  });

  test("should read operator words", () => {
    expect(one("120 minus 100 divided by 4 = 95").correct).toBe(true);
    expect(one("3 times 4 = 12").correct).toBe(true);
  });

  test("should not take identifiers, ordinals or plain assignments for calculations", () => {
    expect(findCalculations("In FY2024 - FY2023 = 1 year")).toEqual([]);
    expect(findCalculations("x = 5")).toEqual([]);
    expect(findCalculations("Revenue was $3.2bn (up 12%).")).toEqual([]);
    expect(findCalculations("Revenue was HK$3.2bn [1].")).toEqual([]);
  });
});

describe("parser safety", () => {
  test("should never throw or hang on arbitrary strings", () => {
    const alphabet = fc.constantFrom(..."0123456789.,+-−×x*/÷()=%$ abcmk€£\n");
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: "binary" }), fc.string({ unit: alphabet, maxLength: 200 })),
        (text) => {
          findCalculations(text);
          tokenize(text);
        },
      ),
      { numRuns: 2000 },
    );
  });

  test("should stay linear on long chains of equals signs", () => {
    // Paired runs in one process, compared as a ratio (no wall-clock limit):
    // four times the input takes about four times as long when the parser
    // is linear, sixteen when quadratic.
    const ratio = growth((n) => {
      findCalculations("1 + 1 = ".repeat(n));
      findCalculations("1 + 1 = 2 = ".repeat(n));
    }, 2_500);
    expect(ratio).toBeLessThan(10);
  });

  test("should refuse absurd nesting instead of overflowing the stack", () => {
    const deep = `${"(".repeat(100_000)}1${")".repeat(100_000)} + 1 = 2`;
    expect(() => findCalculations(deep)).not.toThrow();
  });

  test("should round-trip every expression it prints", () => {
    const leaf = fc.integer({ min: 0, max: 99_999 }).map(String);
    const expr: fc.Arbitrary<string> = fc.letrec<{ e: string }>((tie) => ({
      e: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        leaf,
        fc
          .tuple(tie("e"), fc.constantFrom("+", "−", "×", "/"), tie("e"))
          .map(([a, op, b]) => `${a} ${op} ${b}`),
        tie("e").map((a) => `(${a})`),
      ),
    })).e;
    fc.assert(
      fc.property(expr, (source) => {
        const tokens = tokenize(source);
        const parsed = parseExpression(tokens, 0, tokens.length);
        expect(parsed).toBeDefined();
        if (!parsed) return;
        const printed = print(parsed);
        const again = tokenize(printed);
        const reparsed = parseExpression(again, 0, again.length);
        expect(reparsed && print(reparsed)).toBe(printed);
        const a = evaluate(parsed);
        const b = reparsed ? evaluate(reparsed) : Number.NaN;
        expect(Object.is(a, b) || Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe("what is not working", () => {
  test("should not read citations, year ranges or glued ranges as a figure's working", () => {
    expect(findCalculations("Headcount was 1,850 [1-2].")).toEqual([]);
    expect(findCalculations("Revenue was $5m (2018-2019).")).toEqual([]);
    expect(findCalculations("Margins were 14% (10-12 in peers).")).toEqual([]);
    expect(findCalculations("A gap of $94m ($5829m - $5735m).")).toHaveLength(1);
  });
});
