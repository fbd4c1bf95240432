import { extract, findCitations, splitSentences } from "@crossfoot/extract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BySentence } from "../src/read/by-sentence.js";
import { sentenceMentions } from "../src/read/sentence-mentions.js";

/** Each sentence's mentions as the checker once read them: one extraction per sentence. */
function perSentence(text: string) {
  return splitSentences(text).map((s) => extract(s.text));
}

function fromWhole(text: string) {
  const read = sentenceMentions(extract(text), {});
  return splitSentences(text).map((s) => ({ sentence: s, mentions: read.of(s) }));
}

// Pieces that make sentence edges interesting: figures, scale words, ranges,
// cue words, citations, abbreviations and every kind of sentence end.
const PIECES = [
  "Revenue rose 12% to $3.2bn",
  " in FY2024",
  " [R1]",
  ". ",
  ".",
  "\n",
  "\n\n",
  "1. ",
  " (1,234)",
  " 10-12%",
  " between 39 and 40 million",
  " up to 50ms",
  " about 1.2e6",
  " did not rise",
  " fell",
  " U.S.",
  " Inc.",
  " e.g.",
  " s. 4.4(2)",
  " 8.4.1.1",
  " 31 Dec",
  " 2019/20",
  " two-thirds",
  " million",
  " bn",
  "?",
  "! ",
  " 3:1",
  " Q3 2024",
  " ",
  "5",
  ",",
  "(",
  ")",
  "-",
  "%",
];

const texts = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 6 })), { maxLength: 30 })
  .map((parts) => parts.join(""));

describe("sentenceMentions", () => {
  it("gives each sentence of an ordinary answer the mentions extract(sentence.text) gives", () => {
    const text =
      "Revenue grew 15.0% to $2.3 million in 2024 [R1]. Cost of sales was $3,323,456 [R1].\n" +
      "1. Headcount fell 3% to 9,487 [R2]. The margin widened 2.3 percentage points.";
    expect(fromWhole(text).map((s) => s.mentions)).toEqual(perSentence(text));
  });

  it("reads a sentence that opens with a number on its own, as a list item may", () => {
    // "1) pricing" opens its sentence: a list marker, as extract(sentence.text) reads it.
    const text = "Two reasons. 1) pricing. 2) volume. The loss was (1,234).";
    expect(fromWhole(text).map((s) => s.mentions.map((m) => m.text))).toEqual([
      ["Two"],
      [],
      [],
      ["(1,234)"],
    ]);
  });

  it("reads an underscore that no emphasis in its own sentence closes as it reads alone", () => {
    // An emphasis closing after the sentence's end once made the whole
    // text's reading of "_1." differ from the sentence's own.
    const text = "_1. '_";
    expect(fromWhole(text).map((s) => s.mentions)).toEqual(perSentence(text));
  });

  it("agrees with a per-sentence reading, for any text", () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(fromWhole(text).map((s) => s.mentions)).toEqual(perSentence(text));
      }),
      { numRuns: 5000 },
    );
  });
});

describe("BySentence over citations", () => {
  it("gives each sentence the citations findCitations(sentence.text) gives, for any text", () => {
    const withCitations = fc
      .array(
        fc.oneof(
          fc.constantFrom("[R1]", "[1-3]", "[R1, R2]", "【1】", "(Source 2)", "[sic]", ". ", "\n"),
          fc.constantFrom(...PIECES),
          fc.string({ maxLength: 6 }),
        ),
        { maxLength: 30 },
      )
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(withCitations, (text) => {
        const read = new BySentence(findCitations(text), findCitations);
        const sentences = splitSentences(text);
        expect(sentences.map((s) => read.of(s))).toEqual(
          sentences.map((s) => findCitations(s.text)),
        );
      }),
      { numRuns: 5000 },
    );
  });
});
