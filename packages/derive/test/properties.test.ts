import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  findDerivations,
  OPERATIONS,
  type Operand,
  type Operation,
  type Target,
} from "../src/index.js";

// Round to `digits` significant digits and return the value with its precision.
function stated(x: number, digits: number): { value: number; precision: number } {
  const exponent = Math.floor(Math.log10(Math.abs(x))) - digits + 1;
  const precision = 10 ** exponent;
  return { value: Math.round(x / precision) * precision, precision };
}

const amount = fc.integer({ min: 1_000, max: 10_000_000 });
const forms: { op: Operation; kind: Target["kind"]; scale: number }[] = [
  { op: "percent_change", kind: "percent", scale: 100 },
  { op: "share", kind: "percent", scale: 100 },
  { op: "difference", kind: "money", scale: 1 },
  { op: "sum", kind: "money", scale: 1 },
  { op: "average", kind: "money", scale: 1 },
  { op: "ratio", kind: "multiple", scale: 1 },
];

describe("derivation properties", () => {
  for (const { op, kind, scale } of forms) {
    test(`should find any true ${op} stated to at least 3 significant digits`, () => {
      fc.assert(
        fc.property(
          fc.array(amount, { minLength: 2, maxLength: 40 }),
          fc.nat(),
          fc.nat(),
          (values, i, j) => {
            const a = i % values.length;
            let b = j % values.length;
            if (a === b) b = (b + 1) % values.length;
            const [x, y] =
              op === "share" || op === "ratio"
                ? [values[a] as number, values[b] as number]
                : [values[a] as number, values[b] as number];
            const truth = OPERATIONS[op].compute(x, y, scale);
            if (truth === 0 || !Number.isFinite(truth)) return;
            const target = stated(Math.abs(truth), 4);
            const operands: Operand[] = values.map((v) => ({ value: v }));
            const found = findDerivations({ ...target, kind }, operands, {
              operations: [op],
              limit: 10_000,
            });
            expect(found.some((d) => d.operation === op)).toBe(true);
          },
        ),
        { numRuns: 200 },
      );
    });

    test(`should not find a ${op} perturbed by 5% or more in a two-value scope`, () => {
      fc.assert(
        fc.property(
          amount,
          amount,
          fc.double({ min: 0.05, max: 0.5, noNaN: true }),
          fc.boolean(),
          (x, y, e, up) => {
            if (x === y) return;
            const truths = [
              OPERATIONS[op].compute(x, y, scale),
              OPERATIONS[op].compute(y, x, scale),
            ].map(Math.abs);
            const wrong = Math.abs(truths[0] as number) * (up ? 1 + e : 1 - e);
            if (wrong === 0) return;
            const target = stated(wrong, 4);
            // Only a value that no pairing produces can be required not to match.
            if (truths.some((t) => Math.abs(t - target.value) <= target.precision)) return;
            const found = findDerivations({ ...target, kind }, [{ value: x }, { value: y }], {
              operations: [op],
            });
            expect(found).toEqual([]);
          },
        ),
        { numRuns: 200 },
      );
    });
  }

  test("should never throw on arbitrary operands and targets", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double(), { maxLength: 30 }),
        fc.double(),
        fc.double(),
        fc.constantFrom<Target["kind"]>(
          "percent",
          "pp",
          "bps",
          "money",
          "number",
          "multiple",
          "quantity",
        ),
        (values, value, precision, kind) => {
          findDerivations(
            { value, precision, kind },
            values.map((v) => ({ value: v })),
          );
        },
      ),
    );
  });
});
