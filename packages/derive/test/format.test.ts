import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { formatValue } from "../src/index.js";

/** What formatValue must write: Intl's en-US text of the value at 12 significant digits. */
function intl(value: number, digits: number): string {
  return new Intl.NumberFormat("en-US", { maximumFractionDigits: digits }).format(
    Number(value.toPrecision(12)),
  );
}

describe("formatValue", () => {
  test("should write what Intl.NumberFormat en-US writes, for any finite double and precision", () => {
    const values = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.double({ min: -1e7, max: 1e7, noNaN: true }),
      fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000),
      // Halves at the rounding digit: 0.00005, 2.5, 1.99995 …
      fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 10 ** 4 + 0.00005),
      fc.integer({ min: -99, max: 99 }).map((n) => n + 0.5),
      fc.constantFrom(0, -0, 9.99995, 99999.99999, -0.00001, 1e21, 1e-7, 0.000001),
      // Integers on both sides of 10^12, where 12 significant digits start to round.
      fc.integer({ min: -1e13, max: 1e13 }),
      fc.constantFrom(999_999_999_999, 1e12, -999_999_999_999, -1e12, 1_234_567_890_123, 100, 1000),
    );
    fc.assert(
      fc.property(values, fc.integer({ min: 0, max: 6 }), (value, digits) => {
        expect(formatValue(value, digits)).toBe(intl(value, digits));
      }),
      { numRuns: 5_000 },
    );
  });

  test("should group thousands and drop float noise", () => {
    expect(formatValue(2_870_000_000)).toBe("2,870,000,000");
    expect(formatValue(11.98606)).toBe("11.9861");
    expect(formatValue(0.1 + 0.2)).toBe("0.3");
    expect(formatValue(-1234.5)).toBe("-1,234.5");
    expect(formatValue(999.99995)).toBe("1,000");
    expect(formatValue(Number.NaN)).toBe("NaN");
  });
});
