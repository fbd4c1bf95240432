import { describe, expect, test } from "vitest";
import { compareSources, projectValue } from "../../../tooling/vectors/sources-runner.js";
import { loadSources } from "../src/index.js";

const TEXT =
  'Segment results (in millions)\n[["", "2024", "2023"], ["Net sales", "5,120", "4,870"], ["Operating profit", "(473)", "431"]]\nStaff: 1,850.';

describe("SourceSet: two readings under a unit header", () => {
  const set = loadSources({ id: "R1", text: TEXT });

  test("should keep values as written, with the header, its scale and the scaled value", () => {
    expect(set.values[0]).toMatchObject({
      value: 5120,
      unitHeader: "(in millions)",
      unitScale: 1_000_000,
      scaledValue: 5_120_000_000,
    });
    expect(set.values.some((v) => v.reading === "scaled")).toBe(false);
  });

  test("should find the scaled reading through the index, naming the header in its label", () => {
    const [scaled] = set.index.between(5.1e9, 5.2e9);
    expect(scaled).toMatchObject({
      id: "R1#t0r0.2024~scaled",
      value: 5_120_000_000,
      precision: 1_000_000,
      reading: "scaled",
      writtenId: "R1#t0r0.2024",
      label: '2024[Net sales] (unit header "(in millions)")',
    });
    // The same object every time.
    expect(set.index.between(5.1e9, 5.2e9)[0]).toBe(scaled);
    // And the written reading is found as written.
    expect(set.index.between(5120, 5120).map((v) => v.id)).toEqual(["R1#t0r0.2024"]);
  });

  test("should give a record's values in one reading at a time, never mixed", () => {
    const scaled = set.recordValues("R1", "scaled").map((v) => v.value);
    // "Staff: 1,850." comes after the header in the same text, so it has a scaled reading too
    // (as in the Python crossfoot: a header in a source's text scales its unscaled figures).
    expect(scaled).toEqual([
      5_120_000_000, 4_870_000_000, -473_000_000, 431_000_000, 1_850_000_000,
    ]);
    expect(set.recordValues("R1").map((v) => v.value)).toEqual([5120, 4870, -473, 431, 1850]);
    expect(set.readings.map((v) => v.value)).toEqual([
      5120, 5_120_000_000, 4870, 4_870_000_000, -473, -473_000_000, 431, 431_000_000, 1850,
      1_850_000_000,
    ]);
    expect(set.index.size).toBe(10);
  });

  test("should look values up by row and by column (name or position)", () => {
    expect(set.rowValues("R1", 0, 1).map((v) => v.label)).toEqual([
      "2024[Operating profit]",
      "2023[Operating profit]",
    ]);
    expect(set.columnValues("R1", 0, "2023").map((v) => v.value)).toEqual([4870, 431]);
    expect(set.columnValues("R1", 0, 1).map((v) => v.value)).toEqual([5120, -473]);
    expect(set.rowValues("R1", 0, 9)).toEqual([]);
    expect(set.tables("R1")).toEqual([
      {
        index: 0,
        shape: "json",
        columns: ["column 1", "2024", "2023"],
        rowLabels: ["Net sales", "Operating profit"],
        headerRows: 1,
        labelColumn: 0,
        unitHeader: "(in millions)",
        start: 30,
        end: 123,
      },
    ]);
  });

  test("should read the text around the table once and the cells never as text", () => {
    const text = set.values.filter((v) => v.location.type === "text");
    expect(text.map((v) => v.text)).toEqual(["1,850"]);
  });
});

describe("sources vector runner: every field compared both ways", () => {
  const set = loadSources({ id: "R1", unit: "millions", fields: { revenue_2024: 812 } });
  const exact = projectValue(set.values[0] as (typeof set.values)[number]);
  const c = (values: unknown[]) => ({
    id: "x",
    description: "x",
    input: null,
    expect: { values, diagnostics: [] },
  });

  test("should match the value's own projection", () => {
    expect(compareSources(c([exact]) as never, set)).toEqual([]);
  });

  test("should fail when the case omits a field the value has", () => {
    const { scaledValue: _drop, ...rest } = exact;
    expect(compareSources(c([rest]) as never, set)).toEqual([
      'values[0].scaledValue: expected undefined, got "812000000"',
    ]);
  });

  test("should fail when a field differs or a value is missing", () => {
    expect(compareSources(c([{ ...exact, period: "2023" }]) as never, set)[0]).toContain("period");
    expect(compareSources(c([]) as never, set)[0]).toBe("values: expected 0, got 1");
  });
});
