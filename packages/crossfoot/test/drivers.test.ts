import { createRequire } from "node:module";
import { describe, expect, test } from "vitest";
import { check } from "../src/index.js";

// better-sqlite3 and apache-arrow are devDependencies of @crossfoot/sources, not
// of this package: resolve them through the sources package, which declares them.
const requireFromSources = createRequire(new URL("../../sources/package.json", import.meta.url));
type Row = Record<string, unknown>;
const Database = requireFromSources("better-sqlite3") as new (
  file: string,
) => {
  exec(sql: string): void;
  prepare(sql: string): { all(): Row[] };
  close(): void;
};
const arrow = requireFromSources("apache-arrow") as {
  tableFromArrays(columns: Record<string, unknown>): unknown;
};

const ANSWER =
  "California has 39.3 million people, about 10.7 million more than Texas, and 4.1 million of them moved last year.";

function statuses(report: ReturnType<typeof check>): string[] {
  return report.claims.map((c) => `${c.status} ${c.text}`);
}

const FIGURED = [
  "supported_rounded 39.3 million",
  "derived 10.7 million",
  "unsupported 4.1 million",
];

describe("check() with the drivers' own result objects", () => {
  test("should check an answer against better-sqlite3 .all() rows", () => {
    const db = new Database(":memory:");
    try {
      db.exec(
        "CREATE TABLE states (state TEXT, pop INTEGER); INSERT INTO states VALUES ('California', 39346023), ('Texas', 28635442);",
      );
      const rows = db.prepare("SELECT state, pop FROM states").all();
      const report = check(ANSWER, rows);
      expect(statuses(report)).toEqual(FIGURED);
      expect(report.claims[0]?.evidence).toBe("[S1] pop[California] = 39,346,023");
    } finally {
      db.close();
    }
  });

  test("should check an answer against a real Apache Arrow Table", () => {
    const table = arrow.tableFromArrays({
      state: ["California", "Texas"],
      pop: new Float64Array([39346023, 28635442]),
    });
    const report = check(ANSWER, [{ id: "R1", table }]);
    expect(statuses(report)).toEqual(FIGURED);
    expect(report.claims[1]?.evidence).toContain(
      "difference pop[Texas] (28,635,442) -> pop[California] (39,346,023)",
    );
  });

  test("should match a cell under a unit header in its scaled reading, naming the header", () => {
    const table = arrow.tableFromArrays({
      "(in millions)": ["Net sales", "Operating profit"],
      "2024": new Float64Array([5120, 473]),
      "2023": new Float64Array([4870, 431]),
    });
    const report = check("Net sales were $5,120 million in 2024 [R1].", [{ id: "R1", table }]);
    expect(statuses(report)).toEqual(["supported_exact $5,120 million"]);
    expect(report.claims[0]?.evidence).toContain('(unit header "(in millions)")');
  });
});
