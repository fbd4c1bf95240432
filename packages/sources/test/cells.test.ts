import { describe, expect, test } from "vitest";
import { readCell } from "../src/index.js";

describe("readCell", () => {
  test("should read a finite number exactly, without a mention", () => {
    expect(readCell(39_346_023)).toEqual({ type: "value", value: 39_346_023, text: "39346023" });
    expect(readCell(0.1)).toEqual({ type: "value", value: 0.1, text: "0.1" });
    expect(readCell(-5)).toMatchObject({ type: "value", value: -5 });
  });

  test("should not read a non-finite number", () => {
    expect(readCell(Number.NaN)).toMatchObject({ type: "unreadable" });
    expect(readCell(Number.POSITIVE_INFINITY)).toMatchObject({ type: "unreadable" });
  });

  test("should parse numeric strings with the extraction package", () => {
    expect(readCell("39,346,023")).toMatchObject({
      type: "value",
      value: 39_346_023,
      text: "39,346,023",
      kind: "number",
      precision: 1,
    });
    expect(readCell("$1,200")).toMatchObject({
      type: "value",
      value: 1200,
      kind: "money",
      currency: "$",
    });
    expect(readCell("12%")).toMatchObject({
      type: "value",
      value: 12,
      kind: "percent",
    });
    expect(readCell("$3.2bn")).toMatchObject({
      type: "value",
      value: 3_200_000_000,
      mention: { precision: 100_000_000, scale: "billion" },
    });
    expect(readCell("-4.5%")).toMatchObject({ type: "value", value: -4.5 });
  });

  test("should trim a numeric string", () => {
    expect(readCell("  12  ")).toMatchObject({ type: "value", value: 12, text: "12" });
  });

  test("should read a year written as a string as a value", () => {
    expect(readCell("2019")).toMatchObject({ type: "value", value: 2019, text: "2019" });
  });

  test("should treat booleans as not numbers", () => {
    expect(readCell(true)).toMatchObject({ type: "text" });
    expect(readCell(false)).toMatchObject({ type: "text" });
  });

  test("should read empty markers as empty", () => {
    for (const empty of [
      null,
      undefined,
      "",
      " ",
      "-",
      "—",
      "–",
      "--",
      "n/a",
      "N/A",
      "na",
      "nm",
      "none",
    ]) {
      expect(readCell(empty), String(empty)).toEqual({ type: "empty" });
    }
  });

  test("should read words without digits as text", () => {
    expect(readCell("California")).toMatchObject({ type: "text" });
    expect(readCell("FY2024")).toMatchObject({ type: "text" });
  });

  test("should read a number followed by the lower-case word it counts", () => {
    expect(readCell("5 apples")).toMatchObject({ type: "value", value: 5, words: "apples" });
    expect(readCell("5 Apples")).toMatchObject({ type: "unreadable" });
  });

  test("should not read a number with text around it", () => {
    expect(readCell("about 5 apples")).toMatchObject({ type: "unreadable" });
    expect(readCell("12% (est.)")).toMatchObject({ type: "unreadable" });
    expect(readCell("1 and 2")).toMatchObject({ type: "unreadable" });
  });

  test("should read a bigint from its digits", () => {
    expect(readCell(12_345n)).toEqual({ type: "value", value: 12_345, text: "12345" });
    const big = readCell(12_345_678_901_234_567_890n);
    expect(big).toMatchObject({ type: "value", text: "12345678901234567890" });
  });

  test("should read a Decimal-like object from its toString", () => {
    const decimal = { toString: () => "123.45" };
    expect(readCell(decimal)).toEqual({ type: "value", value: 123.45, text: "123.45" });
    expect(readCell({ toString: () => "-7" })).toMatchObject({ type: "value", value: -7 });
    expect(readCell({ toString: () => "1e3" })).toMatchObject({ type: "value", value: 1000 });
  });

  test("should not read objects that do not print a number", () => {
    expect(readCell({})).toMatchObject({ type: "unreadable" });
    expect(readCell({ toString: () => "abc" })).toMatchObject({ type: "unreadable" });
    // A date is text (a label or period in a table), never a number.
    expect(readCell(new Date(0))).toEqual({ type: "text", text: "1970-01-01" });
    expect(readCell(Object.create(null))).toMatchObject({ type: "unreadable" });
  });

  test("should not read an array as a number", () => {
    expect(readCell([1])).toMatchObject({ type: "unreadable" });
    expect(readCell([])).toMatchObject({ type: "unreadable" });
  });

  test("should not throw on a toString that is not a function, throws, or returns a non-string", () => {
    expect(readCell({ toString: 5 })).toMatchObject({ type: "unreadable" });
    expect(
      readCell({
        toString() {
          throw new Error("boom");
        },
      }),
    ).toMatchObject({ type: "unreadable" });
    expect(readCell({ toString: () => 5 })).toMatchObject({ type: "unreadable" });
  });

  test("should not read a driver value too large for a finite number", () => {
    expect(readCell(10n ** 400n)).toMatchObject({ type: "unreadable" });
    expect(readCell({ toString: () => "1e999" })).toMatchObject({ type: "unreadable" });
  });

  test("should not read functions or symbols", () => {
    expect(readCell(() => 1)).toMatchObject({ type: "unreadable" });
    expect(readCell(Symbol("x"))).toMatchObject({ type: "unreadable" });
  });
});
