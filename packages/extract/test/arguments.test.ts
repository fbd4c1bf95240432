import { defineUnitPack } from "@crossfoot/units";
import { describe, expect, it } from "vitest";
import { ExtractArgumentError, extract } from "../src/index.js";

/** Call extract with arguments its types do not allow, as JavaScript callers can. */
const extractUntyped = extract as (text: unknown, options?: unknown) => unknown;

describe("extract's arguments", () => {
  it.each([
    [[null], "text", "extract: the text must be a string, got null"],
    [[42], "text", "extract: the text must be a string, got 42 (a number)"],
    [
      ["Revenue was $5m.", null],
      "options",
      'extract: options must be an object such as { locale: "de" }, got null',
    ],
    [["Revenue was $5m.", "de"], "options", 'got "de" (a string)'],
    [
      ["Revenue was $5m.", { pack: -1 }],
      "pack",
      'invalid option "pack": expected a unit pack from defineUnitPack',
    ],
    [
      ["Revenue was $5m.", { pack: { name: "x", scales: [], currencies: [], units: [{}] } }],
      "pack",
      "units[0].symbol",
    ],
    [
      ["Revenue was $5m.", { locale: Number.NaN }],
      "locale",
      'invalid option "locale": expected a BCP 47 locale',
    ],
    [["Revenue was $5m.", { locale: null }], "locale", "got null"],
    [["Revenue was $5m.", { directionWords: [] }], "directionWords", "got an array"],
    [
      ["Revenue was $5m.", { directionWords: { increase: ["rose"] } }],
      "directionWords",
      "decrease must be an array of strings",
    ],
    [["Revenue was $5m.", { includeYears: "no" }], "includeYears", "expected true or false"],
    [
      ["Revenue was $5m.", { constructor: 1 }],
      "constructor",
      'invalid option "constructor": no such option',
    ],
  ])("refuses %j with an error naming %s", (args, argument, message) => {
    let thrown: unknown;
    try {
      extractUntyped(...(args as [unknown, unknown?]));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(ExtractArgumentError);
    expect(thrown).toBeInstanceOf(TypeError);
    expect((thrown as ExtractArgumentError).argument).toBe(argument);
    expect((thrown as Error).message).toContain(message);
  });

  it("reads with well-formed options, the same object checked once and reused", () => {
    const options = {
      locale: "de",
      includeYears: false,
      pack: defineUnitPack({
        name: "oil",
        units: [{ symbol: "bbl", aliases: ["bbl"], dimension: "volume_oil", factor: 1 }],
      }),
      directionWords: { increase: ["stieg"], decrease: ["fiel"], negations: ["nicht"] },
    };
    expect(extract("Der Umsatz stieg auf 1.234,5 bbl.", options).map((m) => m.value)).toEqual([
      1234.5,
    ]);
    expect(extract("Der Umsatz stieg auf 1.234,5 bbl.", options).map((m) => m.value)).toEqual([
      1234.5,
    ]);
    expect(extract("Revenue was $5m.").map((m) => m.value)).toEqual([5_000_000]);
  });
});
