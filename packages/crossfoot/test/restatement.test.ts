import type { Mention } from "@crossfoot/extract";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { type GroundedFigure, restatement } from "../src/prove/answer-figures.js";

/** The restatement test as first written: every factor tried on every earlier figure. */
function restatedBy(claim: Mention, earlier: readonly GroundedFigure[]): number | undefined {
  const near = (a: number, b: number, p: number) => Math.abs(a - b) <= p / 2 + Math.abs(a) * 1e-9;
  for (let k = earlier.length - 1; k >= 0; k--) {
    const g = earlier[k] as GroundedFigure;
    // A zero restates only a zero.
    if (claim.value === 0 && g.mention.value !== 0) continue;
    const factors =
      claim.scale === undefined || g.mention.scale === undefined ? [1, 1e3, 1e6, 1e9, 1e12] : [1];
    for (const f of factors) {
      if (
        near(claim.value, g.mention.value * f, claim.precision) ||
        near(claim.value * f, g.mention.value, claim.precision * f)
      )
        return k;
    }
  }
  return undefined;
}

const mention = (value: number, precision: number, scale?: string): Mention => ({
  text: String(value),
  start: 0,
  end: 1,
  value,
  precision,
  kind: "number",
  ...(scale ? { scale } : {}),
});

describe("restatement", () => {
  test("finds the figure the factor-by-factor test finds, for any sizes", () => {
    const value = fc.oneof(
      fc.double({ min: -1e13, max: 1e13, noNaN: true }),
      fc.integer({ min: -5000, max: 5000 }).map((n) => n / 10),
      fc.constantFrom(0, 2.3, 2_300_000, 2300, 0.0023),
    );
    const precision = fc.constantFrom(1e-4, 0.01, 0.1, 1, 10, 1000, 1e5, 1e7);
    fc.assert(
      fc.property(
        value,
        precision,
        fc.boolean(),
        fc.array(
          fc.tuple(
            value,
            fc.boolean(),
            fc.constantFrom(0, 1, 1e3, 1e-3, 1e6, 1e-6, 1e12),
            fc.double({ min: -0.6, max: 0.6, noNaN: true }),
          ),
          { maxLength: 8 },
        ),
        (v, p, scaled, others) => {
          const claim = mention(v, p, scaled ? "million" : undefined);
          // Some earlier figures near the claim at a factor, at the edge of its precision.
          const sized = others.map(
            ([x, s, f, jitter]) => [f === 0 ? x : v * f + jitter * p * Math.max(1, f), s] as const,
          );
          const earlier: GroundedFigure[] = sized.map(([x, s]) => ({
            mention: mention(x, 1, s ? "thousand" : undefined),
            sentence: 0,
            judgement: {
              status: "supported_exact",
              evidence: "",
              details: { type: "none", reason: "", searched: [] },
            },
            dropped: false,
          }));
          const found = restatement(claim, 1, earlier);
          const k = restatedBy(claim, earlier);
          expect(found === undefined).toBe(k === undefined);
          if (k !== undefined)
            expect(found?.evidence).toContain(`restates ${earlier[k]?.mention.text} `);
        },
      ),
      { numRuns: 5000 },
    );
  });
});
