import { findCitations } from "@crossfoot/extract";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { nameText } from "../src/read/name-text.js";

describe("nameText", () => {
  it("blanks each citation and keeps every offset", () => {
    const text = "Segment S revenue was $9 million [R1], up from $8 million (Source 2).";
    const out = nameText(text, findCitations(text));
    expect(out).toBe("Segment S revenue was $9 million     , up from $8 million           .");
    expect(out.length).toBe(text.length);
  });

  it("returns the text itself when it cites nothing", () => {
    const text = "Acme's revenue was $110 million.";
    expect(nameText(text, [])).toBe(text);
  });

  test.prop([fc.string({ maxLength: 200 })])(
    "never changes the length or a character outside a citation",
    (text) => {
      const citations = findCitations(text);
      const out = nameText(text, citations);
      expect(out.length).toBe(text.length);
      for (let i = 0; i < text.length; i++) {
        const inside = citations.some((c) => i >= c.start && i < c.end);
        expect(out[i]).toBe(inside ? " " : text[i]);
      }
    },
  );
});
