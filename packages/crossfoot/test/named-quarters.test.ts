import { describe, expect, it } from "vitest";
import { periodNamed } from "../src/bind/binding.js";
import { inNamedQuarters, quartersNamed } from "../src/read/named-quarters.js";

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

describe("three-month spans as quarters", () => {
  it("reads a three-month span ending at a calendar quarter's end as that quarter", () => {
    expect(inNamedQuarters("2025-06-29~3m", new Set([2]), true)).toBe(true);
    expect(inNamedQuarters("2025-06-29~3m", new Set([3]), true)).toBe(false);
    // Six months to the same date are no quarter; a fiscal quarter ending late in a month is none known.
    expect(inNamedQuarters("2025-06-29~6m", new Set([3]), true)).toBe(true);
    expect(inNamedQuarters("2023-07-29~3m", new Set([3]), true)).toBe(true);
  });
});

describe("periodNamed with spans", () => {
  it("names a span by its end date, its year and its calendar quarter, never a span of another length", () => {
    expect(periodNamed("2025-06-29~3m", new Set(["2025Q2"]))).toBe(true);
    expect(periodNamed("2025-06-29~3m", new Set(["2025"]))).toBe(true);
    expect(periodNamed("2025-06-29~3m", new Set(["2025-06-29"]))).toBe(true);
    expect(periodNamed("2025-06-29~6m", new Set(["2025Q2"]))).toBe(false);
    expect(periodNamed("2025-06-29~6m", new Set(["2025-06-29~3m"]))).toBe(false);
    expect(periodNamed("2025-06-29", new Set(["2025-06-29~6m"]))).toBe(true);
    expect(periodNamed("2023-07-29~3m", new Set(["2023Q2"]))).toBe(false);
  });
});
