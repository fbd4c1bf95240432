import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { SortedOperands } from "../src/sorted.js";

describe("SortedOperands", () => {
  test("should find the same bounds from any hint as by plain binary search", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 60 }),
        fc.integer({ min: -60, max: 60 }),
        fc.integer({ min: -5, max: 70 }),
        (values, x, hint) => {
          const sorted = new SortedOperands(values.map((value) => ({ value })));
          expect(sorted.boundFrom(x, hint, false)).toBe(sorted.lowerBound(x));
          expect(sorted.boundFrom(x, hint, true)).toBe(sorted.upperBound(x));
        },
      ),
      { numRuns: 2000 },
    );
  });

  test("should keep each operand's original index beside its sorted value", () => {
    const sorted = new SortedOperands([{ value: 3 }, { value: 1 }, { value: 2 }, { value: 1 }]);
    expect(Array.from(sorted.values)).toEqual([1, 1, 2, 3]);
    expect(Array.from(sorted.order)).toEqual([1, 3, 2, 0]);
  });
});
