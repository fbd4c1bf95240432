/** Inputs several benchmarks share, so their figures describe the same work. */

/** mulberry32: a small, fast, seeded PRNG, so every run generates the same data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One record of 20 fields (ten lines, 2023 and 2024), as in the Python crossfoot's and figured's benchmarks. */
export function typicalFields(): Record<string, number> {
  const fields: Record<string, number> = {};
  [
    "revenue",
    "cost_of_sales",
    "gross_profit",
    "opex",
    "operating_income",
    "net_income",
    "capex",
    "headcount",
    "units",
    "margin_pct",
  ].forEach((line, i) => {
    fields[`${line}_2023`] = line.endsWith("pct")
      ? 41.2 + i / 10
      : 1_000_000 * (i + 2) + 12_345 * i;
    fields[`${line}_2024`] = line.endsWith("pct")
      ? 43.5 + i / 10
      : 1_000_000 * (i + 2.3) + 23_456 * i;
  });
  return fields;
}

/** The typical answer checked against {@link typicalFields}: 10 figures, 3 of them not in the record. */
export const TYPICAL_ANSWER =
  "Revenue grew 15.0% to $2.3 million in 2024 [R1]. Cost of sales was $3,323,456 [R1], and gross profit reached $4.35 million [R1]. " +
  "Operating income rose to $6,393,824 [R1] while net income was $7.42 million [R1]. Capex came to $8,463,648 [R1]. " +
  "Headcount was 9,487,104 [R1] and units 10,510,560 [R1]. The margin widened 2.3 percentage points [R1].";

/**
 * A hostile answer: one sentence of n unsupported figures ("9,9,9,…"), with
 * unbalanced brackets and repeated scale words and an unclosed citation.
 * Checking it should take time linear in n.
 */
export function hostileAnswer(n: number): string {
  return `${"9,".repeat(n)}${"(".repeat(n / 4)}${" bn".repeat(n / 4)}[R1`;
}
