import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { type Interval, OPERATIONS, type Operation, TWO_OPERAND_OPERATIONS } from "../src/index.js";
import { outOfReach, outOfReachOfMany, poolReach } from "../src/reach.js";

/**
 * The reach tests may skip a search only when it would find nothing: for
 * random pools and intervals, whenever a form is out of reach, no pair (or
 * set of three or more values) of the pool computes into the interval.
 */

const value = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  fc.constantFrom(0, 1, -1, 0.5, 100),
);
const pool = fc.array(value, { minLength: 2, maxLength: 8 });
const interval = fc
  .tuple(
    fc.double({ min: -2e12, max: 2e12, noNaN: true }),
    fc.double({ min: 0, max: 1e6, noNaN: true }),
  )
  .map(([low, width]): Interval => ({ low, high: low + width }));
const near = (values: number[]) =>
  fc
    .tuple(fc.nat(), fc.nat(), fc.constantFrom(...TWO), fc.double({ min: 0, max: 2, noNaN: true }))
    .map(([i, j, op, width]): Interval => {
      const a = values[i % values.length] as number;
      const b = values[j % values.length] as number;
      const v = OPERATIONS[op].compute(a, b, 1);
      const c = Number.isFinite(v) ? Math.abs(v) : 0;
      return { low: c - width, high: c + width };
    });

/** An interval about the sum or average of three of the values, of any width up to a few units. */
const nearMany = (values: number[]) =>
  fc
    .tuple(fc.nat(), fc.nat(), fc.nat(), fc.boolean(), fc.double({ min: 0, max: 4, noNaN: true }))
    .map(([i, j, k, average, width]): Interval => {
      const n = values.length;
      const sum = (values[i % n] as number) + (values[j % n] as number) + (values[k % n] as number);
      const c = average ? sum / 3 : sum;
      return { low: c - width, high: c + width / 2 };
    });

const TWO: readonly Operation[] = [...TWO_OPERAND_OPERATIONS, "product"];

/** Whether some pair of distinct positions gives a value of `op` in the interval, as the pair search computes it. */
function pairLands(
  op: Operation,
  values: number[],
  iv: Interval,
  scale: number,
  magnitude: boolean,
): boolean {
  const spec = OPERATIONS[op];
  for (let i = 0; i < values.length; i++) {
    for (let j = 0; j < values.length; j++) {
      if (i === j) continue;
      // a is the base of a change, the denominator of a share or ratio.
      const a = values[i] as number;
      const b = values[j] as number;
      if ((op === "share" || op === "ratio") && !(a > 0)) continue;
      const v =
        op === "share" || op === "ratio" ? spec.compute(b, a, scale) : spec.compute(a, b, scale);
      if (!Number.isFinite(v)) continue;
      const shown = spec.change || (op === "share" && magnitude) ? Math.abs(v) : v;
      if (shown >= iv.low && shown <= iv.high) return true;
    }
  }
  return false;
}

/** Every subset of three or more values: whether its sum or average lands (an upper bound on what the search lists). */
function manyLands(op: "sum_n" | "average_n", values: number[], iv: Interval): boolean {
  const n = values.length;
  for (let mask = 0; mask < 1 << n; mask++) {
    let sum = 0;
    let k = 0;
    for (let b = 0; b < n; b++) {
      if (mask & (1 << b)) {
        sum += values[b] as number;
        k++;
      }
    }
    if (k < 3) continue;
    const v = op === "sum_n" ? sum : sum / k;
    // The search compares partial sums: allow it a little slack either way.
    const slack =
      1e-12 * (Math.abs(iv.low) + Math.abs(iv.high) + values.reduce((s, x) => s + Math.abs(x), 0));
    if (v >= iv.low - slack && v <= iv.high + slack) return true;
  }
  return false;
}

describe("reach", () => {
  test("a two-operand form out of reach has no pair in the interval", () => {
    fc.assert(
      fc.property(
        pool.chain((values) => fc.tuple(fc.constant(values), fc.oneof(interval, near(values)))),
        fc.constantFrom(...TWO),
        fc.constantFrom(1, 100),
        fc.boolean(),
        ([values, iv], op, scale, magnitude) => {
          const reach = poolReach(Float64Array.from(values));
          if (outOfReach(op, reach, iv, scale, magnitude))
            expect(pairLands(op, values, iv, scale, magnitude)).toBe(false);
        },
      ),
      { numRuns: 20_000 },
    );
  });

  test("sums and averages of three or more out of reach have no subset in the interval", () => {
    fc.assert(
      fc.property(
        pool.chain((values) => fc.tuple(fc.constant(values), fc.oneof(interval, nearMany(values)))),
        fc.constantFrom("sum_n", "average_n" as const),
        ([values, iv], op) => {
          const reach = poolReach(Float64Array.from(values));
          if (outOfReachOfMany(op, reach, iv, 1, false))
            expect(manyLands(op, values, iv)).toBe(false);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  test("shares of a pair sum and differences of pair averages out of reach have none in the interval", () => {
    fc.assert(
      fc.property(
        pool,
        interval,
        fc.constantFrom(1, 100),
        fc.boolean(),
        (values, iv, scale, magnitude) => {
          const reach = poolReach(Float64Array.from(values));
          const n = values.length;
          if (outOfReachOfMany("share_of_sum", reach, iv, scale, magnitude)) {
            for (let i = 0; i < n; i++)
              for (let j = i + 1; j < n; j++)
                for (let c = 0; c < n; c++) {
                  const d = values[c] as number;
                  if (c === i || c === j || !(d > 0)) continue;
                  const v = (((values[i] as number) + (values[j] as number)) / d) * scale;
                  const shown = magnitude ? Math.abs(v) : v;
                  expect(shown >= iv.low && shown <= iv.high).toBe(false);
                }
          }
          if (outOfReachOfMany("average_difference", reach, iv, scale, magnitude)) {
            const sums: number[] = [];
            for (let i = 0; i < n; i++)
              for (let j = i + 1; j < n; j++)
                sums.push((values[i] as number) + (values[j] as number));
            for (const s of sums)
              for (const t of sums) {
                const v = (s - t) / 2;
                expect(v >= iv.low && v <= iv.high).toBe(false);
              }
          }
        },
      ),
      { numRuns: 5_000 },
    );
  });

  test("a distinctive figure against a few values of another size is out of reach of every form", () => {
    const reach = poolReach(Float64Array.from([8_074_070, 8_440_736]));
    const iv = { low: 8_463_647.49, high: 8_463_648.51 };
    for (const op of TWO) expect(outOfReach(op, reach, iv, 1, false)).toBe(true);
    for (const op of ["average_n", "share_of_sum", "average_difference"] as const)
      expect(outOfReachOfMany(op, reach, iv, 1, false)).toBe(true);
    // Three values near nine million add up to well over it.
    const four = poolReach(Float64Array.from([9_000_000, 9_487_104.6, 10_010_000, 10_600_000]));
    expect(outOfReachOfMany("sum_n", four, { low: 9_487_103.5, high: 9_487_104.5 }, 1, false)).toBe(
      true,
    );
  });
});
