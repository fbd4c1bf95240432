import { describe, expect, test } from "vitest";
import {
  CorpusInputError,
  type CorpusReport,
  CorpusReportSchema,
  summary,
  verifyCorpus,
} from "../src/index.js";

const ORIGINAL = {
  id: "acme",
  text: "<h2>Results</h2><p>(in thousands)</p><table><tr><th></th><th>2024</th><th>2023</th></tr><tr><td>Revenue</td><td>4,870</td><td>4,210</td></tr><tr><td>Costs</td><td>(1,234)</td><td>(1,102)</td></tr></table>",
};
const CHUNK = { id: "acme#0", document: "acme", text: "Revenue 2024: 4,870" };

describe("verifyCorpus: the README example", () => {
  test("should report a table's unit statement lost in a chunk", () => {
    const report = verifyCorpus([ORIGINAL], [CHUNK]);
    expect(report.totals).toMatchObject({ numbers: 4, dropped: 3, fidelityErrors: 1, errors: 1 });
    expect(report.documents[0]?.fidelity[0]).toMatchObject({
      chunk: "acme#0",
      differs: ["scale"],
      message:
        'scale lost: 4,870 was in a table "(in thousands)" in the original; the chunk has no unit statement',
      original: {
        text: "4,870",
        rowLabel: "Revenue",
        columnLabel: "2024",
        unitHeader: "(in thousands)",
        scaledValue: 4_870_000,
      },
    });
  });
});

describe("thresholds", () => {
  test("should pass within maxDropRate and maxErrors and fail beyond them", () => {
    expect(verifyCorpus([ORIGINAL], [CHUNK]).passed).toBe(false);
    expect(verifyCorpus([ORIGINAL], [CHUNK], { maxDropRate: 0.75, maxErrors: 1 }).passed).toBe(
      true,
    );
    expect(verifyCorpus([ORIGINAL], [CHUNK], { maxDropRate: 0.74, maxErrors: 1 }).passed).toBe(
      false,
    );
    expect(verifyCorpus([ORIGINAL], [CHUNK], { maxDropRate: 1, maxErrors: 0 }).passed).toBe(false);
  });

  test("should list at most maxListed entries and keep the counts exact", () => {
    const report = verifyCorpus([ORIGINAL], [CHUNK], { maxListed: 1 });
    const d = report.documents[0];
    expect(d?.dropped).toBe(3);
    expect(d?.droppedNumbers).toHaveLength(1);
    expect(d?.droppedByTable[0]?.texts).toEqual(["4,210"]);
    expect(d?.truncated).toBe(true);
  });
});

describe("input errors", () => {
  test.each([
    [() => verifyCorpus("x" as never, []), "originals must be an array"],
    [() => verifyCorpus([], {} as never), "chunks must be an array"],
    [() => verifyCorpus([{ id: "", text: "" }], []), "originals[0] needs an id"],
    [() => verifyCorpus([{ id: "a" } as never], []), "originals[0] (a) needs a text"],
    [() => verifyCorpus([ORIGINAL, ORIGINAL], []), 'the id "acme" is given twice'],
    [() => verifyCorpus([], [{ id: "c", document: 1 } as never]), "chunks[0] (c) needs a document"],
    [
      () => verifyCorpus([], [{ id: "c", document: "d", text: "", metadata: [] } as never]),
      "metadata must be an object",
    ],
    [() => verifyCorpus([], [], { maxDropRate: 2 }), "maxDropRate must be from 0 to 1"],
    [() => verifyCorpus([], [], { maxErrors: 0.5 }), "maxErrors must be a whole number"],
    [() => verifyCorpus([], [], { strict: true } as never), 'unknown option "strict"'],
    [() => verifyCorpus([], [], null as never), "options must be an object"],
  ])("should refuse bad input with a CorpusInputError (%#)", (call, message) => {
    expect(call).toThrow(CorpusInputError);
    expect(call).toThrow(message);
  });

  test("should read an empty corpus as passing", () => {
    const report = verifyCorpus([], []);
    expect(report).toMatchObject({
      passed: true,
      totals: { numbers: 0, dropRate: 0, documents: 0 },
    });
  });
});

describe("CorpusReportSchema", () => {
  test("should accept a report and refuse unknown keys and wrong types", () => {
    const report = verifyCorpus([ORIGINAL], [CHUNK]);
    expect(CorpusReportSchema.parse(report)).toEqual(report);
    expect(() => CorpusReportSchema.parse({ ...report, extra: 1 })).toThrow();
    const wrong = JSON.parse(JSON.stringify(report)) as {
      documents: { fidelity: { differs: string[] }[] }[];
    };
    (wrong.documents[0]?.fidelity[0] as { differs: string[] }).differs = ["colour"];
    expect(() => CorpusReportSchema.parse(wrong)).toThrow();
  });
});

describe("summary", () => {
  const report: CorpusReport = verifyCorpus(
    [ORIGINAL, { id: "lonely", text: "Sales were 12 units." }],
    [CHUNK, { id: "ghost#0", document: "ghost", text: "Nothing here." }],
  );

  test("should head with the verdict and the counts, then each document's findings, one a line", () => {
    expect(summary(report)).toBe(
      [
        "FAILED · 2 documents · 2 chunks · 5 numbers · 4 dropped (80%) · 1 fidelity error · 0 binding errors · 0 boundary cuts · 1 orphan chunk · 1 document without chunks",
        "  acme  1 chunk · 4 numbers · 3 dropped · 1 fidelity · 0 binding · 0 cut",
        '    dropped  table 1 under "Results": 3 of 4 numbers: 4,210 · (1,234) · (1,102)',
        '    fidelity [acme#0] scale lost: 4,870 was in a table "(in thousands)" in the original; the chunk has no unit statement',
        "  lonely  no chunk: all 1 number of the document are missing",
        "  orphan   chunk ghost#0 names document ghost, which is not among the originals",
        "thresholds: drop rate ≤ 0%, errors ≤ 0",
        "",
      ].join("\n"),
    );
  });

  test("should count what it leaves out past the limit", () => {
    const many = verifyCorpus(
      [ORIGINAL],
      [{ id: "x", document: "acme", text: "A 1,111. B 2,222. C 3,333." }],
    );
    expect(summary(many, { limit: 1 })).toContain("… and 2 more");
  });
});

describe("the package README's example", () => {
  test("should print the summary the README shows", () => {
    const originals = [
      {
        id: "acme-2024",
        text: `<h2>Results</h2><p>(in thousands)</p>
<table><tr><th></th><th>2024</th><th>2023</th></tr>
<tr><td>Revenue</td><td>4,870</td><td>4,210</td></tr>
<tr><td>Costs</td><td>(1,234)</td><td>(1,102)</td></tr></table>`,
      },
    ];
    const chunks = [
      {
        id: "acme-2024#0",
        document: "acme-2024",
        text: "Revenue 2024: 4,870; 2023: 4,210. Costs 2024: 1,234.",
      },
    ];
    const report = verifyCorpus(originals, chunks);
    expect(report.passed).toBe(false);
    expect(report.totals).toMatchObject({
      numbers: 4,
      dropped: 1,
      fidelityErrors: 3,
      bindingErrors: 0,
    });
    expect(
      summary(report),
    ).toBe(`FAILED · 1 document · 1 chunk · 4 numbers · 1 dropped (25%) · 3 fidelity errors · 0 binding errors · 0 boundary cuts
  acme-2024  1 chunk · 4 numbers · 1 dropped · 3 fidelity · 0 binding · 0 cut
    dropped  table 1 under "Results": 1 of 4 numbers: (1,102)
    fidelity [acme-2024#0] scale lost: 4,870 was in a table "(in thousands)" in the original; the chunk has no unit statement
    fidelity [acme-2024#0] scale lost: 4,210 was in a table "(in thousands)" in the original; the chunk has no unit statement
    fidelity [acme-2024#0] sign lost: (1,234) in the original is 1,234 in the chunk; scale lost: (1,234) was in a table "(in thousands)" in the original; the chunk has no unit statement
thresholds: drop rate ≤ 0%, errors ≤ 0
`);
  });
});
