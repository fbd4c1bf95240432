import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { loadSources, SourceSet, type SourceValue, ValueIndex } from "../src/index.js";

function value(id: string, v: number): SourceValue {
  return {
    id,
    recordId: "R1",
    value: v,
    kind: "number",
    text: String(v),
    label: id,
    location: { type: "field", field: id },
  };
}

describe("SourceSet", () => {
  const set = loadSources([
    "Revenue was $3.2bn.",
    { id: "R1", fields: { units: 12 } },
    "Costs were 5%.",
  ]);

  test("should resolve a bare number to the source at that position", () => {
    expect(set.resolve("1")?.id).toBe("S1");
    expect(set.resolve("3")?.id).toBe("S3");
  });

  test("should resolve ids as written", () => {
    expect(set.resolve("S1")?.id).toBe("S1");
    expect(set.resolve("R1")?.id).toBe("R1");
    expect(set.record("R1")?.values.map((v) => v.value)).toEqual([12]);
  });

  test("should not resolve ids that do not exist", () => {
    expect(set.resolve("R2")).toBeUndefined();
    expect(set.resolve("4")).toBeUndefined();
    expect(set.resolve("r1")).toBeUndefined();
    expect(set.resolve("")).toBeUndefined();
  });

  test("should collect every record's values and diagnostics", () => {
    expect(set.values.map((v) => v.recordId)).toEqual(["S1", "R1", "S3"]);
    expect(set.diagnostics).toEqual([]);
    expect(set.index.size).toBe(3);
  });

  test("should be constructible from records directly", () => {
    const direct = new SourceSet([{ id: "X", position: 1, values: [value("a", 1)] }]);
    expect(direct.resolve("X")?.values).toHaveLength(1);
    expect(direct.diagnostics).toEqual([]);
    expect(direct.index.between(0, 2).map((v) => v.id)).toEqual(["a"]);
  });
});

describe("ValueIndex", () => {
  const index = new ValueIndex([value("c", 30), value("a", 10), value("b", 20), value("b2", 20)]);

  test("should return the values in a closed interval in ascending order", () => {
    expect(index.between(10, 20).map((v) => v.id)).toEqual(["a", "b", "b2"]);
    expect(index.between(15, 30).map((v) => v.id)).toEqual(["b", "b2", "c"]);
    expect(index.between(20, 20).map((v) => v.id)).toEqual(["b", "b2"]);
  });

  test("should return nothing outside the values or for an empty interval", () => {
    expect(index.between(31, 100)).toEqual([]);
    expect(index.between(-5, 9)).toEqual([]);
    expect(index.between(25, 15)).toEqual([]);
    expect(new ValueIndex([]).between(0, 1)).toEqual([]);
  });

  test("should report its size", () => {
    expect(index.size).toBe(4);
  });

  test("should return exactly the values a filter finds", () => {
    const finite = fc.double({ noNaN: true, noDefaultInfinity: true });
    fc.assert(
      fc.property(fc.array(finite, { maxLength: 60 }), finite, finite, (numbers, a, b) => {
        const values = numbers.map((n, i) => value(`v${i}`, n));
        const [low, high] = [Math.min(a, b), Math.max(a, b)];
        const found = new ValueIndex(values).between(low, high);
        const expected = values.filter((v) => v.value >= low && v.value <= high);
        expect(found.map((v) => v.id).sort()).toEqual(expected.map((v) => v.id).sort());
        for (let i = 1; i < found.length; i++) {
          expect((found[i] as SourceValue).value).toBeGreaterThanOrEqual(
            (found[i - 1] as SourceValue).value,
          );
        }
      }),
      { numRuns: 1000 },
    );
  });

  test("should find values drawn from the index itself", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 1, maxLength: 40 }),
        fc.nat(),
        fc.nat(),
        (numbers, i, j) => {
          const values = numbers.map((n, k) => value(`v${k}`, n));
          const low = numbers[i % numbers.length] as number;
          const high = numbers[j % numbers.length] as number;
          const found = new ValueIndex(values).between(low, high);
          expect(found.length).toBe(numbers.filter((n) => n >= low && n <= high).length);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("ValueIndex with scaled readings", () => {
  /** A value under a unit header of scale `m`: found by its written value and by `value × m`. */
  function underHeader(id: string, n: number, m: number): SourceValue {
    return {
      ...value(id, n),
      unitHeader: `(×${m})`,
      unitScale: m,
      scaledValue: n * m,
    };
  }

  test("should return exactly the readings (written and scaled) a filter over both finds, in one ascending order", () => {
    const scale = fc.constantFrom(1_000, 1_000_000, 0.01, 1);
    const entry = fc.tuple(fc.integer({ min: -2_000_000, max: 2_000_000 }), fc.option(scale));
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 40 }),
        fc.double({ min: -3e12, max: 3e12, noNaN: true }),
        fc.double({ min: -3e12, max: 3e12, noNaN: true }),
        (entries, x, y) => {
          const values = entries.map(([n, m], i) =>
            m === null ? value(`v${i}`, n / 10) : underHeader(`v${i}`, n / 10, m),
          );
          // Both readings of every value, in source order, written first.
          const readings = values.flatMap((v) =>
            v.scaledValue === undefined
              ? [{ id: v.id, value: v.value }]
              : [
                  { id: v.id, value: v.value },
                  { id: `${v.id}~scaled`, value: v.scaledValue },
                ],
          );
          for (const [low, high] of [
            [Math.min(x, y), Math.max(x, y)],
            [x, x],
          ] as const) {
            const expected = readings
              .filter((r) => r.value >= low && r.value <= high)
              .sort((a, b) => a.value - b.value);
            const found = new ValueIndex(values).between(low, high);
            expect(found.map((v) => [v.id, v.value])).toEqual(expected.map((r) => [r.id, r.value]));
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  test("should find a scaled reading at its exact scaled value", () => {
    const v = underHeader("a", 7170, 1_000_000);
    const index = new ValueIndex([v, value("b", 7_170_000_000)]);
    expect(index.between(7_170_000_000, 7_170_000_000).map((r) => r.id)).toEqual(["a~scaled", "b"]);
    expect(index.size).toBe(3);
  });
});
