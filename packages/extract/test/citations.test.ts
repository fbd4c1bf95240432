import { describe, expect, test } from "vitest";
import { findCitations } from "../src/index.js";

function ids(text: string): string[][] {
  const citations = findCitations(text);
  for (const c of citations) expect(text.slice(c.start, c.end)).toBe(c.text);
  return citations.map((c) => [...c.ids]);
}

describe("findCitations", () => {
  const read: [string, string[]][] = [
    ["[R1]", ["R1"]],
    ["[R1, R2]", ["R1", "R2"]],
    ["[R1;R2]", ["R1", "R2"]],
    ["[1]", ["1"]],
    ["[1-3]", ["1", "2", "3"]],
    ["[1–3]", ["1", "2", "3"]],
    ["[R1-R3]", ["R1", "R2", "R3"]],
    ["[1, 4-5]", ["1", "4", "5"]],
    ["[S1]", ["S1"]],
    ["[doc3]", ["doc3"]],
    ["【1】", ["1"]],
    ["(Source 2)", ["2"]],
    ["(Sources 1, 2)", ["1", "2"]],
    ["(Sources 1 and 2)", ["1", "2"]],
  ];
  for (const [text, expected] of read) {
    test(`should read ${text}`, () => {
      const sentence = `Revenue rose 12% ${text}.`;
      expect(ids(sentence)).toEqual([expected]);
      const c = findCitations(sentence)[0];
      expect(c?.text).toBe(text);
      expect(c?.start).toBe(17);
    });
  }

  const notRead = [
    "[sic]",
    "[emphasis added]",
    "[a, b c]",
    "[]",
    "[R1,]",
    "[3-1]",
    "[1-100]",
    "(source 2)",
    "(Source two)",
    "(see Source 2)",
    "[R1",
    "R1]",
  ];
  for (const text of notRead) {
    test(`should not read ${text} as a citation`, () => {
      expect(findCitations(`It rose ${text} again.`)).toEqual([]);
    });
  }

  test("should find every citation in order", () => {
    const text = "A rose [R1]. B fell [2, 3]. C held 【4】 (Source 5).";
    expect(ids(text)).toEqual([["R1"], ["2", "3"], ["4"], ["5"]]);
  });

  test("should keep ids exactly as written", () => {
    expect(ids("[ r1 ,S02 ]")).toEqual([["r1", "S02"]]);
  });

  test("should find the inner citation of a doubled bracket", () => {
    expect(findCitations("see [[R1]]")).toEqual([{ text: "[R1]", start: 5, end: 9, ids: ["R1"] }]);
  });

  test("should not read a bracket that runs over a line break", () => {
    expect(findCitations("see [R1\n]")).toEqual([]);
  });

  test("should find nothing in text without brackets", () => {
    expect(findCitations("")).toEqual([]);
    expect(findCitations("Revenue rose 12% to $3.2bn.")).toEqual([]);
  });
});
