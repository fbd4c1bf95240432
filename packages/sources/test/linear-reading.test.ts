import { growth } from "@crossfoot/tooling/growth";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { loadSources } from "../src/index.js";
import { bracketCloser } from "../src/text-tables.js";

describe("sources read in linear time", () => {
  // The names of a table's columns were checked for repeats by a search of
  // all names per name: quadratic in the table's width.
  test("a Markdown table thousands of columns wide", () => {
    const table = (columns: number) => {
      const years = Array.from({ length: columns }, (_, i) => `Y${i}`);
      const cells = Array.from({ length: columns }, (_, i) => String((i * 7919) % 100_000));
      return `| Item | ${years.join(" | ")} |\n|---|${"---|".repeat(columns)}\n| Revenue | ${cells.join(" | ")} |`;
    };
    const ratio = growth((n) => loadSources([{ id: "T1", text: table(n) }]), 16_000);
    // Linear work with its fixed costs reads as 4 to 8 here, quadratic as 16 or more.
    expect(ratio).toBeLessThan(12);
  }, 60_000);

  // Each figure's nearest year was found by a scan of its sentence's years.
  test("one sentence of many years and figures", () => {
    const text = (n: number) =>
      `${Array.from({ length: n }, (_, i) => `in ${2000 + (i % 25)} revenue was ${(i * 7919) % 100_000}`).join(" and ")}.`;
    const ratio = growth((n) => loadSources([{ id: "S1", text: text(n) }]).values.length, 12_000);
    expect(ratio).toBeLessThan(12);
  }, 60_000);

  // Each `[` followed by another was matched by a scan to the end of the
  // text when the brackets never closed.
  test("thousands of brackets that never close", () => {
    const ratio = growth((n) => loadSources([{ id: "S1", text: "[    ".repeat(n) }]), 16_000);
    expect(ratio).toBeLessThan(12);
  }, 60_000);

  test("brackets opening quotes that never close", () => {
    const ratio = growth((n) => loadSources([{ id: "S1", text: '[["a, '.repeat(n) }]), 8_000);
    expect(ratio).toBeLessThan(12);
  }, 60_000);

  // htmlparser2 spends time on each element in proportion to how deep it is
  // open: nesting is read no deeper than browsers read it.
  test("thousands of <table> tags that never close", () => {
    const ratio = growth((n) => loadSources([{ id: "S1", text: "<table>".repeat(n) }]), 64_000);
    expect(ratio).toBeLessThan(12);
  }, 60_000);

  test("thousands of elements that never close in a table cell", () => {
    const text = (n: number) => `<table><tr><td>${"<div>".repeat(n)}`;
    const ratio = growth((n) => loadSources([{ id: "S1", text: text(n) }]), 64_000);
    expect(ratio).toBeLessThan(12);
  }, 60_000);

  test("a table nested too deep is reported, not read", () => {
    const deep = `<table><tr><td>${"<div>".repeat(600)}1</td></tr></table>`;
    const shallow = `<table><tr><th>Year</th><th>Revenue</th></tr><tr><td>2019</td><td>${"<b>".repeat(500)}1,234</td></tr></table>`;
    const set = loadSources([
      { id: "S1", text: deep },
      { id: "S2", text: shallow },
    ]);
    expect(set.diagnostics.map((d) => d.message)).toContain(
      "an HTML <table> nests elements more than 512 deep; it is not read",
    );
    expect(set.tables("S1")).toHaveLength(0);
    expect(set.tables("S2")).toHaveLength(1);
  });

  // Whether a line was already read as a table was a search of every table
  // found: tables times lines.
  test("thousands of tables and the lines after them", () => {
    const text = (n: number) => `${"[[1, 2]]\n".repeat(n)}${"x\n".repeat(32 * n)}`;
    const ratio = growth((n) => loadSources([{ id: "S1", text: text(n) }]), 6_000);
    expect(ratio).toBeLessThan(12);
  }, 60_000);
});

/** The end (exclusive) of the bracketed block starting at `from`, by a scan to the end of the text. */
function scannedClose(text: string, from: number): number {
  let depth = 0;
  let quote = "";
  for (let i = from; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === "\\") i++;
      else if (ch === quote) quote = "";
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === "[") depth++;
    else if (ch === "]") {
      depth--;
      if (depth === 0) return i + 1;
    } else if (ch === "\n" && depth === 0) return -1;
  }
  return -1;
}

describe("brackets matched in one pass", () => {
  test("close where a scan from each bracket closes", () => {
    const piece = fc.constantFrom("[", "]", '"', "'", "\\", ",", "1", "7", "a", "Z", " ", "\n");
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join("")),
        (text) => {
          const closeOf = bracketCloser(text);
          for (let p = 0; p < text.length; p++)
            if (text[p] === "[") expect(closeOf(p)).toBe(scannedClose(text, p));
        },
      ),
      { numRuns: 5_000 },
    );
  });
});
