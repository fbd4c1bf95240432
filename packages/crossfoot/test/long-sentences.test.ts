import { growth } from "@crossfoot/tooling/growth";
import { describe, expect, test } from "vitest";
import { check } from "../src/index.js";

describe("a source text that is one long sentence of figures", () => {
  // Placing each figure in its sentence (its subject, its own year) once read
  // the whole sentence per figure: quadratic in the figures of one sentence.
  test("is read in linear time, figures that look like years among them", () => {
    const sentence = (n: number) =>
      `${Array.from({ length: n }, (_, i) => String((i * 7919) % 100_000)).join(", ")}.`;
    const ratio = growth(
      (n) => check("Revenue was 12,345 and costs were 678.", [{ id: "S1", text: sentence(n) }]),
      2_000,
    );
    // Linear work with its fixed costs reads as 5 to 8 here, quadratic as 16 or more.
    expect(ratio).toBeLessThan(12);
  }, 60_000);
});

describe("an answer sentence that chains changes", () => {
  // Each "from A to B" once looked for its figures, its base clause and its
  // neighbours by a scan of the whole sentence: quadratic in the chain.
  test("is read in linear time", () => {
    const R1 = { id: "R1", fields: { revenue_2023: 2_870_000_000, revenue_2024: 3_214_000_000 } };
    const answer = (n: number) =>
      `Revenue rose ${Array.from({ length: n }, (_, i) => `from ${i} to ${i + 1}`).join(" and ")} [R1].`;
    const ratio = growth((n) => check(answer(n), [R1]), 1_000);
    expect(ratio).toBeLessThan(12);
  }, 60_000);
});

describe("an answer sentence too long to read whole", () => {
  // A figure's reading of its sentence (its list, its currency codes, its
  // direction words, its citations) grew with the sentence: quadratic in
  // one sentence of many figures. Past 2,000 characters it is read in pieces.
  const R1 = { id: "R1", text: "Revenue was $12.4 million in 2024 and $11.5 million in 2023." };
  // Each at a size large enough that a quadratic reading shows.
  const patterns: [string, (n: number) => string, number][] = [
    [
      "a 'respectively' list",
      (n) =>
        `Revenue in ${Array.from({ length: n }, (_, i) => 2000 + (i % 25)).join(", ")} was ${Array.from(
          { length: n },
          (_, i) => `$${i}.5 million`,
        ).join(", ")}, respectively.`,
      2_000,
    ],
    [
      "repeated currency codes",
      (n) => Array.from({ length: n }, (_, i) => `USD ${i * 7} EUR`).join(" "),
      4_000,
    ],
    [
      "direction words and percentages",
      (n) =>
        Array.from(
          { length: n },
          (_, i) => `${i % 2 ? "rose" : "fell"} ${i % 90}.5% compared with ${2000 + (i % 25)}`,
        ).join(", "),
      2_000,
    ],
    [
      "one run of citations",
      (n) => `Revenue was $12.4 million ${Array.from({ length: n }, (_, i) => `[${i}]`).join("")}.`,
      16_000,
    ],
  ];
  for (const [name, answer, n] of patterns) {
    test(`is read in linear time: ${name}`, () => {
      const ratio = growth((size) => check(answer(size), [R1]), n);
      expect(ratio).toBeLessThan(12);
    }, 120_000);
  }
});
