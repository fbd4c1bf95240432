import { loadVectorFiles } from "@crossfoot/tooling/vectors";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { writeLike } from "../src/correct/figure-style.js";
import { directionWords } from "../src/correct/opposite-words.js";
import {
  applyCorrections,
  Checker,
  type Claim,
  type Correction,
  CorrectionSchema,
  check,
  Report,
  StreamingCheck,
} from "../src/index.js";

// The end-to-end and binding vectors' answers and sources: answers written to fail in every way the check knows.
const CASES = [...loadVectorFiles("check"), ...loadVectorFiles("binding")]
  .flatMap((f) => f.cases)
  .filter((c) => c.pending === undefined)
  .map((c) => ({ id: c.id, output: c.output, sources: c.sources, options: c.options ?? {} }));

/** Where an offset of the answer moves to once the corrections are applied. */
function mover(corrections: readonly Correction[]): (x: number) => number {
  return (x) => {
    let shift = 0;
    for (const c of corrections) if (c.end <= x) shift += c.to.length - (c.end - c.start);
    return x + shift;
  };
}

function claimAt(claims: readonly Claim[], start: number, end: number): Claim | undefined {
  return claims.find((c) => c.start === start && c.end === end);
}

describe("report.corrections()", () => {
  it("a corrected answer checks clean where corrected and nowhere worse, and a passing answer gets no correction, over every vector answer", () => {
    let corrected = 0;
    const verify = (c: (typeof CASES)[number]) => {
      const report = check(c.output, c.sources, c.options);
      const corrections = report.corrections();
      if (report.passed) {
        expect(corrections, c.id).toEqual([]);
        return;
      }
      if (corrections.length === 0) return;
      corrected++;
      for (const x of corrections) {
        expect(CorrectionSchema.safeParse(x).success, c.id).toBe(true);
        expect(report.claims[x.claim]?.passed, c.id).toBe(false);
      }
      const fixed = applyCorrections(c.output, corrections);
      const again = check(fixed, c.sources, c.options);
      const moved = mover(corrections);
      for (const x of corrections) {
        const was = report.claims[x.claim] as Claim;
        const now = claimAt(again.claims, moved(was.start), moved(was.end));
        expect(now?.passed, `${c.id}: ${x.from} -> ${x.to}`).toBe(true);
        expect(now?.status, c.id).toBe(x.status);
      }
      for (const was of report.claims) {
        if (!was.passed) continue;
        expect(claimAt(again.claims, moved(was.start), moved(was.end))?.passed, c.id).toBe(true);
      }
      // Every failing figure corrected and no issue: the corrected answer passes.
      if (report.issues.length === 0 && report.failures.length === corrections.length)
        expect(again.passed, c.id).toBe(true);
    };
    for (const c of CASES) verify(c);
    expect(corrected).toBeGreaterThan(100);
  });

  it("restores a generated table's cell at the figure's precision when the sentence names its row and year", () => {
    const rows = ["Ferry fares", "Harbour dues", "Dock rentals"];
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1_000, max: 9_999 }), { minLength: 6, maxLength: 6 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 1 }),
        fc.integer({ min: 105, max: 140 }),
        (cells, row, column, percent) => {
          // Distinct values at one decimal of a million, so no two cells tie.
          fc.pre(new Set(cells.map((v) => Math.round(v / 100))).size === cells.length);
          const table = [
            "Port income (in thousands of dollars):",
            "",
            "| | 2025 | 2024 |",
            "|---|---|---|",
            ...rows.map((r, i) => `| ${r} | ${cells[i * 2]} | ${cells[i * 2 + 1]} |`),
          ].join("\n");
          const cell = cells[row * 2 + column] as number;
          const wrong = ((cell * percent) / 100 / 1000).toFixed(1);
          const right = (Math.round(cell / 100) / 10).toFixed(1);
          fc.pre(wrong !== right);
          const year = column === 0 ? "2025" : "2024";
          const answer = `${rows[row]} came to $${wrong} million in ${year} [P1].`;
          const report = check(answer, [{ id: "P1", text: table }]);
          fc.pre(!report.passed);
          const [only, ...more] = report.corrections();
          expect(more).toEqual([]);
          expect(only?.to).toBe(`$${right} million`);
          expect(
            check(applyCorrections(answer, [only as Correction]), [{ id: "P1", text: table }])
              .passed,
          ).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("is worked out once, on request, and a report made without sources proposes none", () => {
    const checker = new Checker([{ id: "R1", fields: { revenue_2025: 4_682_000 } }]);
    const report = checker.check("Revenue was $5.1 million in 2025 [R1].");
    const first = report.corrections();
    expect(first.map((c) => c.to)).toEqual(["$4.7 million"]);
    expect(report.corrections()).toBe(first);
    expect(new Report(report.claims, report.issues).corrections()).toEqual([]);
  });

  it("is proposed for a streamed answer's report as for check()'s", () => {
    const sources = [{ id: "R1", fields: { revenue_2025: 4_682_000 } }];
    const streaming = new StreamingCheck(new Checker(sources));
    for (const chunk of ["Revenue was $5.", "1 million in 2025 [R1]."]) streaming.push(chunk);
    const { report } = streaming.end();
    expect(report.corrections()).toEqual(
      check("Revenue was $5.1 million in 2025 [R1].", sources).corrections(),
    );
  });

  it("leaves a session's later sentences judged as check() judges them", () => {
    const sources = [{ id: "R1", fields: { revenue_2025: 4_682_000, revenue_2024: 4_215_000 } }];
    const text = "Revenue was $5.1 million in 2025 [R1]. It was $4.2 million in 2024 [R1].";
    const checker = new Checker(sources);
    const streaming = new StreamingCheck(checker);
    streaming.push(text.slice(0, 40));
    // Corrections asked for mid-stream run on a Checker of their own.
    checker.check("Revenue was $5.1 million in 2025 [R1].").corrections();
    streaming.push(text.slice(40));
    expect(streaming.end().report.toJSON()).toEqual(check(text, sources).toJSON());
  });
});

describe("applyCorrections", () => {
  const answer = "Revenue fell 15% to $3.5bn.";
  it("applies patches in any order", () => {
    const patches = [
      { start: 20, end: 26, from: "$3.5bn", to: "$3.2bn" },
      { start: 8, end: 12, from: "fell", to: "rose" },
    ];
    expect(applyCorrections(answer, patches)).toBe("Revenue rose 15% to $3.2bn.");
    expect(applyCorrections(answer, [])).toBe(answer);
  });

  it("refuses a patch meant for another text, overlapping patches and malformed ones", () => {
    expect(() =>
      applyCorrections(answer, [{ start: 20, end: 26, from: "$9.9bn", to: "$3.2bn" }]),
    ).toThrow(/expects "\$9\.9bn", the answer has "\$3\.5bn"/);
    expect(() =>
      applyCorrections(answer, [
        { start: 8, end: 12, from: "fell", to: "rose" },
        { start: 10, end: 12, from: "ll", to: "x" },
      ]),
    ).toThrow(/overlaps/);
    expect(() => applyCorrections(answer, [{ start: 1.5, end: 2, from: "e", to: "x" }])).toThrow(
      TypeError,
    );
    expect(() => applyCorrections(answer, null as never)).toThrow(TypeError);
    expect(() => applyCorrections(5 as never, [])).toThrow(TypeError);
  });
});

describe("writeLike", () => {
  it.each([
    ["$3.5bn", 3.5e9, 3.214e9, "$3.2bn"],
    ["18ms", 0.018, 0.0124, "12ms"],
    ["1,119", 1119, 1109, "1,109"],
    ["$410", 410, 5120, "$5,120"],
    ["5120", 5120, 4870, "4870"],
    ["$12,480.50", 12480.5, 12408.25, "$12,408.25"],
    ["(1,234)", -1234, -1187, "(1,187)"],
    ["-12%", -12, -9.6, "-9.6%"],
    ["1,500 km", 1_500_000, 1_500, "1.5 km"],
    ["15%", 15, 11.986, "12%"],
    ["5%", 5, 0.4712, "0.5%"],
    ["0.9", 0.9, 0.6953, "0.7"],
    ["11", 11, 5, "5"],
  ])("%s (%d) written with %d is %s", (text, figure, value, expected) => {
    expect(writeLike(text, figure, value)).toBe(expected);
  });

  it.each([
    ["$5-6 million", 5.5e6, 4.7e6],
    ["nine hundred", 900, 874],
    ["0%", 0, 3],
    ["12%", 12, -3],
    ["12%", 12, 0],
    ["12%", 12, 12.2],
    ["3,2 Mrd", 3.2e9, 3.1e9],
  ])("%s (%d) cannot carry %d", (text, figure, value) => {
    expect(writeLike(text, figure, value)).toBeUndefined();
  });
});

describe("directionWords", () => {
  it("finds each direction word with its opposite in the same form and case, nearest the figure first", () => {
    const text = "Sales Rose while costs fell 4%.";
    expect(directionWords(text, 0, text.length, 28).map((w) => [w.word, w.opposite])).toEqual([
      ["fell", "rose"],
      ["Rose", "Fell"],
    ]);
    expect(directionWords("UP 4%", 0, 5, 3)[0]?.opposite).toBe("DOWN");
    expect(directionWords("Sales doubled.", 0, 14, 0)).toEqual([]);
  });
});
