import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { CorpusReportSchema, verifyCorpus } from "../src/index.js";
import { filing, toHtml, toMarkdownBlocks } from "./generate.js";

/** Fixed-size windows of `sizes[k]` characters, each overlapping the one before by `overlaps[k]`. */
function windows(
  text: string,
  sizes: readonly number[],
  overlaps: readonly number[],
  trims: readonly boolean[],
): string[] {
  const out: string[] = [];
  let start = 0;
  for (let k = 0; start < text.length; k++) {
    const size = sizes[k % sizes.length] as number;
    const end = Math.min(text.length, start + size);
    const piece = text.slice(start, end);
    out.push(trims[k % trims.length] ? piece.trim().replace(/\s+/g, " ") : piece);
    if (end >= text.length) break;
    start = end - Math.min(overlaps[k % overlaps.length] as number, size - 10);
  }
  return out;
}

describe("a faithful chunking finds nothing wrong", () => {
  test("should find no fidelity or binding error and drop nothing in windows cut anywhere with overlap", () => {
    fc.assert(
      fc.property(
        filing,
        fc.array(fc.integer({ min: 60, max: 700 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.integer({ min: 24, max: 120 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }),
        (sections, sizes, overlaps, trims) => {
          const text = toHtml(sections);
          const chunks = windows(text, sizes, overlaps, trims).map((t, k) => ({
            id: `g#${k}`,
            document: "g",
            text: t,
          }));
          const report = verifyCorpus([{ id: "g", text }], chunks);
          const d = report.documents[0];
          expect(d?.fidelity).toEqual([]);
          expect(d?.binding).toEqual([]);
          expect(d?.droppedNumbers).toEqual([]);
          expect(d?.covered).toBe(d?.numbers);
          expect(d?.verbatimChunks).toBe(chunks.length);
        },
      ),
      { numRuns: 100 },
    );
  });

  test("should find no fidelity or binding error and drop nothing in flattened blocks grouped with overlap", () => {
    fc.assert(
      fc.property(
        filing,
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 1, maxLength: 8 }),
        (sections, sizes, overlaps) => {
          const text = toHtml(sections);
          const blocks = toMarkdownBlocks(sections);
          const chunks: { id: string; document: string; text: string }[] = [];
          for (let start = 0, k = 0; start < blocks.length; k++) {
            const end = Math.min(blocks.length, start + (sizes[k % sizes.length] as number));
            chunks.push({
              id: `g#${k}`,
              document: "g",
              text: blocks.slice(start, end).join("\n\n"),
            });
            if (end >= blocks.length) break;
            start = Math.max(start + 1, end - (overlaps[k % overlaps.length] as number));
          }
          const report = verifyCorpus([{ id: "g", text }], chunks);
          const d = report.documents[0];
          expect(d?.fidelity).toEqual([]);
          expect(d?.binding).toEqual([]);
          expect(d?.droppedNumbers).toEqual([]);
          expect(d?.covered).toBe(d?.numbers);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("a changed number is found", () => {
  test("should report a fidelity error in the one section whose table cell lost a digit", () => {
    fc.assert(
      fc.property(filing, fc.nat(), (sections, pick) => {
        const tables = sections.filter((s) => s.table !== undefined);
        fc.pre(tables.length > 0);
        const text = toHtml(sections);
        const cells = [...text.matchAll(/<td>\(?(\d{1,3}(?:,\d{3})+|\d{3,})\)?<\/td>/g)];
        fc.pre(cells.length > 0);
        const target = cells[pick % cells.length] as RegExpMatchArray;
        const digits = target[1] as string;
        // Drop the last digit: 4,870 becomes 4,87, a number the filing may not hold.
        const changed = digits.slice(0, -1);
        const at = (target.index ?? 0) + target[0].indexOf(digits);
        const edited = `${text.slice(0, at)}${changed}${text.slice(at + digits.length)}`;
        const report = verifyCorpus(
          [{ id: "g", text }],
          [{ id: "g#0", document: "g", text: edited }],
        );
        const d = report.documents[0];
        const findings = (d?.fidelity.length ?? 0) + (d?.dropped ?? 0);
        expect(findings).toBeGreaterThan(0);
        expect(report.passed).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});

describe("any input", () => {
  test("should never throw on arbitrary texts, and its report should satisfy the schema", () => {
    const text = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc
        .array(
          fc.constantFrom(
            "<table>",
            "</table>",
            "<tr><td>",
            "</td><td>",
            "(1,234)",
            "4,870",
            "(in thousands)",
            "$4.1 million",
            "12.5%",
            "| a | 2024 |",
            "|---|---|",
            "\n",
            " ",
            "&nbsp;",
            "<h2>",
            "</h2>",
            "# ",
            ",",
            "-",
          ),
          { maxLength: 60 },
        )
        .map((parts) => parts.join("")),
    );
    fc.assert(
      fc.property(
        fc.array(text, { minLength: 1, maxLength: 3 }),
        fc.array(fc.tuple(fc.nat(3), text), { maxLength: 6 }),
        (docs, chunkTexts) => {
          const originals = docs.map((t, k) => ({ id: `d${k}`, text: t }));
          const chunks = chunkTexts.map(([d, t], k) => ({
            id: `c${k}`,
            document: `d${d}`,
            text: t,
          }));
          const report = verifyCorpus(originals, chunks);
          expect(() => CorpusReportSchema.parse(report)).not.toThrow();
          expect(report.totals.dropped).toBeLessThanOrEqual(report.totals.numbers);
        },
      ),
      { numRuns: 200 },
    );
  });
});
