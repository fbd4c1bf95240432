import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { loadSources, SourceError, SourceSet, type SourceValue } from "../src/index.js";

// Arbitrary values whose objects often use the keys loadSources looks at,
// and the ones that trip up careless code (a toString that is not a function).
const ANYTHING = {
  key: fc.oneof(
    fc.string(),
    fc.constantFrom(
      "id",
      "text",
      "fields",
      "rows",
      "table",
      "unit",
      "toString",
      "valueOf",
      "constructor",
    ),
  ),
  withBigInt: true,
  withNullPrototype: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withTypedArray: true,
  withSparseArray: true,
};

function byLabel(values: readonly SourceValue[]): Record<string, SourceValue> {
  return Object.fromEntries(values.map((v) => [v.label, v]));
}

describe("loadSources: strings", () => {
  test("should give plain strings the ids S1, S2, … by position", () => {
    const set = loadSources(["Revenue was $3.2bn.", "Costs fell 5%."]);
    expect(set.records.map((r) => [r.id, r.position, r.text])).toEqual([
      ["S1", 1, "Revenue was $3.2bn."],
      ["S2", 2, "Costs fell 5%."],
    ]);
    expect(set.diagnostics).toEqual([]);
  });

  test("should load a single string as S1", () => {
    const set = loadSources("It was 12%.");
    expect(set.records.map((r) => r.id)).toEqual(["S1"]);
    expect(set.values.map((v) => v.value)).toEqual([12]);
  });

  test("should number strings by their position among records", () => {
    const set = loadSources([{ id: "R1", text: "a 1" }, "b 2", { text: "c 3" }]);
    expect(set.records.map((r) => r.id)).toEqual(["R1", "S2", "S3"]);
  });
});

describe("loadSources: text values", () => {
  const text =
    "In FY2023 Acme shipped 10,000 units. In 2024 it shipped 12,400 units, up 24%, and revenue reached $3.2bn. Costs were $1.1bn.";
  const set = loadSources({ id: "R1", text });

  test("should read every figure of the text with its stated precision and kind", () => {
    expect(set.values.map((v) => [v.text, v.value, v.precision, v.kind])).toEqual([
      ["10,000", 10_000, 1, "number"],
      ["12,400", 12_400, 1, "number"],
      ["24%", 24, 1, "percent"],
      ["$3.2bn", 3_200_000_000, 100_000_000, "money"],
      ["$1.1bn", 1_100_000_000, 100_000_000, "money"],
    ]);
    expect(set.values[3]?.currency).toBe("$");
  });

  test("should locate each figure by offsets that slice back to the text", () => {
    for (const v of set.values) {
      expect(v.location.type).toBe("text");
      if (v.location.type !== "text") continue;
      expect(text.slice(v.location.start, v.location.end)).toBe(v.text);
      expect(v.id).toBe(`R1@${v.location.start}`);
      expect(v.recordId).toBe("R1");
    }
  });

  test("should label each figure with the words around it", () => {
    expect(set.values[0]?.label).toBe('"In FY2023 Acme shipped 10,000 units."');
    expect(set.values[2]?.label).toContain("up 24%");
  });

  test("should give each figure the period of the nearest year in its sentence", () => {
    expect(set.values.map((v) => [v.text, v.period, v.periodKey])).toEqual([
      ["10,000", "FY2023", "2023"],
      ["12,400", "2024", "2024"],
      ["24%", "2024", "2024"],
      ["$3.2bn", "2024", "2024"],
      ["$1.1bn", undefined, undefined],
    ]);
  });

  test("should pick the year nearest in characters, before or after the figure", () => {
    const s = loadSources("Sales were 5 units (2019) versus 9 units (2020).");
    expect(s.values.map((v) => [v.value, v.period])).toEqual([
      [5, "2019"],
      [9, "2020"],
    ]);
  });

  test("should not make years, citations or list markers values", () => {
    const s = loadSources("1. In 2019 revenue was $3bn [R1].");
    expect(s.values.map((v) => v.text)).toEqual(["$3bn"]);
  });
});

describe("loadSources: records and fields", () => {
  test("should keep a record's id", () => {
    const set = loadSources([
      { id: "R1", fields: { revenue: 5 } },
      { id: "doc-7", text: "x 3" },
    ]);
    expect(set.records.map((r) => [r.id, r.position])).toEqual([
      ["R1", 1],
      ["doc-7", 2],
    ]);
  });

  test("should read numeric fields exactly, with no precision", () => {
    const set = loadSources({ id: "R1", fields: { revenue_2024: 3_214_000_000, growth: 0.1 } });
    const v = byLabel(set.values);
    expect(v.revenue_2024).toEqual({
      id: "R1#revenue_2024",
      recordId: "R1",
      value: 3_214_000_000,
      kind: "number",
      text: "3214000000",
      label: "revenue_2024",
      location: { type: "field", field: "revenue_2024" },
      period: "2024",
      periodKey: "2024",
    });
    expect(v.growth?.precision).toBeUndefined();
    expect(v.growth?.value).toBe(0.1);
  });

  test("should make fields ending _pct or _percent percentages", () => {
    const set = loadSources({
      fields: { margin_pct: 12.5, growth_percent: 3, GROWTH_PCT: 4, pct_margin: 5 },
    });
    const v = byLabel(set.values);
    expect(v.margin_pct?.kind).toBe("percent");
    expect(v.growth_percent?.kind).toBe("percent");
    expect(v.GROWTH_PCT?.kind).toBe("percent");
    expect(v.pct_margin?.kind).toBe("number");
  });

  test("should parse numeric string fields with their stated precision", () => {
    const set = loadSources({
      id: "R1",
      fields: {
        pop: "39,346,023",
        price: "$1,200",
        share: "12%",
        revenue: "$3.2bn",
        rate_pct: "4.25",
      },
    });
    const v = byLabel(set.values);
    expect(v.pop).toMatchObject({
      value: 39_346_023,
      kind: "number",
      precision: 1,
      text: "39,346,023",
    });
    expect(v.price).toMatchObject({ value: 1200, kind: "money", currency: "$", precision: 1 });
    expect(v.share).toMatchObject({ value: 12, kind: "percent", precision: 1 });
    expect(v.revenue).toMatchObject({ value: 3_200_000_000, precision: 100_000_000 });
    expect(v.rate_pct).toMatchObject({ value: 4.25, kind: "percent", precision: 0.01 });
  });

  test("should ignore booleans, empty and text fields", () => {
    const set = loadSources({
      id: "R1",
      fields: {
        audited: true,
        restated: false,
        note: "final",
        blank: "",
        missing: null,
        dash: "—",
      },
    });
    expect(set.values).toEqual([]);
    expect(set.diagnostics).toEqual([]);
  });

  test("should read bigint and Decimal-like fields exactly, with no precision", () => {
    const set = loadSources({
      id: "R1",
      fields: { big: 12_345_678_901n, dec: { toString: () => "123.45" } },
    });
    const v = byLabel(set.values);
    expect(v.big).toMatchObject({ value: 12_345_678_901, text: "12345678901", kind: "number" });
    expect(v.dec).toMatchObject({ value: 123.45, text: "123.45", kind: "number" });
    expect(v.big?.precision).toBeUndefined();
    expect(v.dec?.precision).toBeUndefined();
  });

  test("should read periods from field names", () => {
    const set = loadSources({
      id: "R1",
      fields: { revenue_2024: 1, fy2023_sales: 2, "sales Q3 2024": 3, revenue: 4 },
    });
    expect(set.values.map((v) => [v.label, v.period, v.periodKey])).toEqual([
      ["revenue_2024", "2024", "2024"],
      ["fy2023_sales", "FY2023", "2023"],
      ["sales Q3 2024", "Q3 2024", "2024Q3"],
      ["revenue", undefined, undefined],
    ]);
  });

  test("should read text and fields of one record together", () => {
    const set = loadSources({ id: "R1", text: "Revenue was $3.2bn.", fields: { units: 12 } });
    expect(set.values.map((v) => [v.id, v.location.type])).toEqual([
      ["R1@12", "text"],
      ["R1#units", "field"],
    ]);
    expect(set.records[0]?.text).toBe("Revenue was $3.2bn.");
  });
});

describe("loadSources: rows", () => {
  const rows = [
    { state: "California", pop: 39_346_023, gdp: "$3,214 million", share_pct: 11.7 },
    { state: "Texas", pop: 28_635_442, gdp: "$2,000 million", share_pct: 8.6 },
  ];

  test("should read a top-level array of objects as one table S1", () => {
    const set = loadSources(rows);
    expect(set.records.map((r) => r.id)).toEqual(["S1"]);
    expect(set.diagnostics).toEqual([]);
    expect(set.values.map((v) => [v.rowLabel, v.columnLabel, v.value])).toEqual([
      ["California", "pop", 39_346_023],
      ["California", "gdp", 3_214_000_000],
      ["California", "share_pct", 11.7],
      ["Texas", "pop", 28_635_442],
      ["Texas", "gdp", 2_000_000_000],
      ["Texas", "share_pct", 8.6],
    ]);
  });

  test("should give each cell its location, label, kind and precision", () => {
    const [pop, gdp, share] = loadSources(rows).values;
    expect(pop).toEqual({
      id: "S1#t0r0.pop",
      recordId: "S1",
      value: 39_346_023,
      kind: "number",
      text: "39346023",
      label: "pop[California]",
      location: { type: "cell", table: 0, row: 0, column: "pop", columnIndex: 1 },
      rowLabel: "California",
      columnLabel: "pop",
    });
    expect(gdp).toMatchObject({ kind: "money", currency: "$", precision: 1_000_000 });
    expect(share?.kind).toBe("percent");
  });

  test("should read rows under a record's rows key", () => {
    const set = loadSources({ id: "T1", rows });
    expect(set.records.map((r) => r.id)).toEqual(["T1"]);
    expect(set.values).toHaveLength(6);
    expect(set.values[0]?.id).toBe("T1#t0r0.pop");
  });

  test("should take the row label from the first text column", () => {
    const set = loadSources([{ rank: 1, name: "Acme", city: "Springfield", revenue: 5 }]);
    expect(set.values.map((v) => [v.rowLabel, v.columnLabel])).toEqual([
      ["Acme", "rank"],
      ["Acme", "revenue"],
    ]);
  });

  test("should label a row without a text column by its position", () => {
    const set = loadSources([{ a: 1 }, { a: 2 }]);
    expect(set.values.map((v) => v.rowLabel)).toEqual(["row 1", "row 2"]);
  });

  test("should read a period from the column name, else from the row label", () => {
    const set = loadSources([
      { item: "Revenue", revenue_2023: 1, revenue_2024: 2 },
      { item: "FY2022", total: 3 },
    ]);
    expect(set.values.map((v) => v.period)).toEqual(["2023", "2024", "FY2022"]);
  });

  test("should report a row that is not an object, and read the others", () => {
    const set = loadSources({ id: "T", rows: [{ state: "California", pop: 1 }, 5, "x"] });
    expect(set.values).toHaveLength(1);
    expect(set.diagnostics).toEqual([
      { recordId: "T", path: "rows[1]", message: expect.stringContaining("object") },
      { recordId: "T", path: "rows[2]", message: expect.stringContaining("object") },
    ]);
  });

  test("should report rows that are not an array", () => {
    const set = loadSources({ id: "T", rows: { a: 1 } as unknown as unknown[] });
    expect(set.diagnostics).toEqual([{ recordId: "T", path: "rows", message: expect.any(String) }]);
  });

  test("should report an unreadable cell with its row and column", () => {
    const set = loadSources([{ state: "California", pop: "about 39 million" }]);
    expect(set.values).toEqual([]);
    expect(set.diagnostics).toEqual([
      {
        recordId: "S1",
        path: "rows[0].pop",
        message: expect.stringContaining("cannot read a number"),
        table: 0,
        row: 0,
        column: "pop",
      },
    ]);
  });
});

describe("loadSources: diagnostics and strict mode", () => {
  test("should report an unreadable field", () => {
    const set = loadSources({ id: "R1", fields: { a: "abc 5 def", b: Number.NaN, c: 3 } });
    expect(set.values.map((v) => v.label)).toEqual(["c"]);
    expect(set.diagnostics.map((d) => [d.recordId, d.path])).toEqual([
      ["R1", "fields.a"],
      ["R1", "fields.b"],
    ]);
  });

  test("should report an unknown record key", () => {
    const set = loadSources({ id: "R1", text: "5 units", foo: 1 } as never);
    expect(set.diagnostics).toEqual([
      { recordId: "R1", path: "foo", message: expect.stringContaining('unknown record key "foo"') },
    ]);
    expect(set.values).toHaveLength(1);
  });

  test("should report a source that is a number, null or an array", () => {
    expect(loadSources(42).diagnostics).toEqual([
      { recordId: "S1", path: "", message: "expected a string, a record or a table, got number" },
    ]);
    const set = loadSources(["ok 1", 7, null, [1]]);
    expect(set.records.map((r) => r.id)).toEqual(["S1"]);
    expect(set.diagnostics.map((d) => [d.recordId, d.message])).toEqual([
      ["S2", "expected a string, a record or a table, got number"],
      ["S3", "expected a string, a record or a table, got null"],
      ["S4", "expected a string, a record or a table, got an array"],
    ]);
  });

  test("should report wrongly typed text, fields and id", () => {
    const set = loadSources({ id: 5, text: 5, fields: [1] } as never);
    expect(set.diagnostics.map((d) => [d.recordId, d.path])).toEqual([
      ["S1", "id"],
      ["S1", "text"],
      ["S1", "fields"],
    ]);
  });

  test("should report a duplicate id and keep the first record", () => {
    const set = loadSources([
      { id: "R1", text: "a 1" },
      { id: "R1", text: "b 2" },
      "c 3",
      { id: "S3", text: "d 4" },
    ]);
    expect(set.records.map((r) => [r.id, r.text])).toEqual([
      ["R1", "a 1"],
      ["S3", "c 3"],
    ]);
    expect(set.values.map((v) => v.value)).toEqual([1, 3]);
    expect(set.diagnostics).toEqual([
      { recordId: "R1", path: "id", message: 'duplicate source id "R1"' },
      { recordId: "S3", path: "id", message: 'duplicate source id "S3"' },
    ]);
  });

  test("should throw a SourceError naming the record and path in strict mode", () => {
    const input = [{ id: "R9", fields: { ok: 1, revenue: "about 5" } }];
    let error: unknown;
    try {
      loadSources(input, { strict: true });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SourceError);
    expect(error).toBeInstanceOf(Error);
    const e = error as SourceError;
    expect(e.name).toBe("SourceError");
    expect(e.recordId).toBe("R9");
    expect(e.path).toBe("fields.revenue");
    expect(e.message).toContain("R9");
    expect(e.message).toContain("fields.revenue");
  });

  test("should throw in strict mode for every kind of diagnostic", () => {
    expect(() => loadSources(42, { strict: true })).toThrow(SourceError);
    expect(() => loadSources({ id: "R1", foo: 1 } as never, { strict: true })).toThrow(/foo/);
    expect(() => loadSources({ id: "T", rows: [5] }, { strict: true })).toThrow(/rows\[0\]/);
    expect(() => loadSources(["a", { id: "S1" }], { strict: true })).toThrow(/duplicate/);
  });

  test("should throw a SourceError for options that are not an object", () => {
    for (const options of [null, 5, "strict", [], true]) {
      expect(() => loadSources("It was 5%.", options as never)).toThrow(
        /^loadSources: options must be an object such as \{ strict: true \}, got /,
      );
      expect(() => loadSources({ id: "R1", foo: 1 }, options as never)).toThrow(SourceError);
    }
    expect(() => loadSources("It was 5%.", null as never)).toThrow(/got null$/);
  });

  test("should report a unit header JSON cannot write by its type, and read the record's fields", () => {
    const set = loadSources([{ id: "R1", unit: 10n, fields: { a: 1 } }] as never);
    expect(set.records.map((r) => r.id)).toEqual(["R1"]);
    expect(set.values.map((v) => v.id)).toEqual(["R1#a"]);
    expect(set.diagnostics.map((d) => d.message)).toEqual([
      'cannot read a unit header from bigint (expected e.g. "millions", "(in thousands)", "%")',
    ]);
  });

  test("should not throw in strict mode for clean input", () => {
    const set = loadSources([{ id: "R1", fields: { a: 1 } }, "It was 5%."], { strict: true });
    expect(set.values).toHaveLength(2);
  });

  test("should return an existing SourceSet as is", () => {
    const set = loadSources(["a 1"]);
    expect(loadSources(set)).toBe(set);
    expect(set).toBeInstanceOf(SourceSet);
  });

  test("should load nothing from an empty array", () => {
    const set = loadSources([]);
    expect(set.records).toEqual([]);
    expect(set.values).toEqual([]);
    expect(set.diagnostics).toEqual([]);
  });

  test("should never throw on arbitrary input without strict", () => {
    fc.assert(
      fc.property(fc.anything(ANYTHING), (input) => {
        const set = loadSources(input);
        for (const v of set.values) expect(Number.isFinite(v.value)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  test("should never throw on arbitrary records and rows without strict", () => {
    const cell = fc.oneof(
      fc.anything({ maxDepth: 1, withBigInt: true }),
      fc.string(),
      fc.double(),
      fc.constantFrom("39,346,023", "$1,200", "12%", "n/a", "(1,234)", "abc 5"),
    );
    const record = fc.record(
      {
        id: fc.oneof(fc.string(), fc.anything({ maxDepth: 0 })),
        text: fc.oneof(fc.string(), fc.anything({ maxDepth: 0 })),
        fields: fc.oneof(fc.dictionary(fc.string(), cell), fc.anything({ maxDepth: 1 })),
        rows: fc.oneof(fc.array(fc.dictionary(fc.string(), cell)), fc.anything({ maxDepth: 1 })),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(record, fc.array(fc.oneof(record, fc.string(), cell))), (input) => {
        const set = loadSources(input);
        const ids = set.records.map((r) => r.id);
        expect(new Set(ids).size).toBe(ids.length);
      }),
      { numRuns: 1000 },
    );
  });

  test("should throw only SourceError in strict mode", () => {
    fc.assert(
      fc.property(fc.anything(ANYTHING), (input) => {
        try {
          loadSources(input, { strict: true });
        } catch (e) {
          expect(e).toBeInstanceOf(SourceError);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("very large inputs", () => {
  // Past the number of arguments a spread may pass: the table's width was once
  // Math.max(...rows.map(...)), which overflowed the stack and lost the table.
  test("a table of 300,000 rows loads every value", () => {
    const table: string[][] = [["", "2019"]];
    for (let i = 0; i < 300_000; i++) table.push([`Line ${i}`, String(i + 1)]);
    const set = loadSources([{ id: "T", table }]);
    expect(set.diagnostics).toEqual([]);
    expect(set.index.size).toBe(300_000);
    expect(set.values[299_999]?.value).toBe(300_000);
  }, 120_000);

  test("300,000 records load into one set", () => {
    const set = loadSources(Array.from({ length: 300_000 }, (_, i) => ({ fields: { n: i } })));
    expect(set.values).toHaveLength(300_000);
  }, 120_000);
});
