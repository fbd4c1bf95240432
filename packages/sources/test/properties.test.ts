import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { loadSources, SourceError, type SourceValue } from "../src/index.js";

// ---------- one table, four serialisations ----------

const COLUMN_NAMES = [
  "2024",
  "2023",
  "FY2022",
  "Q3 2021",
  "Revenue",
  "Units",
  "Share %",
  "December 31, 2020",
];

/** A cell as annual-report tables write it: thousands separators, decimals, negatives, empties. */
const cellArb = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -9_999_999, max: 9_999_999 }) },
  { weight: 2, arbitrary: fc.integer({ min: -99_999, max: 99_999 }).map((n) => n / 100) },
  { weight: 1, arbitrary: fc.constant(null) },
);

function format(n: number | null, style: number): string {
  if (n === null) return "—";
  const abs = Math.abs(n);
  const [int = "0", frac] = String(abs).split(".");
  // Always group thousands, so no figure reads as a year.
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const body = frac ? `${grouped}.${frac}` : grouped;
  if (n >= 0) return body;
  return style % 2 === 0 ? `(${body})` : `-${body}`;
}

const tableArb = fc
  .record({
    columns: fc.uniqueArray(fc.constantFrom(...COLUMN_NAMES), { minLength: 1, maxLength: 4 }),
    rowCount: fc.integer({ min: 1, max: 6 }),
    labels: fc.uniqueArray(fc.stringMatching(/^[A-Z][a-z]{2,7}$/), { minLength: 6, maxLength: 6 }),
    style: fc.nat(),
  })
  .chain(({ columns, rowCount, labels, style }) =>
    fc
      .array(fc.array(cellArb, { minLength: columns.length, maxLength: columns.length }), {
        minLength: rowCount,
        maxLength: rowCount,
      })
      // At least one figure, so a header row can be told from the data.
      .filter((rows) => rows.some((r) => r.some((c) => c !== null)))
      .map((rows) => ({
        header: ["", ...columns],
        rows: rows.map((r, i) => [`Item ${labels[i]}`, ...r.map((c) => format(c, style))]),
      })),
  );

type Grid = { header: string[]; rows: string[][] };

const serialise = {
  markdown: (t: Grid) =>
    [t.header, t.header.map(() => "---"), ...t.rows].map((r) => `| ${r.join(" | ")} |`).join("\n"),
  html: (t: Grid) =>
    `<table><thead><tr>${t.header.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>${t.rows
      .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`)
      .join("")}</tbody></table>`,
  csv: (t: Grid) => [t.header, ...t.rows].map((r) => r.map((c) => `"${c}"`).join(",")).join("\n"),
  json: (t: Grid) => JSON.stringify([t.header, ...t.rows]),
};

function readings(values: readonly SourceValue[]) {
  return values.map((v) => ({
    value: v.value,
    label: v.label,
    rowLabel: v.rowLabel,
    columnLabel: v.columnLabel,
    period: v.period,
    periodKey: v.periodKey,
    kind: v.kind,
    location: v.location.type === "cell" ? [v.location.row, v.location.columnIndex] : undefined,
  }));
}

describe("properties: one table, every serialisation", () => {
  test.prop([tableArb], { numRuns: 200 })(
    "should load the same values and labels from Markdown, HTML, CSV and JSON arrays, and from the grid itself",
    (t) => {
      const grid = readings(loadSources([t.header, ...t.rows]).values);
      const expected = t.rows.flatMap((r) => r.slice(1).filter((c) => c !== "—")).length;
      expect(grid).toHaveLength(expected);
      for (const [name, write] of Object.entries(serialise)) {
        const set = loadSources({ id: "T", text: write(t) });
        expect(set.diagnostics, name).toEqual([]);
        expect(set.records[0]?.tables?.[0]?.shape, name).toBe(name);
        expect(readings(set.values), name).toEqual(grid);
      }
    },
  );
});

// ---------- never throws, except strict mode's typed error ----------

const tableish = fc.oneof(
  fc.string(),
  fc.array(
    fc.array(fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constant(null), fc.boolean())),
  ),
  fc.array(
    fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.double(), fc.bigInt(), fc.constant(null))),
  ),
  fc.record({
    id: fc.string(),
    text: fc.oneof(
      fc.string(),
      fc.constantFrom(
        "[[",
        "| a | b |\n|---|---|\n| x |",
        "<table><tr><td rowspan=99999>1",
        "a,b\n1,2\n3",
        "(in millions)",
      ),
    ),
    table: fc.anything(),
  }),
  fc.anything(),
);

describe("properties: loadSources never throws on arbitrary input", () => {
  test.prop([tableish], { numRuns: 500 })(
    "should return a SourceSet without throwing when not strict",
    (input) => {
      const set = loadSources(input);
      expect(Array.isArray(set.values)).toBe(true);
      for (const d of set.diagnostics) expect(typeof d.message).toBe("string");
    },
  );

  test.prop([tableish], { numRuns: 500 })(
    "should, in strict mode, throw only a SourceError for the first diagnostic, naming its source and cell",
    (input) => {
      const lax = loadSources(input);
      const first = lax.diagnostics[0];
      let thrown: unknown;
      try {
        loadSources(input, { strict: true });
      } catch (error) {
        thrown = error;
      }
      if (first === undefined) {
        expect(thrown).toBeUndefined();
        return;
      }
      expect(thrown).toBeInstanceOf(SourceError);
      const error = thrown as SourceError;
      expect(error.recordId).toBe(first.recordId);
      expect(error.path).toBe(first.path);
      expect(error.message).toBe(`${first.recordId} ${first.path}: ${first.message}`);
      if (first.row !== undefined)
        expect(error.cell).toEqual({ table: first.table, row: first.row, column: first.column });
    },
  );
});
