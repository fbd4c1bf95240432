import { describe, expect, test } from "vitest";
import { loadSources } from "../src/index.js";

// A table's values are made on demand: the record must still look like a
// plain record to anyone who reads it, before and after they are made.
const table = [
  ["Region", "2024", "2023"],
  ["North America", "1,234", "1,100"],
  ["Europe", "987", "1,020"],
];

describe("a record whose values are made on demand", () => {
  test("shows the same own keys and JSON before and after its values are read", () => {
    const record = loadSources([{ id: "T", table }]).records[0];
    if (!record) throw new Error("no record");
    const keysBefore = Object.keys(record);
    expect(keysBefore).toContain("values");
    // Nothing the lazy values keep is visible as a key of the record.
    expect(
      Object.getOwnPropertySymbols(record).every(
        (s) => !Object.prototype.propertyIsEnumerable.call(record, s),
      ),
    ).toBe(true);
    const json = JSON.stringify(record);
    expect(record.values.length).toBe(4);
    expect(Object.keys(record)).toEqual(keysBefore);
    expect(JSON.stringify(record)).toBe(json);
    // A spread copies the values as a plain array, and nothing else.
    const copy = { ...record };
    expect(Object.getOwnPropertySymbols(copy)).toEqual([]);
    expect(copy.values).toBe(record.values);
  });

  test("gives the same value objects each time they are read", () => {
    const record = loadSources([{ id: "T", table }]).records[0];
    if (!record) throw new Error("no record");
    const first = record.values;
    expect(record.values).toBe(first);
    expect(first.map((v) => v.value)).toEqual([1234, 1100, 987, 1020]);
  });
});
