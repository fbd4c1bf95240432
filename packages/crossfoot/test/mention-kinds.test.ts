import { findDerivations } from "@crossfoot/derive";
import { extract } from "@crossfoot/extract";
import { describe, expect, test } from "vitest";

// An extracted mention's kind is a kind derive takes, so the two packages
// compose without a cast (typecheck runs over this file).
describe("extract's mention kinds are derive's value kinds", () => {
  test("a mention is a derivation target as it is", () => {
    const [m] = extract("Revenue grew 25% in 2024.");
    if (!m) throw new Error("no mention read");
    const found = findDerivations({ value: m.value, precision: m.precision, kind: m.kind }, [
      { value: 800, kind: "money", label: "revenue", period: "2023" },
      { value: 1000, kind: "money", label: "revenue", period: "2024" },
    ]);
    expect(found[0]?.value).toBe(25);
  });

  test("a year derives nothing", () => {
    const year = extract("Revenue grew in 2024.").find((m) => m.kind === "year");
    if (!year) throw new Error("no year read");
    const found = findDerivations({ value: year.value, precision: 1, kind: year.kind }, [
      { value: 1000, kind: "money" },
      { value: 1024, kind: "money" },
    ]);
    expect(found).toEqual([]);
  });
});
