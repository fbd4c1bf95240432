import type { SourceValue } from "@crossfoot/sources";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { withoutRepeatedCells } from "../src/places/repeated-cells.js";

function cell(
  recordId: string,
  table: number,
  rowLabel: string,
  columnLabel: string,
  value: number,
): SourceValue {
  return {
    id: `${recordId}#t${table}.${rowLabel}.${columnLabel}.${value}`,
    recordId,
    value,
    kind: "number",
    text: String(value),
    label: `${columnLabel}[${rowLabel}]`,
    location: { type: "cell", table, row: 0, column: columnLabel },
    rowLabel,
    columnLabel,
  };
}

/** Every cell keyed on its own: the reading the quick test must agree with. */
function byKey(values: readonly SourceValue[]): SourceValue[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    if (v.location.type !== "cell") return true;
    const key = `${v.recordId}|${v.location.table}|${v.rowLabel}|${v.columnLabel}|${v.kind}|${v.value}`;
    const repeat = seen.has(key);
    seen.add(key);
    return !repeat;
  });
}

describe("cells that repeat an earlier cell", () => {
  it("are left out when a line is written twice with the same value under the same heading", () => {
    const values = [
      cell("T1", 0, "Total", "2024", 24_513),
      cell("T1", 0, "Other", "2024", 7),
      cell("T1", 0, "Total", "2024", 24_513),
    ];
    expect(withoutRepeatedCells(values)).toEqual(values.slice(0, 2));
  });

  it("leave a table of distinct lines as it is, the same array", () => {
    const values = [
      cell("T1", 0, "Sales", "2024", 5),
      cell("T1", 0, "Sales", "2023", 5),
      cell("T1", 0, "Costs", "2024", 5),
    ];
    expect(withoutRepeatedCells(values)).toBe(values);
  });

  it("agree with keying every cell, whatever the order of the cells", () => {
    const arbitraryCell = fc
      .tuple(
        fc.constantFrom("T1", "T2"),
        fc.integer({ min: 0, max: 1 }),
        fc.constantFrom("Sales", "Costs", "Total"),
        fc.constantFrom("2024", "2023"),
        fc.integer({ min: 1, max: 3 }),
      )
      .map(([r, t, line, heading, value]) => cell(r, t, line, heading, value));
    fc.assert(
      fc.property(fc.array(arbitraryCell, { maxLength: 30 }), (values) => {
        expect([...withoutRepeatedCells(values)]).toEqual(byKey(values));
      }),
      { numRuns: 5_000 },
    );
  });
});
