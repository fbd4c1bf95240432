import { describe, expect, test } from "vitest";
import { BPS_PER_PP, convertProportion, PROPORTION_WORDS } from "../src/index.js";

describe("PROPORTION_WORDS", () => {
  test("should read %, percent, per cent and pct as percent", () => {
    for (const w of ["%", "percent", "per cent", "pct"])
      expect(PROPORTION_WORDS[w]).toBe("percent");
  });

  test("should read pp, p.p., ppt, ppts and percentage point(s) as percentage points", () => {
    for (const w of ["pp", "p.p.", "ppt", "ppts", "percentage point", "percentage points"]) {
      expect(PROPORTION_WORDS[w]).toBe("pp");
    }
  });

  test("should read bp, bps and basis point(s) as basis points", () => {
    for (const w of ["bp", "bps", "basis point", "basis points"])
      expect(PROPORTION_WORDS[w]).toBe("bps");
  });

  test("should not read other words", () => {
    expect(PROPORTION_WORDS.points).toBeUndefined();
    expect(PROPORTION_WORDS.percentage).toBeUndefined();
  });
});

describe("convertProportion", () => {
  test("should have 100 basis points in a percentage point", () => {
    expect(BPS_PER_PP).toBe(100);
  });

  test("should convert basis points to percentage points", () => {
    expect(convertProportion(25, "bps", "pp")).toBe(0.25);
    expect(convertProportion(150, "bps", "pp")).toBe(1.5);
  });

  test("should convert percentage points to basis points", () => {
    expect(convertProportion(0.25, "pp", "bps")).toBe(25);
    expect(convertProportion(3, "pp", "bps")).toBe(300);
  });

  test("should return the value unchanged for the same unit", () => {
    expect(convertProportion(7, "pp", "pp")).toBe(7);
    expect(convertProportion(7, "bps", "bps")).toBe(7);
  });

  test("should keep the sign", () => {
    expect(convertProportion(-50, "bps", "pp")).toBe(-0.5);
  });

  test("should round-trip integers of basis points", () => {
    for (let bps = -1000; bps <= 1000; bps += 7) {
      expect(convertProportion(convertProportion(bps, "bps", "pp"), "pp", "bps")).toBeCloseTo(
        bps,
        9,
      );
    }
  });
});
