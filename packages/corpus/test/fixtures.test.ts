import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { jsonl, makeChunkings, readOriginals } from "../../../examples/corpus/make-chunks.js";
import {
  type CorpusChunk,
  type CorpusReport,
  CorpusReportSchema,
  verifyCorpus,
} from "../src/index.js";

const dir = fileURLToPath(new URL("../../../examples/corpus/", import.meta.url));
const originals = readOriginals(`${dir}originals`);

/** A committed chunking, as the CLI reads it. */
function chunking(name: string): CorpusChunk[] {
  return readFileSync(`${dir}chunks/${name}.jsonl`, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as CorpusChunk);
}

function verify(name: string): CorpusReport {
  const report = verifyCorpus(originals, chunking(name));
  CorpusReportSchema.parse(report);
  return report;
}

/** Every finding's message, document by document. */
const messages = (r: CorpusReport, list: "fidelity" | "binding" | "boundaries") =>
  r.documents.flatMap((d) => d[list].map((f) => f.message));

describe("examples/corpus", () => {
  test("should hold the chunkings make-chunks.ts makes", () => {
    for (const [name, chunks] of Object.entries(makeChunkings(originals))) {
      expect(readFileSync(`${dir}chunks/${name}.jsonl`, "utf8"), name).toBe(jsonl(chunks));
    }
  });

  test("should read every number of the three filings", () => {
    const report = verify("by-heading");
    expect(report.documents.map((d) => [d.document, d.numbers])).toEqual([
      ["bluefin-marine-logistics-q2-2024", 46],
      ["larkspur-health-partners-2024", 32],
      ["quillfeather-instruments-2024", 47],
    ]);
  });
});

describe("faithful chunkings: no false finding", () => {
  test.each(["fixed-size", "by-heading", "flattened"])(
    "should find nothing dropped, altered, misbound or orphaned in %s",
    (name) => {
      const report = verify(name);
      expect(report.totals).toMatchObject({
        dropped: 0,
        altered: 0,
        fidelityErrors: 0,
        bindingErrors: 0,
        orphanChunks: 0,
        unchunkedDocuments: 0,
      });
      expect(report.totals.covered).toBe(report.totals.numbers);
      expect(report.passed).toBe(true);
    },
  );

  test("should locate the windows and sections as written, and read the flattened ones on their own", () => {
    const count = (r: CorpusReport) => [
      r.documents.reduce((t, d) => t + d.verbatimChunks, 0),
      r.documents.reduce((t, d) => t + d.editedChunks, 0),
      r.documents.reduce((t, d) => t + d.chunks, 0),
    ];
    expect(count(verify("fixed-size"))).toEqual([22, 0, 22]);
    expect(count(verify("by-heading"))).toEqual([18, 0, 18]);
    expect(count(verify("flattened"))[0]).toBe(0);
  });

  test("should report the fixed-size windows' boundary cuts as cuts, not errors", () => {
    const cuts = messages(verify("fixed-size"), "boundaries");
    expect(cuts).toContain(`number cut by the chunk's end: "48,7" is the start of 48,702`);
    expect(cuts).toContain(`number cut by the chunk's start: "04" is the end of 1,204`);
    expect(cuts.filter((m) => m.startsWith("statement cut")).length).toBeGreaterThan(0);
  });
});

describe("corrupted chunkings: each failure found", () => {
  test("a table row left out: three numbers dropped, under their table and section", () => {
    const report = verify("corrupt-dropped-row");
    expect(report.totals).toMatchObject({ dropped: 3, fidelityErrors: 0, bindingErrors: 0 });
    const d = report.documents.find((x) => x.document === "quillfeather-instruments-2024");
    expect(d?.droppedNumbers.map((n) => [n.text, n.rowLabel, n.period])).toEqual([
      ["6,930", "Research and development", "2024"],
      ["6,412", "Research and development", "2023"],
      ["5,877", "Research and development", "2022"],
    ]);
    expect(d?.droppedByTable).toEqual([
      {
        table: 0,
        section: "Consolidated Statements of Operations",
        unitHeader: "(in thousands, except per share data)",
        label: 'table 1 under "Consolidated Statements of Operations"',
        numbers: 30,
        dropped: 3,
        texts: ["6,930", "6,412", "5,877"],
      },
    ]);
    expect(d?.droppedBySection.map((g) => [g.label, g.numbers, g.dropped])).toEqual([
      ['section "Consolidated Statements of Operations"', 30, 3],
    ]);
    expect(report.passed).toBe(false);
  });

  test('"(in thousands)" left out of a section: every cell of its table lost its scale', () => {
    const report = verify("corrupt-scale");
    expect(report.totals).toMatchObject({ dropped: 0, fidelityErrors: 6, bindingErrors: 0 });
    expect(messages(report, "fidelity")[0]).toBe(
      'scale lost: 36,540 was in a table "(in thousands)" in the original; the chunk has no unit statement',
    );
    expect(report.documents.flatMap((d) => d.fidelity.map((f) => f.differs))).toEqual(
      Array(6).fill(["scale"]),
    );
  });

  test("accounting parentheses dropped in a fixed-size window: sign lost", () => {
    const report = verify("corrupt-sign");
    expect(report.totals).toMatchObject({ dropped: 0, fidelityErrors: 1, bindingErrors: 0 });
    expect(messages(report, "fidelity")).toEqual([
      "sign lost: (1,234) in the original is 1,234 in the chunk",
    ]);
  });

  test('"1,234" written "1.234": digits changed', () => {
    const report = verify("corrupt-digits");
    expect(report.totals).toMatchObject({ dropped: 0, fidelityErrors: 1, bindingErrors: 0 });
    expect(messages(report, "fidelity")).toEqual(["digits changed: 1,234 became 1.234"]);
  });

  test("a row shifted one column left: 2023's figure sits under 2024, and 2024's is dropped", () => {
    const report = verify("corrupt-shifted-column");
    expect(report.totals).toMatchObject({ dropped: 1, fidelityErrors: 0, bindingErrors: 2 });
    expect(messages(report, "binding")).toEqual([
      "2023 figure $ 42,108 sits under 2024 in the chunk",
      "2022 figure $ 39,051 sits under 2023 in the chunk",
    ]);
    expect(report.documents[2]?.droppedNumbers.map((n) => [n.text, n.period])).toEqual([
      ["$ 48,702", "2024"],
    ]);
  });

  test("an orphan chunk and a document without chunks", () => {
    const report = verify("corrupt-orphans");
    expect(report.orphans).toEqual({
      chunks: [
        {
          id: "quillfeather-instruments-2023#section-2",
          document: "quillfeather-instruments-2023",
        },
      ],
      documents: ["larkspur-health-partners-2024"],
    });
    expect(report.totals).toMatchObject({
      orphanChunks: 1,
      unchunkedDocuments: 1,
      dropped: 32,
      fidelityErrors: 0,
      bindingErrors: 0,
    });
  });
});
