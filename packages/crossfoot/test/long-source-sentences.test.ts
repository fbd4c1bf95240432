import { describe, expect, test } from "vitest";
import { check } from "../src/index.js";

/**
 * The best of three paired runs of `work(n)` against `work(4n)`, as a ratio:
 * about 4 when the work is linear, 16 when quadratic. Runs in one process
 * back to back, so the machine's load weighs on both alike.
 */
function growth(work: (n: number) => void, n: number): number {
  const best = (size: number) => {
    let fastest = Number.POSITIVE_INFINITY;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      work(size);
      fastest = Math.min(fastest, performance.now() - started);
    }
    return fastest;
  };
  work(n); // warm up
  return best(4 * n) / Math.max(best(n), 1);
}

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
