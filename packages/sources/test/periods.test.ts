import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { periodOf } from "../src/index.js";
import { mayNamePeriod, readPeriod } from "../src/periods.js";

describe("periodOf", () => {
  const cases: [string, { period: string; key: string }][] = [
    ["revenue_2024", { period: "2024", key: "2024" }],
    ["2023", { period: "2023", key: "2023" }],
    ["revenue2024", { period: "2024", key: "2024" }],
    ["fy2023_sales", { period: "FY2023", key: "2023" }],
    ["FY2024", { period: "FY2024", key: "2024" }],
    ["FY 2021", { period: "FY2021", key: "2021" }],
    ["sales_FY-2022", { period: "FY2022", key: "2022" }],
    ["cy2020", { period: "CY2020", key: "2020" }],
    ["Q3 2024", { period: "Q3 2024", key: "2024Q3" }],
    ["sales Q3 2024", { period: "Q3 2024", key: "2024Q3" }],
    ["revenue_q1_2023", { period: "Q1 2023", key: "2023Q1" }],
    ["Q4-2019", { period: "Q4 2019", key: "2019Q4" }],
    ["pop_1899", { period: "1899", key: "1899" }],
  ];
  for (const [label, expected] of cases) {
    test(`should read the period of "${label}"`, () => {
      expect(periodOf(label)).toEqual(expected);
    });
  }

  test("should sort quarter keys after the year and by quarter", () => {
    const keys = ["Q3 2024", "2024", "Q1 2024", "2023"].map((l) => periodOf(l)?.key as string);
    expect([...keys].sort()).toEqual(["2023", "2024", "2024Q1", "2024Q3"]);
  });

  test("should find no period in labels without a year", () => {
    for (const label of ["revenue", "pop", "12345", "20245", "id_1700", "x_2299"]) {
      expect(periodOf(label), label).toBeUndefined();
    }
  });

  test("should not read a year out of a longer digit run", () => {
    expect(periodOf("code_120245")).toBeUndefined();
    expect(periodOf("account 20241")).toBeUndefined();
  });
});

describe("mayNamePeriod", () => {
  test("turns away only labels the period patterns read no period from", () => {
    const pieces = fc.constantFrom(
      ..."0123456789".split(""),
      "18",
      "19",
      "20",
      "21",
      "2019",
      "12345",
      "Q3",
      "FY",
      "F",
      "Dec",
      "fiscal year",
      " ",
      "/",
      "-",
      "–",
      "_",
      ",",
      ".",
      "'",
      "(",
      ")",
      "$",
      "%",
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), (parts) => {
        const label = parts.join("");
        if (!mayNamePeriod(label)) expect(readPeriod(label)).toBeUndefined();
      }),
      { numRuns: 20_000 },
    );
  });

  test("reads figures as naming no period, years and worded periods as maybe", () => {
    for (const figure of ["1,234.50", "12345", "(5,829)", "$3.2", "12.5%", "20190"]) {
      expect(mayNamePeriod(figure)).toBe(false);
    }
    for (const label of ["2019", "2019/20", "-2018", "FY24", "Q3 2024", "Dec 31, 2019"]) {
      expect(mayNamePeriod(label)).toBe(true);
    }
  });
});
