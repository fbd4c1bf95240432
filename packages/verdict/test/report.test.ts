import { describe, expect, test } from "vitest";
import {
  type Claim,
  formatNumber,
  isPassing,
  PASSING_STATUSES,
  Report,
  ReportJsonSchema,
  renderSummary,
  renderSummaryHead,
  STATUS_MEANINGS,
  STATUSES,
  type Status,
} from "../src/index.js";

function claim(status: Status, text = "$3.2bn"): Claim {
  return {
    text,
    start: 0,
    end: text.length,
    value: 3_200_000_000,
    precision: 100_000_000,
    kind: "money",
    status,
    passed: isPassing(status),
    evidence: "[R1] revenue_2024 = 3,214,000,000",
    details: {
      type: "match",
      exact: false,
      source: {
        recordId: "R1",
        label: "revenue_2024",
        value: 3_214_000_000,
        location: "field revenue_2024",
      },
    },
    sentence: 0,
    cited: ["R1"],
  };
}

describe("statuses", () => {
  test("should pass exactly the three supported statuses", () => {
    expect([...PASSING_STATUSES].sort()).toEqual([
      "derived",
      "supported_exact",
      "supported_rounded",
    ]);
    for (const s of STATUSES) expect(isPassing(s)).toBe(PASSING_STATUSES.has(s));
  });

  test("should describe every status", () => {
    for (const s of STATUSES) expect(STATUS_MEANINGS[s].length).toBeGreaterThan(10);
  });
});

describe("Report", () => {
  test("should pass with a score of 1 when every claim passes", () => {
    const report = new Report([claim("supported_exact"), claim("derived")]);
    expect(report.passed).toBe(true);
    expect(report.score).toBe(1);
    expect(report.failures).toEqual([]);
  });

  test("should fail and score the share of passing claims when one fails", () => {
    const report = new Report([claim("supported_rounded"), claim("unsupported", "$3.6bn")]);
    expect(report.passed).toBe(false);
    expect(report.score).toBe(0.5);
    expect(report.failures.map((c) => c.text)).toEqual(["$3.6bn"]);
  });

  test("should pass an answer without figures with a score of 1", () => {
    const report = new Report([]);
    expect(report.passed).toBe(true);
    expect(report.score).toBe(1);
  });

  test("should fail on any issue even when every claim passes", () => {
    const report = new Report(
      [claim("supported_exact")],
      [{ type: "unknown_citation", message: "[R9] cites no source", start: 10, end: 14 }],
    );
    expect(report.passed).toBe(false);
    expect(report.score).toBe(1);
  });

  test("should count claims by status", () => {
    const counts = new Report([claim("derived"), claim("derived"), claim("uncited")]).counts;
    expect(counts.derived).toBe(2);
    expect(counts.uncited).toBe(1);
    expect(counts.supported_exact).toBe(0);
    expect(Object.keys(counts).sort()).toEqual([...STATUSES].sort());
  });

  test("should serialise to JSON that the exported schema accepts", () => {
    const report = new Report(
      [claim("supported_rounded"), claim("wrong_record")],
      [{ type: "unknown_citation", message: "[R9] cites no source", start: 0, end: 4 }],
    );
    const json = JSON.parse(JSON.stringify(report));
    expect(ReportJsonSchema.parse(json)).toEqual(json);
    expect(json.passed).toBe(false);
    expect(json.score).toBe(0.5);
  });

  test("should reject JSON with unknown keys or a bad status", () => {
    const json = JSON.parse(JSON.stringify(new Report([claim("derived")])));
    expect(ReportJsonSchema.safeParse({ ...json, extra: 1 }).success).toBe(false);
    json.claims[0].status = "probably_fine";
    expect(ReportJsonSchema.safeParse(json).success).toBe(false);
  });

  test("should summarise with a header line and one line per claim", () => {
    const summary = new Report([
      claim("supported_rounded"),
      claim("unsupported", "$3.6bn"),
    ]).summary();
    expect(summary.split("\n")).toEqual([
      "FAILED · 2 claims · 1 failed · score 0.50",
      "[supported_rounded] $3.2bn - [R1] revenue_2024 = 3,214,000,000",
      "[unsupported] $3.6bn - [R1] revenue_2024 = 3,214,000,000",
    ]);
  });

  test("should list only the failing claims and the issues with claims: failing", () => {
    const report = new Report(
      [claim("supported_rounded"), claim("unsupported", "$3.6bn"), claim("derived", "12%")],
      [
        {
          type: "unknown_citation",
          message: "[R9] cites no source (known ids: R1)",
          start: 0,
          end: 4,
        },
      ],
    );
    expect(report.summary({ claims: "failing" }).split("\n")).toEqual([
      "FAILED · 3 claims · 1 failed · score 0.67 · 1 issue",
      "[unsupported] $3.6bn - [R1] revenue_2024 = 3,214,000,000",
      "issue: [R9] cites no source (known ids: R1)",
    ]);
    expect(renderSummary(report, { claims: "failing" })).toBe(
      report.summary({ claims: "failing" }),
    );
  });

  test("should write one head line for a report and for any record of the same counts", () => {
    expect(renderSummaryHead(new Report([]))).toBe("PASSED · 0 claims · 0 failed · score 1.00");
    expect(renderSummaryHead(new Report([claim("derived")]))).toBe(
      "PASSED · 1 claim · 0 failed · score 1.00",
    );
    const counts = {
      passed: false,
      score: 2 / 3,
      claims: [{ passed: true }, { passed: true }, { passed: false }],
      issues: [1, 2],
    };
    expect(renderSummaryHead(counts)).toBe("FAILED · 3 claims · 1 failed · score 0.67 · 2 issues");
    expect(renderSummaryHead(counts, (outcome) => `<${outcome}>`)).toBe(
      "<FAILED> · 3 claims · 1 failed · score 0.67 · 2 issues",
    );
  });
});

describe("formatNumber", () => {
  test("should group digits and drop float noise", () => {
    expect(formatNumber(3_214_000_000)).toBe("3,214,000,000");
    expect(formatNumber(0.1 + 0.2)).toBe("0.3");
    expect(formatNumber(-1234.5)).toBe("-1,234.5");
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe("Infinity");
  });

  test("reads a value to 12 significant digits, as toPrecision(12) does, for values of every shape", () => {
    // The 12-digit rounding by toPrecision, as formatNumber once always did.
    const reference = (v: number) => {
      const plain = String(Number(v.toPrecision(12)));
      if (plain.includes("e")) return formatNumber(v);
      const negative = plain.startsWith("-");
      const [int, frac] = (negative ? plain.slice(1) : plain).split(".") as [string, string?];
      const grouped = int.replace(/\B(?=(\d{3})+$)/g, ",");
      return `${negative ? "-" : ""}${grouped}${frac === undefined ? "" : `.${frac}`}`;
    };
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    const values: number[] = [
      0.1 + 0.2,
      44.4 - 42.1,
      1 / 3,
      2 / 3,
      0.000123456789012345,
      999999999999.5,
    ];
    for (let i = 0; i < 20_000; i++) {
      const magnitude = 10 ** Math.floor(random() * 20 - 8);
      const sign = random() < 0.3 ? -1 : 1;
      const raw = sign * random() * magnitude;
      const decimals = Math.floor(random() * 8);
      // Written figures (few decimals), their differences and ratios (float noise), and raw doubles.
      const written = Number(raw.toFixed(decimals));
      values.push(raw, written, written - Number((raw / 3).toFixed(decimals)), written / 7);
    }
    for (const v of values) expect(formatNumber(v), String(v)).toBe(reference(v));
  });
});

describe("caveat", () => {
  test("empty for an answer that passed", () => {
    expect(new Report([claim("supported_exact")]).caveat()).toBe("");
  });

  test("names the failing figures, one of several", () => {
    const report = new Report([claim("supported_exact", "$3.2bn"), claim("unsupported", "$3.6bn")]);
    expect(report.caveat()).toBe(
      "Note: 1 of the 2 figures in this answer could not be verified against its sources ($3.6bn).",
    );
  });

  test("a lone failing figure, and a missing source named by its id", () => {
    const report = new Report(
      [claim("unsupported", "12%")],
      [
        {
          type: "unknown_citation",
          message: "[R9] cites no source (known ids: R1)",
          start: 3,
          end: 7,
        },
      ],
    );
    expect(report.caveat()).toBe(
      "Note: The figure in this answer could not be verified against its sources (12%), and it cites a source that does not exist ([R9]).",
    );
  });

  test("lists five figures, then counts the rest", () => {
    const report = new Report(
      ["1", "2", "3", "4", "5", "6", "7"].map((t) => claim("unsupported", `${t}%`)),
    );
    expect(report.caveat()).toBe(
      "Note: All 7 figures in this answer could not be verified against its sources (1%, 2%, 3%, 4%, 5% and 2 more).",
    );
  });
});
