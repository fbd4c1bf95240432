import { describe, expect, it } from "vitest";
import { decodeState, encodeState } from "../src/link.js";
import { DEFAULT_OPTIONS } from "../src/options.js";

const STATE = {
  sources: '[{"id": "R1", "fields": {"revenue_2024": 3214000000}}, "Ünïcode — 12 €"]',
  answer: "Revenue was $3.2bn [R1]. 😀",
  options: { ...DEFAULT_OPTIONS, requireCitations: true, allowRounding: false },
};

describe("the state in the URL fragment", () => {
  it("should round-trip through the compressed form", async () => {
    const hash = await encodeState(STATE);
    expect(hash).toMatch(/^#d1\.[A-Za-z0-9_-]+$/);
    expect(await decodeState(hash)).toEqual(STATE);
  });

  it("should read the uncompressed form, with missing options at their defaults", async () => {
    const json = JSON.stringify({ s: "x", a: "y", o: { allowDerived: false } });
    const hash = `#j1.${Buffer.from(json).toString("base64url")}`;
    expect(await decodeState(hash)).toEqual({
      sources: "x",
      answer: "y",
      options: { ...DEFAULT_OPTIONS, allowDerived: false },
    });
  });

  it("should give nothing for an empty fragment and an error for a foreign or cut one", async () => {
    expect(await decodeState("")).toBeUndefined();
    expect(await decodeState("#")).toBeUndefined();
    expect(await decodeState("#section-2")).toHaveProperty("error");
    const hash = await encodeState(STATE);
    expect(await decodeState(hash.slice(0, -6))).toHaveProperty("error");
    expect(await decodeState("#j1.not*base64")).toHaveProperty("error");
  });
});
