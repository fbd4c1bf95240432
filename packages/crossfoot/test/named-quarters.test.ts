import { describe, expect, it } from "vitest";
import { inNamedQuarters, quartersNamed } from "../src/named-quarters.js";

describe("quartersNamed", () => {
  it("reads listed ordinals before 'quarter' and Q1-Q4", () => {
    expect([...quartersNamed("between the third and fourth quarter")]).toEqual([4, 3]);
    expect([...quartersNamed("first-quarter sales in Q3")]).toEqual([1, 3]);
    expect([...quartersNamed("the first through the third fiscal quarters")]).toEqual([3, 1]);
  });
  it("names none for a share or an unrelated ordinal", () => {
    expect(quartersNamed("a quarter of revenue, the first time").size).toBe(0);
    expect(quartersNamed("three quarters of sales").size).toBe(0);
  });
});

describe("inNamedQuarters", () => {
  const named = new Set([4]);
  it("admits the named quarter, the one before it unless exact, and non-quarters", () => {
    expect(inNamedQuarters("2019Q4", named, true)).toBe(true);
    expect(inNamedQuarters("2019Q3", named, false)).toBe(true);
    expect(inNamedQuarters("2019Q3", named, true)).toBe(false);
    expect(inNamedQuarters("2019Q2", named, false)).toBe(false);
    expect(inNamedQuarters("2019", named, true)).toBe(true);
    expect(inNamedQuarters("2019Q4", new Set([1]), false)).toBe(true);
  });
});
