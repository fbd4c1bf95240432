import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { ascendingOrder } from "../src/order.js";

/** The order a stable comparison sort gives: by value, ties (0 and -0 among them) by index. */
function reference(raw: Float64Array): number[] {
  return Array.from(raw.keys()).sort((a, b) => (raw[a] as number) - (raw[b] as number) || a - b);
}

const special = fc.constantFrom(0, -0, 1, -1, 0.5, Infinity, -Infinity, 5e-324, -5e-324, 1e300);

describe("ascendingOrder", () => {
  // Sizes on both sides of the insertion-sort and radix-sort thresholds.
  for (const [minLength, maxLength] of [
    [0, 30],
    [30, 200],
    [1500, 2500],
  ] as const) {
    test(`should give the stable comparison order and the sorted values (${minLength}-${maxLength} values)`, () => {
      fc.assert(
        fc.property(
          fc.array(
            fc.oneof(fc.double({ noNaN: true }), fc.integer({ min: -20, max: 20 }), special),
            {
              minLength,
              maxLength,
            },
          ),
          (values) => {
            const raw = Float64Array.from(values);
            const sorted = new Float64Array(raw.length);
            const order = ascendingOrder(raw, sorted);
            const expected = reference(raw);
            expect(Array.from(order)).toEqual(expected);
            // -0 stays -0: the values are the input's own.
            expect(Array.from(sorted)).toEqual(expected.map((i) => raw[i]));
            // With the input as scratch: the same order and values.
            const copy = raw.slice();
            const again = new Float64Array(raw.length);
            expect(Array.from(ascendingOrder(copy, again, true))).toEqual(expected);
            expect(Array.from(again)).toEqual(expected.map((i) => raw[i]));
          },
        ),
        { numRuns: maxLength > 1000 ? 40 : 300 },
      );
    });
  }

  // The radix sort orders by the high word of each value's bits, then each
  // run of equal high words by the low word: values a few units in the last
  // place apart share a high word, in short runs and in long ones.
  test("should give the stable comparison order for values sharing their high bits", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom(1, -1, 1_234_567.89, -3.5e-7, 2 ** 40),
            fc.integer({ min: 0, max: 4000 }),
          ),
          { minLength: 1500, maxLength: 2500 },
        ),
        fc.integer({ min: 1, max: 2000 }),
        (pairs, spread) => {
          const raw = Float64Array.from(
            pairs.map(([base, k]) => base + (k % spread) * Math.abs(base) * Number.EPSILON),
          );
          const sorted = new Float64Array(raw.length);
          const order = ascendingOrder(raw, sorted);
          const expected = reference(raw);
          expect(Array.from(order)).toEqual(expected);
          expect(Array.from(sorted)).toEqual(expected.map((i) => raw[i]));
        },
      ),
      { numRuns: 40 },
    );
  });
});
