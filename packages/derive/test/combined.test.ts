import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { findDerivations, findDerivationsDetailed, type Operand } from "../src/index.js";

// Round to `digits` significant digits and return the value with its precision.
function stated(x: number, digits: number): { value: number; precision: number } {
  const exponent = Math.floor(Math.log10(Math.abs(x))) - digits + 1;
  const precision = 10 ** exponent;
  return { value: Math.round(x / precision) * precision, precision };
}

const amount = fc.integer({ min: 1_000, max: 10_000_000 });

/** A table of rows and columns as operands, each in its row's and its column's group. */
function table(rows: readonly (readonly number[])[]): Operand[] {
  return rows.flatMap((row, r) => row.map((value, c) => ({ value, groups: [`r${r}`, `c${c}`] })));
}

describe("share of a sum of two", () => {
  test("should find any true (a + b) / c of a column, stated to 4 digits", () => {
    fc.assert(
      fc.property(
        fc.array(amount, { minLength: 3, maxLength: 12 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (column, i, j, k) => {
          const n = column.length;
          const a = i % n;
          const b = (a + 1 + (j % (n - 1))) % n;
          let c = k % n;
          while (c === a || c === b) c = (c + 1) % n;
          const [x, y, z] = [column[a], column[b], column[c]] as [number, number, number];
          const target = stated(((x + y) / z) * 100, 4);
          const near = (v: number) =>
            Math.abs((v / z) * 100 - target.value) <= target.precision / 2;
          if (near(x) || near(y)) return; // the plain share, not this form
          const operands = table(column.map((v) => [v]));
          const { accepted, rejected } = findDerivationsDetailed(
            { ...target, kind: "percent" },
            operands,
            { operations: ["share_of_sum"], limit: 10_000 },
          );
          expect([...accepted, ...rejected].some((d) => d.operation === "share_of_sum")).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  test("should not find a (a + b) / c perturbed by 5% or more among three values", () => {
    fc.assert(
      fc.property(
        amount,
        amount,
        amount,
        fc.double({ min: 0.05, max: 0.5, noNaN: true }),
        fc.boolean(),
        (x, y, z, e, up) => {
          const values = [x, y, z];
          const truths: number[] = [];
          for (let c = 0; c < 3; c++) {
            const parts = values.filter((_, i) => i !== c);
            truths.push(
              (((parts[0] as number) + (parts[1] as number)) / (values[c] as number)) * 100,
            );
          }
          const target = stated(((x + y) / z) * 100 * (up ? 1 + e : 1 - e), 4);
          if (truths.some((t) => Math.abs(t - target.value) <= target.precision)) return;
          const found = findDerivations(
            { ...target, kind: "percent" },
            table(values.map((v) => [v])),
            {
              operations: ["share_of_sum"],
            },
          );
          expect(found).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("difference of two averages of two", () => {
  test("should find any true (a + b) / 2 − (c + d) / 2 of two rows, stated to 4 digits", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(amount, amount), { minLength: 2, maxLength: 10 }),
        fc.nat(),
        fc.nat(),
        (rows, i, j) => {
          const p = i % rows.length;
          const q = (p + 1 + (j % (rows.length - 1))) % rows.length;
          const [a, b] = rows[p] as [number, number];
          const [c, d] = rows[q] as [number, number];
          const truth = (a + b) / 2 - (c + d) / 2;
          if (truth === 0) return;
          const target = stated(truth, 4);
          const { accepted, rejected } = findDerivationsDetailed(
            { ...target, kind: "money" },
            table(rows),
            { operations: ["average_difference"], limit: 10_000 },
          );
          expect([...accepted, ...rejected].some((x) => x.operation === "average_difference")).toBe(
            true,
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  test("should not find one perturbed by 5% or more in a two-row table", () => {
    fc.assert(
      fc.property(
        amount,
        amount,
        amount,
        amount,
        fc.double({ min: 0.05, max: 0.5, noNaN: true }),
        fc.boolean(),
        (a, b, c, d, e, up) => {
          const rows = [
            [a, b],
            [c, d],
          ];
          const ops = table(rows);
          // Every difference of two pair averages the table holds.
          const sums: number[] = [];
          for (let x = 0; x < 4; x++)
            for (let y = x + 1; y < 4; y++)
              sums.push((ops[x] as Operand).value + (ops[y] as Operand).value);
          const truth = (a + b) / 2 - (c + d) / 2;
          if (truth === 0) return;
          const target = stated(truth * (up ? 1 + e : 1 - e), 4);
          if (
            sums.some((s) =>
              sums.some((t) => Math.abs((s - t) / 2 - target.value) <= target.precision),
            )
          )
            return;
          const found = findDerivations({ ...target, kind: "money" }, ops, {
            operations: ["average_difference"],
          });
          expect(found).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("product of two values", () => {
  test("should find any true a × b, stated to 4 digits", () => {
    fc.assert(
      fc.property(
        fc.array(amount, { minLength: 2, maxLength: 40 }),
        fc.nat(),
        fc.nat(),
        (values, i, j) => {
          const a = i % values.length;
          let b = j % values.length;
          if (a === b) b = (b + 1) % values.length;
          // A power of ten only rescales the other value: no product (see the vectors).
          const powerOfTen = (v: number) => /^10*$/.test(String(v));
          if (powerOfTen(values[a] as number) || powerOfTen(values[b] as number)) return;
          const truth = (values[a] as number) * (values[b] as number);
          const target = stated(truth, 4);
          const { accepted, rejected } = findDerivationsDetailed(
            { ...target, kind: "number" },
            values.map((value) => ({ value })),
            { operations: ["product"], limit: 10_000 },
          );
          expect([...accepted, ...rejected].some((d) => d.operation === "product")).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  test("should not find a product perturbed by 5% or more in a two-value scope", () => {
    fc.assert(
      fc.property(
        amount,
        amount,
        fc.double({ min: 0.05, max: 0.5, noNaN: true }),
        fc.boolean(),
        (x, y, e, up) => {
          const target = stated(x * y * (up ? 1 + e : 1 - e), 4);
          if (Math.abs(x * y - target.value) <= target.precision) return;
          const found = findDerivations(
            { ...target, kind: "number" },
            [{ value: x }, { value: y }],
            {
              operations: ["product"],
            },
          );
          expect(found).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
