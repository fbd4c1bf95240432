import { describe, expect, test } from "vitest";
import { CueReader, type DirectionWords, ENGLISH_DIRECTION_WORDS, extract } from "../src/index.js";

function cues(text: string) {
  return extract(text).map((m) => [m.text, m.cue?.direction, m.cue?.negated ?? false]);
}

describe("direction cues", () => {
  for (const word of [
    "rose",
    "grew",
    "up",
    "increased",
    "gained",
    "climbed",
    "jumped",
    "improved",
  ]) {
    test(`should read "${word}" as an increase`, () => {
      const m = extract(`Revenue ${word} 12% last year.`)[0];
      expect(m?.cue).toEqual({ direction: "increase", word, negated: false });
    });
  }

  for (const word of ["fell", "declined", "down", "decreased", "dropped", "shrank", "slipped"]) {
    test(`should read "${word}" as a decrease`, () => {
      const m = extract(`Revenue ${word} 12% last year.`)[0];
      expect(m?.cue).toEqual({ direction: "decrease", word, negated: false });
    });
  }

  test("should mark a negated cue", () => {
    expect(extract("Profit did not rise 5%.")[0]?.cue).toEqual({
      direction: "increase",
      word: "rise",
      negated: true,
    });
    expect(extract("Sales didn't fall 3%.")[0]?.cue).toMatchObject({
      direction: "decrease",
      negated: true,
    });
    expect(extract("Costs never rose 3%.")[0]?.cue?.negated).toBe(true);
    expect(extract("Sales failed to grow 3%.")[0]?.cue?.negated).toBe(true);
  });

  test("should read a cue word right after the figure", () => {
    expect(extract("a 12% increase")[0]?.cue).toEqual({
      direction: "increase",
      word: "increase",
      negated: false,
    });
    expect(extract("Net income was 10% lower")[0]?.cue?.direction).toBe("decrease");
  });

  test("should not share a cue between mentions", () => {
    expect(cues("Revenue rose 12% and costs fell 3%.")).toEqual([
      ["12%", "increase", false],
      ["3%", "decrease", false],
    ]);
    expect(cues("Sales grew 5% while margin was 20%.")).toEqual([
      ["5%", "increase", false],
      ["20%", undefined, false],
    ]);
    expect(cues("up 4%, down 2%")).toEqual([
      ["4%", "increase", false],
      ["2%", "decrease", false],
    ]);
  });

  test("should not reach across a sentence", () => {
    expect(cues("Revenue rose. It was 12%.")).toEqual([["12%", undefined, false]]);
  });

  test("should give years no cue", () => {
    const [year] = extract("Revenue rose in 2019.");
    expect(year?.kind).toBe("year");
    expect(year?.cue).toBeUndefined();
  });

  test("should leave a figure without a cue word uncued", () => {
    expect(extract("Revenue was $3.2bn.")[0]?.cue).toBeUndefined();
  });

  test("should take another language's words as a plain value", () => {
    const german: DirectionWords = {
      increase: ["stieg", "wuchs"],
      decrease: ["fiel", "sank"],
      negations: ["nicht"],
    };
    expect(extract("Der Umsatz stieg um 12%.", { directionWords: german })[0]?.cue).toEqual({
      direction: "increase",
      word: "stieg",
      negated: false,
    });
    expect(
      extract("Der Umsatz sank nicht 3%.", { directionWords: german })[0]?.cue?.direction,
    ).toBe("decrease");
    expect(extract("Der Umsatz stieg um 12%.")[0]?.cue).toBeUndefined();
  });
});

describe("CueReader", () => {
  test("should read the nearest cue before a span", () => {
    const text = "Sales fell, then rose 5%";
    const reader = new CueReader();
    expect(reader.read(text, 22, 24, 0, text.length)).toEqual({
      direction: "increase",
      word: "rose",
      negated: false,
    });
  });

  test("should not look before the floor", () => {
    const text = "Sales rose and were 5%";
    expect(new CueReader().read(text, 20, 22, 11, text.length)).toBeUndefined();
  });

  test("should use the English words by default", () => {
    expect(ENGLISH_DIRECTION_WORDS.increase).toContain("rose");
    expect(ENGLISH_DIRECTION_WORDS.decrease).toContain("fell");
    expect(ENGLISH_DIRECTION_WORDS.negations).toContain("not");
  });
});
