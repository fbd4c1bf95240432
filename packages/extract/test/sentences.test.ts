import { describe, expect, test } from "vitest";
import { type Sentence, splitSentences } from "../src/index.js";

function texts(text: string): string[] {
  const sentences = splitSentences(text);
  for (const s of sentences) expect(text.slice(s.start, s.end)).toBe(s.text);
  return sentences.map((s) => s.text);
}

describe("splitSentences", () => {
  test("should split at full stops, question marks and exclamation marks", () => {
    expect(texts("Revenue rose. Costs fell! Why? Nobody knows.")).toEqual([
      "Revenue rose.",
      "Costs fell!",
      "Why?",
      "Nobody knows.",
    ]);
  });

  test("should not split inside decimals", () => {
    expect(texts("Revenue was $3.2bn, up 12.5%. Costs were 1.1 million.")).toEqual([
      "Revenue was $3.2bn, up 12.5%.",
      "Costs were 1.1 million.",
    ]);
  });

  const abbreviations: [string, string][] = [
    ["Inc.", "Acme Inc. reported $3.2bn. Next."],
    ["U.S.", "The U.S. economy grew 2%. Next."],
    ["e.g.", "Some items, e.g. apples, rose. Next."],
    ["approx.", "It was approx. 5 units. Next."],
    ["No.", "See No. 5 for details. Next."],
    ["Dr.", "Dr. Smith said so. Next."],
  ];
  for (const [abbreviation, text] of abbreviations) {
    test(`should not split after "${abbreviation}"`, () => {
      const sentences = texts(text);
      expect(sentences).toHaveLength(2);
      expect(sentences[1]).toBe("Next.");
    });
  }

  test("should keep a citation before the full stop with its sentence", () => {
    expect(texts("Revenue was $3.2bn [R1]. Next it fell.")).toEqual([
      "Revenue was $3.2bn [R1].",
      "Next it fell.",
    ]);
  });

  test("should keep a citation after the full stop with the sentence before it", () => {
    expect(texts("Revenue was $3.2bn. [R1] Next it fell.")).toEqual([
      "Revenue was $3.2bn. [R1]",
      "Next it fell.",
    ]);
    expect(texts("It rose. [R1] [R2] Next one.")).toEqual(["It rose. [R1] [R2]", "Next one."]);
    expect(texts("It rose.【1】 Next one.")).toEqual(["It rose.【1】", "Next one."]);
  });

  test("should end a sentence at every line break", () => {
    expect(texts("Line one\nLine two\r\nLine three")).toEqual([
      "Line one",
      "Line two",
      "Line three",
    ]);
  });

  test("should keep a list marker with its item", () => {
    expect(texts("Results:\n1. Revenue was $5bn.\n2. Costs fell 6%.")).toEqual([
      "Results:",
      "1. Revenue was $5bn.",
      "2. Costs fell 6%.",
    ]);
  });

  test("should keep closing quotes and brackets with the sentence they close", () => {
    expect(texts('He said "it rose." Then it fell.')).toEqual([
      'He said "it rose."',
      "Then it fell.",
    ]);
    expect(texts("It rose (see table). Next")).toEqual(["It rose (see table).", "Next"]);
  });

  test("should keep runs of punctuation together", () => {
    expect(texts("Really?! Yes... Fine.")).toEqual(["Really?!", "Yes...", "Fine."]);
    expect(texts("Really...? yes")).toEqual(["Really...?", "yes"]);
  });

  test("should not split before a lower-case word", () => {
    expect(texts("It rose 5 pct. in total.")).toEqual(["It rose 5 pct. in total."]);
  });

  test("should split before a sentence that starts with a figure or a currency", () => {
    expect(texts("Sales rose. 5 units sold. $6 more.")).toEqual([
      "Sales rose.",
      "5 units sold.",
      "$6 more.",
    ]);
  });

  test("should trim whitespace and number the sentences", () => {
    const sentences: Sentence[] = splitSentences("  First one.   Second one.  ");
    expect(sentences).toEqual([
      { text: "First one.", start: 2, end: 12, index: 0 },
      { text: "Second one.", start: 15, end: 26, index: 1 },
    ]);
  });

  test("should return no sentences for empty or blank text", () => {
    expect(splitSentences("")).toEqual([]);
    expect(splitSentences(" \n\t ")).toEqual([]);
  });

  test("should keep text without an end mark as one sentence", () => {
    expect(texts("no full stop here")).toEqual(["no full stop here"]);
  });
});
