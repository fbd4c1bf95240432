import { describe, expect, test } from "vitest";
import { loadSources } from "../src/index.js";

/**
 * The best of three paired runs of `work(n)` against `work(4n)`, as a ratio
 * of processor time: about 4 when the work is linear, 16 when quadratic.
 */
function growth(work: (n: number) => void, n: number): number {
  const best = (size: number) => {
    let fastest = Number.POSITIVE_INFINITY;
    for (let run = 0; run < 3; run++) {
      const started = process.cpuUsage();
      work(size);
      const used = process.cpuUsage(started);
      fastest = Math.min(fastest, (used.user + used.system) / 1000);
    }
    return fastest;
  };
  work(n); // warm up
  return best(4 * n) / Math.max(best(n), 1);
}

describe("sources read in linear time", () => {
  // The names of a table's columns were checked for repeats by a search of
  // all names per name: quadratic in the table's width.
  test("a Markdown table thousands of columns wide", () => {
    const table = (columns: number) => {
      const years = Array.from({ length: columns }, (_, i) => `Y${i}`);
      const cells = Array.from({ length: columns }, (_, i) => String((i * 7919) % 100_000));
      return `| Item | ${years.join(" | ")} |\n|---|${"---|".repeat(columns)}\n| Revenue | ${cells.join(" | ")} |`;
    };
    const ratio = growth((n) => loadSources([{ id: "T1", text: table(n) }]), 16_000);
    // Linear work with its fixed costs reads as 4 to 8 here, quadratic as 16 or more.
    expect(ratio).toBeLessThan(12);
  }, 60_000);

  // Each figure's nearest year was found by a scan of its sentence's years.
  test("one sentence of many years and figures", () => {
    const text = (n: number) =>
      `${Array.from({ length: n }, (_, i) => `in ${2000 + (i % 25)} revenue was ${(i * 7919) % 100_000}`).join(" and ")}.`;
    const ratio = growth((n) => loadSources([{ id: "S1", text: text(n) }]).values.length, 12_000);
    expect(ratio).toBeLessThan(12);
  }, 60_000);
});
