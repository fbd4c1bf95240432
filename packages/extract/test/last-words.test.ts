import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { lastWords, words } from "../src/cues.js";

// Letters, both apostrophes, spaces and punctuation: every way a word can start and end.
const char = fc.constantFrom("a", "B", "z", "'", "’", " ", ",", "-", "(", "1", "é");
const text = fc.array(char, { maxLength: 60 }).map((cs) => cs.join(""));

describe("the words before a cue", () => {
  test("read backwards, they are the last words of the window read forwards", () => {
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), fc.integer({ min: 1, max: 6 }), (t, a, b, max) => {
        const from = a % (t.length + 1);
        const to = from + (b % (t.length - from + 1));
        expect(lastWords(t, from, to, max)).toEqual(words(t, from, to).slice(-max));
      }),
      { numRuns: 2000 },
    );
  });
});
