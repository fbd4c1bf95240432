import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readContentWords } from "../src/read/content-words.js";

/**
 * The words as first defined: the runs of a-z and "&" of the lower-cased
 * text, two letters or more, stopwords dropped, abbreviations expanded,
 * trailing "&" cut and plurals stemmed. The scanner must read the same.
 */
function splitWords(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().split(/[^a-z&]+/)) {
    if (raw.length < 2) continue;
    out.push(...readContentWords(raw));
  }
  return out;
}

describe("readContentWords", () => {
  it("reads stems, expands abbreviations and drops stopwords", () => {
    expect(
      readContentWords("The SG&A expenses of Acme's stores rose 5% in 2024 (R&D: n/a)."),
    ).toEqual([
      "selling",
      "general",
      "administrative",
      "expense",
      "acme",
      "store",
      "rose",
      "research",
      "development",
    ]);
  });

  it("reads a word that is an object key as a word", () => {
    expect(readContentWords("constructor toString __proto__")).toEqual([
      "constructor",
      "tostring",
      "proto",
    ]);
  });

  it("splits where a split on non-letters splits, for any text", () => {
    const letters = fc.constantFrom(..."aZ&é İK 1_-.,'bcsS\u0130\u212A".split(""));
    fc.assert(
      fc.property(fc.array(fc.oneof(letters, fc.string()), { maxLength: 40 }), (parts) => {
        const text = parts.join("");
        expect(readContentWords(text)).toEqual(splitWords(text));
      }),
      { numRuns: 2000 },
    );
  });
});
