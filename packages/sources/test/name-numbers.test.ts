import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { numbersAllInNames, numbersInText } from "../src/index.js";

describe("numbersInText", () => {
  const inName = (text: string) =>
    numbersInText(text).map((n) => [text.slice(n.start, n.end), n.inName]);

  test("a number beside a capitalised word is part of a name", () => {
    expect(inName("Millford 41")).toEqual([["41", true]]);
    expect(inName("7 Kestrel State")).toEqual([["7", true]]);
    expect(inName("County Road 418 south – Pell Harbor")).toEqual([["418", true]]);
    expect(inName("Approximately QX 412 087")).toEqual([["412 087", true]]);
    expect(inName("Varga 24, Eastmoor")).toEqual([["24", true]]);
  });

  test("a number beside words in lower case states a quantity", () => {
    expect(inName("retired after 28 laps")).toEqual([["28", false]]);
    expect(inName("41.5 hectares (103 acres)")).toEqual([
      ["41.5", false],
      ["103", false],
    ]);
    // A single capital letter is no word of a name ("W 21", "I-68").
    expect(inName("W 21")).toEqual([["21", false]]);
    expect(inName("I-68")).toEqual([["68", false]]);
  });

  test("every number of a name, or none", () => {
    expect(numbersAllInNames("Brindle Harbour 12")).toBe(true);
    expect(numbersAllInNames("CR 418 (Old Mill Pike), mile 3")).toBe(false);
    expect(numbersAllInNames("Brindle Harbour")).toBe(false);
  });

  test("offsets index the text, in order, on any input", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        let last = 0;
        for (const n of numbersInText(text)) {
          expect(n.start).toBeGreaterThanOrEqual(last);
          expect(/^\d/.test(text.slice(n.start, n.end))).toBe(true);
          last = n.end;
        }
      }),
    );
  });
});
