import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { ExactWordMap, WordMap, wordSet } from "../src/wordset.js";

// The word maps answer by span exactly as a Map looked up with the span cut
// out would; these tests hold them to that, including the lower-casing rules.
describe("WordMap", () => {
  const map = new Map<string, number>([
    ["million", 1],
    ["bn", 2],
    ["über", 3],
  ]);
  const words = new WordMap(map);

  test("finds a word whatever its ASCII case, by span", () => {
    const text = "about 3 MILLION and 2 Bn";
    expect(words.getAt(text, 8, 15)).toBe(1);
    expect(words.getAt(text, 22, 24)).toBe(2);
    expect(words.getAt(text, 0, 5)).toBeUndefined();
    expect(words.getAt(text, 8, 14)).toBeUndefined();
  });

  test("a word outside ASCII is found through its lower-cased text", () => {
    expect(words.getAt("x ÜBER y", 2, 6)).toBe(3);
  });

  test("an empty map holds no word", () => {
    const none = new WordMap(new Map<string, true>());
    expect(none.hasAt("million", 0, 7)).toBe(false);
  });

  test("answers as Map.get of the lower-cased span, for any text", () => {
    const list = ["rose", "fell", "up", "down", "mn", "lakh", "crore", "k", "émis"];
    const set = wordSet(list);
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.nat(12), fc.nat(12), (text, a, b) => {
        const start = Math.min(a, b, text.length);
        const end = Math.min(Math.max(a, b), text.length);
        const expected = list.includes(text.slice(start, end).toLowerCase());
        expect(set.hasAt(text, start, end)).toBe(expected);
      }),
    );
    for (const w of list) expect(set.hasAt(`x ${w.toUpperCase()} y`, 2, 2 + w.length)).toBe(true);
  });
});

describe("ExactWordMap", () => {
  test("finds words only as written", () => {
    const exact = new ExactWordMap(
      new Map([
        ["M", "mega"],
        ["mn", "million"],
      ]),
    );
    expect(exact.getAt("5 M", 2, 3)).toBe("mega");
    expect(exact.getAt("5 m", 2, 3)).toBeUndefined();
    expect(exact.getAt("5 mn", 2, 4)).toBe("million");
    expect(exact.getAt("5 MN", 2, 4)).toBeUndefined();
  });
});
