import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { sortedOrder } from "../src/value-index.js";

/** The order a stable comparator sort gives: ascending keys, ties by position. */
function reference(keys: Float64Array): number[] {
  return Array.from(keys.keys()).sort((a, b) => (keys[a] as number) - (keys[b] as number) || a - b);
}

const key = fc.oneof(
  fc.double({ noNaN: true }),
  fc.integer({ min: -5, max: 5 }), // many ties
  fc.constantFrom(0, -0, Number.MIN_VALUE, -Number.MIN_VALUE, 1e300, -1e300),
);

describe("sortedOrder", () => {
  test("should order keys ascending, ties in position order, on every path (comparator, 8-bit and 16-bit radix)", () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 3000 }), (numbers) => {
        const keys = Float64Array.from(numbers);
        expect(Array.from(sortedOrder(keys))).toEqual(reference(keys));
      }),
      { numRuns: 300 },
    );
  });

  test("should order a few keys (the insertion sort) as the comparator sort does, infinities and NaN included", () => {
    const few = fc.oneof(key, fc.constantFrom(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY));
    fc.assert(
      fc.property(fc.array(few, { maxLength: 63 }), (numbers) => {
        const keys = Float64Array.from(numbers);
        expect(Array.from(sortedOrder(keys))).toEqual(reference(keys));
      }),
      { numRuns: 500 },
    );
    // A NaN key leaves the order to the comparator sort, as it always did.
    const withNaN = Float64Array.from([3, Number.NaN, 1, 2]);
    expect(Array.from(sortedOrder(withNaN))).toEqual(
      Array.from(
        new Uint32Array([0, 1, 2, 3]).sort(
          (a, b) => (withNaN[a] as number) - (withNaN[b] as number) || a - b,
        ),
      ),
    );
  });

  test("should order a table's worth of keys with the 16-bit digits", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        let s = seed >>> 0;
        const keys = new Float64Array(70_000);
        for (let i = 0; i < keys.length; i++) {
          s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
          keys[i] = i % 3 === 0 ? (s % 1000) - 500 : (s / 2 ** 32 - 0.5) * 1e7;
        }
        expect(Array.from(sortedOrder(keys))).toEqual(reference(keys));
      }),
      { numRuns: 3 },
    );
  });
});
