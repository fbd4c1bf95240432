import { describe, expect, test } from "vitest";
import {
  ALL_OPERATIONS,
  findDerivations,
  findDerivationsDetailed,
  type Operand,
} from "../src/index.js";

const all = { operations: ALL_OPERATIONS };

describe("sums and averages of three or more values", () => {
  test("should find rag-quantguard's 484 = 262 + 197 + 22 + 3 as a subset sum", () => {
    const tasks: Operand[] = [262, 197, 22, 3].map((value) => ({ value }));
    const [d] = findDerivations({ value: 484, precision: 1, kind: "number" }, tasks, all);
    expect(d?.operation).toBe("sum_n");
    expect(d?.operands.map((o) => o.value)).toEqual([262, 197, 22, 3]);
    expect(d?.formula).toBe("262 + 197 + 22 + 3 = 484");
    // One other sum, 262 + 197 + 22 = 481, lands in the window 21 units wide.
    expect(d?.expectedCoincidences).toBeCloseTo(1 / 21, 9);
  });

  test("should find an average of three values", () => {
    const scores: Operand[] = [76, 73, 52].map((value) => ({ value }));
    const [d] = findDerivations({ value: 67, precision: 0.1, kind: "number" }, scores, all);
    expect(d?.operation).toBe("average_n");
    expect(d?.formula).toBe("(76 + 73 + 52) / 3 = 67");
  });

  test("should not search n-value forms unless asked", () => {
    const tasks: Operand[] = [262, 197, 22, 3].map((value) => ({ value }));
    expect(findDerivations({ value: 484, precision: 1, kind: "number" }, tasks)).toEqual([]);
  });

  test("should sum only along one group", () => {
    // A 2×3 table: rows r0, r1; columns c0..c2. 10 + 20 + 30 is row r0.
    const cells: Operand[] = [
      { value: 10, groups: ["r0", "c0"] },
      { value: 20, groups: ["r0", "c1"] },
      { value: 30, groups: ["r0", "c2"] },
      { value: 1000, groups: ["r1", "c0"] },
      { value: 2000, groups: ["r1", "c1"] },
      { value: 3000, groups: ["r1", "c2"] },
    ];
    const [d] = findDerivations({ value: 60, precision: 0.1, kind: "number" }, cells, all);
    expect(d?.group).toBe("r0");
    // 10 + 2000 + 30 mixes rows and columns: never a sum.
    expect(findDerivations({ value: 2040, precision: 1, kind: "number" }, cells, all)).toEqual([]);
  });

  test("should find a column total in a column longer than the exhaustive bound", () => {
    const column: Operand[] = Array.from({ length: 40 }, (_, i) => ({ value: 1000 + i * 37 }));
    const total = column.reduce((s, o) => s + o.value, 0);
    const found = findDerivations({ value: total, precision: 1, kind: "money" }, column, all);
    expect(found[0]?.operation).toBe("sum_n");
    expect(found[0]?.operands).toHaveLength(40);
  });

  test("should leave a totals row at the end of its column out of the sum", () => {
    const items = [
      120, 340, 560, 780, 910, 130, 150, 170, 190, 210, 230, 250, 270, 290, 310, 330, 350,
    ];
    const total = items.reduce((s, x) => s + x, 0);
    const column: Operand[] = [...items, total].map((value) => ({ value }));
    const found = findDerivations({ value: total, precision: 1, kind: "money" }, column, all);
    expect(found.some((d) => d.operation === "sum_n" && d.operands.length === items.length)).toBe(
      true,
    );
  });
});

describe("CAGR", () => {
  const revenue: Operand[] = [
    { value: 1_000_000, period: "2021" },
    { value: 1_331_000, period: "2024" },
  ];

  test("should find a compound annual rate over the years the periods give", () => {
    const [d] = findDerivations(
      { value: 10, precision: 1, kind: "percent", direction: "increase" },
      revenue,
      all,
    );
    expect(d?.operation).toBe("cagr");
    expect(d?.years).toBe(3);
    expect(d?.value).toBeCloseTo(10, 9);
    expect(d?.directionAgrees).toBe(true);
    expect(d?.formula).toBe("((1,331,000 / 1,000,000)^(1/3) − 1) × 100 = 10%");
  });

  test("should contradict a decline stated for a compound rise", () => {
    const [d] = findDerivations(
      { value: 10, precision: 1, kind: "percent", direction: "decrease" },
      revenue,
      all,
    );
    expect(d?.operation).toBe("cagr");
    expect(d?.directionAgrees).toBe(false);
  });

  test("should need years at least two apart", () => {
    expect(
      findDerivations(
        { value: 10, precision: 1, kind: "percent" },
        [
          { value: 100, period: "2023" },
          { value: 110, period: "2024" },
        ],
        { operations: ["cagr"] },
      ),
    ).toEqual([]);
  });
});

describe("coincidence control", () => {
  // 200 values spread over 1,000..100,000: % changes between them are everywhere.
  const dense: Operand[] = Array.from({ length: 200 }, (_, i) => ({
    value: 1000 + ((i * 7919) % 99_000),
  }));

  test("should reject a coarse percentage in a dense table and say why", () => {
    const { accepted, rejected } = findDerivationsDetailed(
      { value: 12, precision: 1, kind: "percent" },
      dense,
    );
    expect(accepted).toEqual([]);
    expect(rejected.length).toBeGreaterThan(0);
    expect(rejected[0]?.rejected).toBe("coincidence");
    expect(rejected[0]?.expectedCoincidences).toBeGreaterThan(0.5);
  });

  test("should still prove a distinctive high-precision figure in the same table", () => {
    const a = dense[3]?.value as number;
    const b = dense[150]?.value as number;
    const truth = Math.round(((b - a) / a) * 100 * 10_000) / 10_000;
    const { accepted } = findDerivationsDetailed(
      { value: truth, precision: 0.0001, kind: "percent" },
      dense,
    );
    expect(accepted[0]?.operation).toBe("percent_change");
    expect(accepted[0]?.expectedCoincidences).toBeLessThan(0.5);
  });

  test("should accept the coarse figure when the threshold is raised", () => {
    const found = findDerivations({ value: 12, precision: 1, kind: "percent" }, dense, {
      maxCoincidence: Number.POSITIVE_INFINITY,
    });
    expect(found.length).toBeGreaterThan(0);
  });

  test("should expect no coincidence in a sparse record", () => {
    const { accepted, expectedCoincidences } = findDerivationsDetailed(
      { value: 12, precision: 1, kind: "percent" },
      [
        { value: 2_870_000_000, period: "2023" },
        { value: 3_214_000_000, period: "2024" },
      ],
    );
    // Only the reverse pairing (−10.7%, ordered out by the periods) lies near 12.
    expect(accepted[0]?.expectedCoincidences).toBe(0);
    expect(expectedCoincidences.percent_change).toBe(accepted[0]?.expectedCoincidences);
  });
});
