import { describe, expect, test } from "vitest";
import { findDerivations, type Operand } from "../src/index.js";

const revenue: Operand<string>[] = [
  { value: 2_870_000_000, period: "2023", label: "revenue_2023", ref: "a" },
  { value: 3_214_000_000, period: "2024", label: "revenue_2024", ref: "b" },
];

describe("findDerivations", () => {
  test("should find a % change in period order and agree with growth wording", () => {
    const [d] = findDerivations(
      { value: 12, precision: 1, kind: "percent", direction: "increase" },
      revenue,
    );
    expect(d?.operation).toBe("percent_change");
    expect(d?.operands.map((o) => o.ref)).toEqual(["a", "b"]);
    expect(d?.direction).toBe("increase");
    expect(d?.directionAgrees).toBe(true);
    expect(d?.value).toBeCloseTo(11.986, 3);
  });

  test("should return the formula as an own string property: spreads and JSON carry it", () => {
    const [d] = findDerivations(
      { value: 12, precision: 1, kind: "percent", direction: "increase" },
      revenue,
    );
    expect(d).toBeDefined();
    const formula = d?.formula;
    expect(typeof formula).toBe("string");
    expect(formula).toContain("3,214,000,000");
    expect({ ...d }.formula).toBe(formula);
    expect(JSON.parse(JSON.stringify(d)).formula).toBe(formula);
    expect(Object.keys(d ?? {})).toContain("formula");
  });

  test("should report a contradicted direction when the wording runs the other way", () => {
    const income: Operand[] = [
      { value: 455_000_000, period: "2023" },
      { value: 412_000_000, period: "2024" },
    ];
    const found = findDerivations(
      { value: 9.5, precision: 0.1, kind: "percent", direction: "increase" },
      income,
    );
    expect(found).toHaveLength(1);
    expect(found[0]?.direction).toBe("decrease");
    expect(found[0]?.directionAgrees).toBe(false);
  });

  test("should never pair a later period as the base of a change", () => {
    // 3,214 → 2,870 is −10.7%; only the chronological pairing (+12.0%) is a change.
    const found = findDerivations({ value: 10.7, precision: 0.1, kind: "percent" }, revenue);
    expect(found).toEqual([]);
  });

  test("should check magnitude only when the order is unknown", () => {
    const unordered: Operand[] = [{ value: 100 }, { value: 105 }];
    const found = findDerivations(
      { value: 5, precision: 1, kind: "percent", direction: "decrease" },
      unordered,
    );
    // 100 → 105 is +5%, 105 → 100 is −4.76%: both round to 5 and neither has a known direction.
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((d) => d.direction === undefined && d.directionAgrees === undefined)).toBe(
      true,
    );
  });

  test("should find a difference stated to 1% precision", () => {
    const rows: Operand[] = [{ value: 39_346_023 }, { value: 28_635_442 }];
    const [d] = findDerivations({ value: 10_700_000, precision: 100_000, kind: "number" }, rows);
    expect(d?.operation).toBe("difference");
    expect(Math.abs(d?.value ?? 0)).toBe(10_710_581);
  });

  test("should refuse to derive an amount stated coarser than 1%", () => {
    const rows: Operand[] = [{ value: 39_346_023 }, { value: 28_635_442 }];
    expect(
      findDerivations({ value: 11_000_000, precision: 1_000_000, kind: "number" }, rows),
    ).toEqual([]);
  });

  test("should find a sum and an average of two values", () => {
    const rows: Operand[] = [{ value: 81 }, { value: 120 }, { value: 7 }];
    expect(findDerivations({ value: 201, precision: 1, kind: "money" }, rows)[0]?.operation).toBe(
      "sum",
    );
    expect(
      findDerivations({ value: 100.5, precision: 0.1, kind: "money" }, rows)[0]?.operation,
    ).toBe("average");
  });

  test("should find a share as a ×100 percentage", () => {
    const rows: Operand[] = [{ value: 262 }, { value: 484 }];
    const [d] = findDerivations({ value: 54.1, precision: 0.1, kind: "percent" }, rows);
    expect(d?.operation).toBe("share");
    expect(d?.operands.map((o) => o.value)).toEqual([262, 484]);
  });

  test("should match a plain figure only as a plain ratio, never as a ×100 share", () => {
    const rows: Operand[] = [{ value: 3 }, { value: 2 }];
    // 3 / 2 × 100 = 150, but a plain "150" is not a percentage.
    expect(
      findDerivations({ value: 150, precision: 1, kind: "number" }, rows).some(
        (d) => d.operation === "share",
      ),
    ).toBe(false);
    // A plain fraction can match a % change written as a fraction: (1123 − 1000) / 1000 = 0.123.
    const fraction = findDerivations({ value: 0.123, precision: 0.001, kind: "number" }, [
      { value: 1000 },
      { value: 1123 },
    ]);
    expect(fraction.some((d) => d.operation === "percent_change")).toBe(true);
  });

  test("should match growth wording only with a change, never a share or a sum", () => {
    const rows: Operand[] = [{ value: 262 }, { value: 484 }];
    expect(
      findDerivations(
        { value: 54.1, precision: 0.1, kind: "percent", direction: "increase" },
        rows,
      ),
    ).toEqual([]);
  });

  test("should derive percentage-point changes from percent operands only", () => {
    const margins: Operand[] = [
      { value: 41.2, kind: "percent", period: "2023" },
      { value: 43.5, kind: "percent", period: "2024" },
      { value: 2.3 },
    ];
    const [d] = findDerivations({ value: 2.3, precision: 0.1, kind: "pp" }, margins);
    expect(d?.operation).toBe("pp_change");
    expect(d?.direction).toBe("increase");
    const bps = findDerivations({ value: 230, precision: 10, kind: "bps" }, margins);
    expect(bps[0]?.operation).toBe("pp_change");
  });

  test("should find a multiple as a ratio", () => {
    const [d] = findDerivations({ value: 2.5, precision: 0.1, kind: "multiple" }, [
      { value: 40 },
      { value: 100 },
    ]);
    expect(d?.operation).toBe("ratio");
    expect(d?.operands.map((o) => o.value)).toEqual([100, 40]);
  });

  test("should not pair an operand with itself", () => {
    expect(findDerivations({ value: 0, precision: 1, kind: "money" }, [{ value: 5 }])).toEqual([]);
    expect(findDerivations({ value: 10, precision: 1, kind: "money" }, [{ value: 5 }])).toEqual([]);
  });

  test("should return nothing for a target that is not finite or has no precision", () => {
    expect(findDerivations({ value: Number.NaN, precision: 1, kind: "percent" }, revenue)).toEqual(
      [],
    );
    expect(findDerivations({ value: 12, precision: 0, kind: "percent" }, revenue)).toEqual([]);
  });

  test("should give a formula a reviewer can recompute", () => {
    const [d] = findDerivations({ value: 12, precision: 1, kind: "percent" }, revenue);
    expect(d?.formula).toBe("(3,214,000,000 − 2,870,000,000) / 2,870,000,000 × 100 = 11.9861%");
  });

  test("should respect the operations option and the limit", () => {
    const rows: Operand[] = [{ value: 81 }, { value: 120 }];
    expect(
      findDerivations({ value: 201, precision: 1, kind: "money" }, rows, {
        operations: ["difference"],
      }),
    ).toEqual([]);
    const many = Array.from({ length: 50 }, (_, i) => ({ value: i }));
    expect(
      findDerivations({ value: 25, precision: 0.1, kind: "number" }, many, {
        limit: 3,
        maxCoincidence: Number.POSITIVE_INFINITY,
      }).length,
    ).toBe(3);
  });
});
