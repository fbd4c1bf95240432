import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  bareResult,
  placeValue,
  readCell,
  scanAccountingNegative,
  scanBare,
} from "../src/cells.js";
import { loadSources } from "../src/index.js";

// Numbers as annual-report tables write them: grouped or not, decimals or not.
const written = fc
  .tuple(fc.nat({ max: 99_999_999 }), fc.integer({ min: 0, max: 3 }), fc.boolean())
  .map(([n, places, grouped]) => {
    const int = grouped ? n.toLocaleString("en-US") : String(n);
    return places === 0 ? int : `${int}.${"5".repeat(places)}`;
  });
const cell = fc.oneof(
  written,
  written.map((w) => `(${w})`),
  written.map((w) => `-${w}`),
  fc.constantFrom("( 1,234 )", "(−5)", "(-5)", "()", "(1,23)", "(12.)", "$(1,234)", "(1,234)%"),
  fc.string({ maxLength: 8 }),
);

describe("the fast cell readers", () => {
  test("read a cell as the full reader does, or leave it to it", () => {
    fc.assert(
      fc.property(cell, (s) => {
        const fast = s.length > 0 && (scanBare(s) || scanAccountingNegative(s));
        if (!fast) return;
        // Read before the full reader runs: it reuses the same result object.
        const value = bareResult.value;
        const precision = placeValue(bareResult.places);
        const full = readCell(s);
        expect(full.type).toBe("value");
        if (full.type !== "value") return;
        expect(Object.is(value, full.value)).toBe(true);
        expect(precision).toBe(full.precision);
        expect(full.kind ?? "number").toBe("number");
        expect(full.currency).toBeUndefined();
      }),
      { numRuns: 3000 },
    );
  });

  test("a table's values are the same objects whichever way they are read first", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { maxLength: 12 }),
        (rows) => {
          const table = [
            ["(in thousands)", "2024", "2023", "2022"],
            ...rows.map((r, i) => [`Line ${i}`, ...r]),
          ];
          const a = loadSources([{ id: "T", table }]);
          const b = loadSources([{ id: "T", table }]);
          // One set is read through its index first, the other through its values.
          const hits = a.index.between(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY);
          expect(b.values).toEqual(a.values);
          for (const h of hits) {
            if (h.reading !== "scaled") expect(a.values).toContain(h);
          }
          expect(JSON.parse(JSON.stringify(a.records))).toEqual(
            JSON.parse(JSON.stringify(b.records)),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
