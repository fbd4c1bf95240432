import { extract, findCitations, splitSentences } from "@crossfoot/extract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answerSentences } from "../src/read/answer-sentences.js";
import { boundedSentences, LONGEST_SENTENCE } from "../src/read/bounded-sentences.js";

const PIECES = [
  "Revenue was $12.4 million",
  ", ",
  "; ",
  " and ",
  " ",
  "1 000 000",
  "[R1]",
  "[1, 2]",
  "[3]",
  "12,345.6",
  "from 2023 to 2024",
  "costs",
  ". ",
  "\n",
];

/** Pieces of at most `limit` characters, as the checker reads an answer. */
function pieces(text: string, limit: number) {
  return boundedSentences(text, splitSentences(text), extract(text), findCitations(text), limit);
}

describe("sentences too long to read whole", () => {
  it("leave a text of ordinary sentences as splitSentences gives it", () => {
    const text = "Revenue was $12.4 million [R1]. Costs fell.";
    expect(answerSentences(text)).toEqual(splitSentences(text));
  });

  it("are cut after a comma, never inside a figure or a citation", () => {
    const text = `Revenue was ${Array.from({ length: 400 }, (_, i) => `$${i}.5 million [R${i}]`).join(", ")}.`;
    const read = answerSentences(text);
    expect(read.length).toBeGreaterThan(1);
    for (const s of read) {
      expect(s.end - s.start).toBeLessThanOrEqual(LONGEST_SENTENCE);
      expect(s.text).toBe(text.slice(s.start, s.end));
    }
    for (const s of read.slice(0, -1)) expect(s.text.endsWith(",")).toBe(true);
    expect(read.map((s) => s.index)).toEqual(read.map((_, i) => i));
  });

  it("cut a run of citations between two of them", () => {
    const text = `Revenue was $12.4 million ${Array.from({ length: 1_000 }, (_, i) => `[${i}]`).join("")}.`;
    const read = answerSentences(text);
    expect(read.length).toBeGreaterThan(1);
    for (const s of read.slice(1)) expect(s.text.startsWith("[")).toBe(true);
  });

  it("keep one figure longer than the limit whole", () => {
    const text = `Revenue was ${"9".repeat(3 * LONGEST_SENTENCE)} dollars.`;
    const read = answerSentences(text);
    expect(read.some((s) => s.text.includes("9".repeat(3 * LONGEST_SENTENCE)))).toBe(true);
  });

  it("cover every word, cut outside every figure and citation, within the limit unless a span is longer", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PIECES), { maxLength: 200 }),
        fc.integer({ min: 20, max: 200 }),
        (parts, limit) => {
          const text = parts.join("");
          const spans = [...extract(text), ...findCitations(text)];
          const read = pieces(text, limit);
          const whole = splitSentences(text);
          // The same words in the same order: only the places where sentences end differ.
          expect(read.map((s) => s.text.replace(/\s+/g, "")).join("")).toBe(
            whole.map((s) => s.text.replace(/\s+/g, "")).join(""),
          );
          for (const s of read) {
            expect(s.text).toBe(text.slice(s.start, s.end));
            for (const span of spans) {
              const cutInside = (at: number) => span.start < at && at < span.end;
              expect(cutInside(s.start) || cutInside(s.end)).toBe(false);
            }
            // Past its room only where a figure or citation runs over the room's end.
            const roomEnd = s.start + limit;
            if (s.end > roomEnd)
              expect(spans.some((x) => x.start < roomEnd && x.end > roomEnd)).toBe(true);
          }
        },
      ),
      { numRuns: 3_000 },
    );
  });
});
