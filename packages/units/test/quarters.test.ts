import { describe, expect, it } from "vitest";
import { QUARTER_ORDINALS, quarterOrdinal } from "../src/index.js";

describe("quarterOrdinal", () => {
  it("reads the ordinal words and numerals of the four quarters, in any case", () => {
    expect(["First", "second", "THIRD", "fourth"].map(quarterOrdinal)).toEqual([1, 2, 3, 4]);
    expect(["1st", "2nd", "3rd", "4TH"].map(quarterOrdinal)).toEqual([1, 2, 3, 4]);
  });

  it("names no quarter for other words, a fifth, or inherited object keys", () => {
    for (const w of ["fifth", "5th", "quarter", "", "toString", "constructor", "__proto__"]) {
      expect(quarterOrdinal(w)).toBeUndefined();
    }
  });

  it("is a frozen table", () => {
    expect(Object.isFrozen(QUARTER_ORDINALS)).toBe(true);
  });
});
