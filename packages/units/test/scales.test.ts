import { describe, expect, test } from "vitest";
import { findScale, SCALES, scaleMultiplier } from "../src/index.js";

// Every scale word of the base list, with the power of ten it stands for.
const EXPONENTS: Record<string, number> = {
  k: 3,
  thousand: 3,
  thousands: 3,
  m: 6,
  mn: 6,
  mm: 6,
  mln: 6,
  million: 6,
  millions: 6,
  b: 9,
  bn: 9,
  bln: 9,
  billion: 9,
  billions: 9,
  t: 12,
  tn: 12,
  trillion: 12,
  trillions: 12,
  lakh: 5,
  lakhs: 5,
  lac: 5,
  crore: 7,
  crores: 7,
  cr: 7,
};

describe("SCALES", () => {
  test("should list exactly the documented scale words", () => {
    expect(SCALES.map((s) => s.word).sort()).toEqual(Object.keys(EXPONENTS).sort());
  });

  for (const [word, exponent] of Object.entries(EXPONENTS)) {
    test(`should give "${word}" the exponent ${exponent}`, () => {
      expect(findScale(word)?.exponent).toBe(exponent);
    });
  }

  test("should name each scale canonically", () => {
    expect(findScale("bn")?.name).toBe("billion");
    expect(findScale("mln")?.name).toBe("million");
    expect(findScale("k")?.name).toBe("thousand");
    expect(findScale("lac")?.name).toBe("lakh");
    expect(findScale("cr")?.name).toBe("crore");
    expect(findScale("tn")?.name).toBe("trillion");
  });

  test("should mark only the one- and two-letter suffixes that read as units alone as attachedOnly", () => {
    const attached = SCALES.filter((s) => s.attachedOnly).map((s) => s.word);
    expect(attached.sort()).toEqual(["b", "cr", "k", "m", "mm", "t"]);
  });

  test("should have unique words", () => {
    const words = SCALES.map((s) => s.word);
    expect(new Set(words).size).toBe(words.length);
  });
});

describe("findScale", () => {
  test("should match case-insensitively for base scales", () => {
    expect(findScale("Million")?.exponent).toBe(6);
    expect(findScale("BN")?.exponent).toBe(9);
    expect(findScale("K")?.exponent).toBe(3);
  });

  test("should return undefined for words that are not scales", () => {
    expect(findScale("apples")).toBeUndefined();
    expect(findScale("")).toBeUndefined();
    expect(findScale("millionaire")).toBeUndefined();
  });

  test("should search a given list instead of the base list", () => {
    const custom = [{ word: "lk", exponent: 5, name: "lakh" }];
    expect(findScale("lk", custom)?.exponent).toBe(5);
    expect(findScale("million", custom)).toBeUndefined();
  });

  test("should honour caseSensitive entries", () => {
    const custom = [
      { word: "M", exponent: 6, name: "million", caseSensitive: true },
      { word: "m", exponent: 3, name: "thousand", caseSensitive: true },
    ];
    expect(findScale("M", custom)?.exponent).toBe(6);
    expect(findScale("m", custom)?.exponent).toBe(3);
  });
});

describe("scaleMultiplier", () => {
  test("should compute 10 ** exponent exactly for every base scale", () => {
    for (const scale of SCALES) {
      expect(scaleMultiplier(scale)).toBe(Number(`1e${scale.exponent}`));
    }
    expect(scaleMultiplier({ word: "bn", exponent: 9, name: "billion" })).toBe(1_000_000_000);
  });
});
