import { BASE_PACK, defineUnitPack } from "@crossfoot/units";
import { describe, expect, test } from "vitest";
import { extract } from "../src/index.js";

const SAMPLE =
  "Revenue rose 12% to $3.2bn; HK$5m and 40k units, 5 lk rupees, NT$7 and 5M shares in FY2024.";

const india = defineUnitPack({
  name: "india-short",
  scales: [
    { word: "lk", exponent: 5, name: "lakh" },
    // Upper-case M as thousands, case-sensitive and first, so it wins over base `m`.
    { word: "M", exponent: 3, name: "thousand", caseSensitive: true },
  ],
  currencies: [{ code: "TWD", symbols: ["NT$"], dollar: true }],
});

describe("extract with a unit pack", () => {
  test("should read a scale word the pack adds", () => {
    expect(extract("5 lk", { pack: india })[0]).toMatchObject({
      text: "5 lk",
      value: 500_000,
      precision: 100_000,
      scale: "lakh",
    });
    expect(extract("5 lk")[0]).toMatchObject({ text: "5", value: 5 });
  });

  test("should let the pack's entries win over base entries written the same way", () => {
    expect(extract("5M", { pack: india })[0]).toMatchObject({ value: 5000, scale: "thousand" });
    expect(extract("5m", { pack: india })[0]).toMatchObject({ value: 5_000_000, scale: "million" });
    expect(extract("5M")[0]).toMatchObject({ value: 5_000_000, scale: "million" });
  });

  test("should read a currency the pack adds", () => {
    expect(extract("NT$7", { pack: india })[0]).toMatchObject({ text: "NT$7", currency: "TWD" });
    expect(extract("NT$7")[0]?.currency).toBe("$");
  });

  test("should keep the base entries in a pack", () => {
    expect(extract("HK$5m", { pack: india })).toEqual(extract("HK$5m"));
  });

  test("should read the same with the base pack passed explicitly as with none", () => {
    expect(extract(SAMPLE, { pack: BASE_PACK })).toEqual(extract(SAMPLE));
  });

  test("should leave later default behaviour untouched after a pack is used once", () => {
    const baseSnapshot = JSON.stringify(BASE_PACK);
    const before = extract(SAMPLE);
    const withPack = extract(SAMPLE, { pack: india });
    expect(withPack).not.toEqual(before);
    const after = extract(SAMPLE);
    expect(after).toEqual(before);
    expect(JSON.stringify(BASE_PACK)).toBe(baseSnapshot);
    // And the pack itself reads the same on a second use.
    expect(extract(SAMPLE, { pack: india })).toEqual(withPack);
  });
});

describe("extract with a pack's units", () => {
  const oil = defineUnitPack({
    name: "oil",
    units: [
      { symbol: "bbl", aliases: ["bbl", "barrels"], dimension: "volume_oil", factor: 1 },
      { symbol: "kbbl", aliases: ["kbbl"], dimension: "volume_oil", factor: 1000 },
    ],
  });

  test("should read a unit the pack adds as a quantity in the unit's dimension", () => {
    expect(extract("Output was 12 bbl.", { pack: oil })[0]).toMatchObject({
      text: "12 bbl",
      value: 12,
      kind: "quantity",
      unit: "bbl",
      dimension: "volume_oil",
    });
    expect(extract("Output was 3 kbbl.", { pack: oil })[0]).toMatchObject({
      value: 3000,
      precision: 1000,
      unit: "bbl",
    });
  });

  test("should leave later default behaviour untouched after the pack's units were used", () => {
    const before = extract("Output was 12 bbl and 5 km.");
    extract("Output was 12 bbl and 5 km.", { pack: oil });
    expect(extract("Output was 12 bbl and 5 km.")).toEqual(before);
    expect(before.map((m) => m.kind)).toEqual(["number", "quantity"]);
  });
});
