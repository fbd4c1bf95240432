import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { findReferences } from "../src/index.js";

describe("findReferences", () => {
  test("should read a document and its section, however the section is marked", () => {
    const refs = findReferences(
      "Per 3GPP TS 38.331 §5.3.5.4 and ETSI TS 138 331 clause 5.3.3, under Reg. 892 s. 4.4(2) and RFC 7231 Section 6.5.1.",
    );
    expect(refs.map((r) => [r.text, r.document, r.section, r.documentKey])).toEqual([
      ["3GPP TS 38.331 §5.3.5.4", "3GPP TS 38.331", "5.3.5.4", "3GPP TS 38.331"],
      ["ETSI TS 138 331 clause 5.3.3", "ETSI TS 138 331", "5.3.3", "ETSI TS 138 331"],
      ["Reg. 892 s. 4.4(2)", "Reg. 892", "4.4(2)", "REG 892"],
      ["RFC 7231 Section 6.5.1", "RFC 7231", "6.5.1", "RFC 7231"],
    ]);
  });

  test("should give 'Regulation 892' and 'Reg. 892' one key", () => {
    expect(findReferences("see Regulation 892, s. 4.4(3)")[0]?.documentKey).toBe("REG 892");
  });

  test("should not read a document without a section, or a standard it does not know", () => {
    expect(findReferences("IFRS 9 and IAS 39 apply; 3GPP TS 38.331 governs it.")).toEqual([]);
  });

  test("should return offsets that slice back to the text, and never throw", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii", maxLength: 300 }), (s) => {
        const text = `${s} 3GPP TS 38.331 §5.3 ${s}`;
        for (const r of findReferences(text)) expect(text.slice(r.start, r.end)).toBe(r.text);
      }),
    );
  });

  test("should stay linear on hostile input", () => {
    const hostile =
      "Reg. 1 s. ".repeat(20_000) + "§".repeat(10_000) + "3GPP TS 38.331 ".repeat(5_000);
    expect(() => findReferences(hostile)).not.toThrow();
  });
});
