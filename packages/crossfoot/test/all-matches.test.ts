import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allMatches } from "../src/base/all-matches.js";

// The shapes of expression the checker runs: look-behind and look-ahead,
// case-insensitive alternations, captures, and one that can match empty.
const EXPRESSIONS = [
  /(?<![A-Za-z])[A-Z][A-Za-z&]*/g,
  /(?<![A-Za-z\d])[A-Z][A-Za-z&]*(?![\d])/g,
  /(?<![A-Za-z])[A-Z](?![A-Za-z])/g,
  /[a-z0-9]+/g,
  /\b(day|week|month|year)s?\b/gi,
  /(\d+)?/g,
];

const plain = (ms: readonly RegExpMatchArray[]) =>
  ms.map((m) => ({ index: m.index, groups: [...m] }));

describe("allMatches", () => {
  it("gives what matchAll gives, and leaves lastIndex at 0", () => {
    const text = fc.stringMatching(/^[A-Za-z0-9 &.\-]{0,60}$/);
    fc.assert(
      fc.property(text, fc.constantFrom(...EXPRESSIONS), (t, re) => {
        expect(plain(allMatches(re, t))).toEqual(plain([...t.matchAll(re)]));
        expect(re.lastIndex).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it("starts from the beginning whatever lastIndex was left at", () => {
    const re = /[a-z]+/g;
    re.lastIndex = 5;
    expect(allMatches(re, "ab cd ef").map((m) => m[0])).toEqual(["ab", "cd", "ef"]);
  });

  it("steps past empty matches", () => {
    expect(allMatches(/x*/g, "axb").map((m) => [m.index, m[0]])).toEqual([
      [0, ""],
      [1, "x"],
      [2, ""],
      [3, ""],
    ]);
  });
});
