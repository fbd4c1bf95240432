/**
 * Cost per figure of checking a hostile answer as it grows, from 5,000 to
 * 80,000 unsupported figures in one sentence, beside extraction alone on the
 * same text. check.ts reports the 5,000 → 10,000 ratio; this shows where the
 * growth comes from. Run it with Node's default young generation and again
 * with a large one: if the cost per figure is flat with the large one, the
 * growth is the garbage collector's (promoting and marking a growing live
 * set), not the algorithm's.
 *
 *   pnpm bench benchmarks/speed/hostile.ts
 *   node --max-semi-space-size=64 tooling/scripts/bench.mjs benchmarks/speed/hostile.ts
 */
import { loadavg } from "node:os";
import { extract, splitSentences } from "@crossfoot/extract";
import { Checker } from "crossfoot";
import { hostileAnswer } from "../fixtures.js";

const SIZES = [5_000, 10_000, 20_000, 40_000, 80_000];
const RUNS = 7;

const checker = new Checker([{ id: "R1", fields: { revenue_2024: 3_600_000_000 } }]);
const texts = new Map(SIZES.map((n) => [n, hostileAnswer(n)]));
const checkMs = new Map<number, number>();
const extractMs = new Map<number, number>();
const fastest = (times: Map<number, number>, n: number, ms: number) =>
  times.set(n, Math.min(times.get(n) ?? Number.POSITIVE_INFINITY, ms));

// Interleaved runs, the fastest of each kept: the least disturbed by other work.
for (let run = 0; run < RUNS; run++) {
  for (const n of SIZES) {
    const text = texts.get(n) as string;
    let t = performance.now();
    checker.check(text);
    fastest(checkMs, n, performance.now() - t);
    t = performance.now();
    extract(text);
    splitSentences(text);
    fastest(extractMs, n, performance.now() - t);
  }
}

const perFigure = (ms: number, n: number) => `${((ms / n) * 1e3).toFixed(2)} µs`;
console.log("# check() on hostile input, by size\n");
console.log(
  `Node ${process.version}, flags: ${process.execArgv.join(" ") || "(none)"}, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")}; fastest of ${RUNS} interleaved runs.\n`,
);
console.log("| figures | check | per figure | extract + split | per figure |");
console.log("|---:|---:|---:|---:|---:|");
for (const n of SIZES) {
  const c = checkMs.get(n) as number;
  const e = extractMs.get(n) as number;
  console.log(
    `| ${n.toLocaleString("en-US")} | ${c.toFixed(1)} ms | ${perFigure(c, n)} | ${e.toFixed(1)} ms | ${perFigure(e, n)} |`,
  );
}
