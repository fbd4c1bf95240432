import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { calendarQuarterOf, periodOf, spanOfKey } from "../src/index.js";
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

  test("should read a label again as the patterns read it, whatever was read before", () => {
    // Labels that may name a period are remembered: a second reading, after
    // more distinct labels than the memo holds, and a label too long to be
    // remembered all give what readPeriod gives.
    const labels = fc.sample(
      fc.stringMatching(/^[A-Za-z _/-]{0,6}(?:19|20|21)\d\d[A-Za-z _/-]{0,6}$/),
      { seed: 13, numRuns: 300 },
    );
    const first = labels.map((l) => periodOf(l));
    for (let k = 0; k < 10_050; k++) periodOf(`line ${k} 2024`);
    labels.forEach((l, k) => expect(periodOf(l), l).toEqual(first[k]));
    labels.forEach((l, k) => expect(first[k], l).toEqual(readPeriod(l)));
    const long = `${"x".repeat(300)} FY2023`;
    expect(periodOf(long)).toEqual({ period: "FY2023", key: "2023" });
    expect(periodOf(long)).toEqual(readPeriod(long));
  });

  test("should give a period nobody can change for the next reader", () => {
    const p = periodOf("revenue_2031") as { period: string };
    expect(() => {
      p.period = "1999";
    }).toThrow(TypeError);
    expect(periodOf("revenue_2031")).toEqual({ period: "2031", key: "2031" });
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

/** readPeriod as it was before its patterns were gated: every pattern runs, in order. */
function everyPattern(label: string): { period: string; key: string } | undefined {
  const months = ["january", "february", "march", "april", "may", "june", "july", "august"].concat([
    "september",
    "october",
    "november",
    "december",
  ]);
  const alt = months.map((m) => `${m.slice(0, 3)}(?:${m.slice(3)}|\\.)?`).join("|");
  const quarter =
    /(?:^|[^A-Za-z0-9])(Q[1-4])[\s_-]*(?:FY)?((?:19|20|21)\d\d)(?!\d)/i.exec(label) ??
    /(?:^|[^A-Za-z0-9])()((?:19|20|21)\d\d)[\s_-]*(Q[1-4])(?![A-Za-z0-9])/i.exec(label);
  if (quarter?.[2]) {
    const q = (quarter[1] || quarter[3] || "").toUpperCase();
    return { period: `${q} ${quarter[2]}`, key: `${quarter[2]}Q${q[1]}` };
  }
  const date = new RegExp(`\\b(${alt})\\s+(\\d{1,2}),?\\s+((?:19|20|21)\\d\\d)(?!\\d)`, "i").exec(
    label,
  );
  if (date?.[1] && date[2] && date[3]) {
    const month =
      months.findIndex((m) => m.startsWith((date[1] as string).slice(0, 3).toLowerCase())) + 1;
    return {
      period: date[0].replace(/\s+/g, " "),
      key: `${date[3]}-${String(month).padStart(2, "0")}-${date[2].padStart(2, "0")}`,
    };
  }
  const split = /(?:^|[^0-9])((?:19|20|21)\d\d)\s?[/–-]\s?((?:19|20|21)?\d\d)(?![\d/])/.exec(label);
  if (split?.[1] && split[2] && Number(split[2].slice(-2)) === (Number(split[1]) + 1) % 100) {
    return { period: `${split[1]}/${split[2]}`, key: `${split[1]}/${split[2].slice(-2)}` };
  }
  const fiscal = /\bfiscal(?:\s+year)?\s+((?:19|20|21)\d\d)(?!\d)/i.exec(label);
  if (fiscal?.[1]) return { period: `FY${fiscal[1]}`, key: fiscal[1] };
  const year = /(?:^|[^0-9])((?:FY|CY|fy|cy)?)[\s_-]?((?:18|19|20|21)\d\d)(?!\d)/.exec(label);
  if (year?.[2]) {
    return { period: `${year[1] ? year[1].toUpperCase() : ""}${year[2]}`, key: year[2] };
  }
  const short = /(?:^|[^A-Za-z0-9])(FY ?'?|F)(\d\d)(?![\d.,%])/i.exec(label);
  if (short?.[1] && short[2]) {
    const yy = Number(short[2]);
    return { period: `${short[1]}${short[2]}`, key: String(yy < 70 ? 2000 + yy : 1900 + yy) };
  }
  return undefined;
}

describe("readPeriod", () => {
  test("runs only the patterns a label may match, with the same readings as running them all", () => {
    const pieces = fc.constantFrom(
      ..."0123456789".split(""),
      "19",
      "20",
      "2019",
      "2020",
      "Q3",
      "q4",
      "Q",
      "FY",
      "fy",
      "F",
      "Dec",
      "December",
      "sept.",
      "fiscal",
      "Fiscal Year",
      "year",
      " ",
      "  ",
      "\t",
      "\u00a0",
      "\u2009",
      "/",
      "-",
      "–",
      "_",
      ",",
      ".",
      "'",
      "%",
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 10 }), (parts) => {
        const label = parts.join("");
        expect(readPeriod(label)).toEqual(everyPattern(label));
      }),
      { numRuns: 30_000 },
    );
  });
});

describe("spans shorter than a year", () => {
  test("should read a span heading before a date as that span, not the date's year", () => {
    expect(periodOf("Three Months Ended June 29, 2025")).toEqual({
      period: "3 months ended June 29, 2025",
      key: "2025-06-29~3m",
    });
    expect(periodOf("Six months ended June 29, 2025 Profit")?.key).toBe("2025-06-29~6m");
    expect(periodOf("Nine-Month Period Ended September 30, 2024")?.key).toBe("2024-09-30~9m");
    expect(periodOf("13 Weeks Ended April 2, 2023")?.key).toBe("2023-04-02~3m");
    expect(periodOf("Quarter Ended March 31, 2024")?.key).toBe("2024-03-31~3m");
  });

  test("should leave a year's span and a bare date as the date", () => {
    expect(periodOf("Twelve Months Ended June 30, 2023")?.key).toBe("2023-06-30");
    expect(periodOf("Year Ended December 31, 2024")?.key).toBe("2024-12-31");
    expect(periodOf("June 29, 2025")?.key).toBe("2025-06-29");
  });

  test("should sort span keys by their end date, and tell the lengths apart", () => {
    const keys = [
      "Six Months Ended June 29, 2025",
      "Three Months Ended June 30, 2024",
      "Three Months Ended June 29, 2025",
    ].map((l) => periodOf(l)?.key as string);
    expect([...keys].sort()).toEqual(["2024-06-30~3m", "2025-06-29~3m", "2025-06-29~6m"]);
  });

  test("should give a span key's end and months, and nothing for other keys", () => {
    expect(spanOfKey("2025-06-29~6m")).toEqual({ end: "2025-06-29", months: 6 });
    for (const key of ["2025", "2025Q2", "2025-06-29", "2019/20", "~1:2"]) {
      expect(spanOfKey(key), key).toBeUndefined();
    }
  });

  test("should read a three-month span ending near a calendar quarter's end as that quarter", () => {
    expect(calendarQuarterOf("2023-07-02")).toBe("2023Q2");
    expect(calendarQuarterOf("2025-06-29")).toBe("2025Q2");
    expect(calendarQuarterOf("2023-10-01")).toBe("2023Q3");
    expect(calendarQuarterOf("2023-01-01")).toBe("2022Q4");
    expect(calendarQuarterOf("2024-03-31")).toBe("2024Q1");
    // A fiscal quarter that ends late in a month is no calendar quarter.
    expect(calendarQuarterOf("2023-07-29")).toBeUndefined();
    expect(calendarQuarterOf("2023-02-15")).toBeUndefined();
  });
});
