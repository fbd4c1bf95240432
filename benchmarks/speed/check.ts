/**
 * Speed of check() end to end: a typical answer against one record of 20
 * values, and against a 200-row table; beside a naive baseline that only
 * looks each number token up as a substring of the sources.
 *
 *   pnpm build && pnpm bench benchmarks/speed/check.ts [--write]
 */

import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { Checker } from "crossfoot";
import { Bench } from "tinybench";
import { hostileAnswer, TYPICAL_ANSWER, typicalFields } from "../fixtures.js";
import { writeResults } from "../write-results.js";

const root = join(dirname(new URL(import.meta.url).pathname), "../..");

const fields = typicalFields();
const record = [{ id: "R1", fields }];
const typical = TYPICAL_ANSWER;

// A 200-row table: a label column and two years, annual-report style.
const table: string[][] = [["($ in thousands)", "2024", "2023"]];
for (let r = 0; r < 200; r++) {
  table.push([`Line item ${r}`, (1_000 + r * 137.31).toFixed(1), (900 + r * 121.17).toFixed(1)]);
}
const tableRecord = [{ id: "T1", table }];
const tableAnswer =
  "Line item 17 was $3,334.3 thousand in 2024 [T1], up from $2,959.9 thousand in 2023 [T1]. " +
  "Line item 150 grew 9.1% in 2024 [T1], and line item 42 reached $6,767.0 thousand [T1].";

// The naive baseline: every number token must appear as a substring of the sources.
function naive(answer: string, sourceText: string): boolean {
  for (const m of answer.matchAll(/\d[\d,.]*/g)) {
    if (!sourceText.includes(m[0].replace(/[.,]$/, ""))) return false;
  }
  return true;
}
const recordText = JSON.stringify(record);
const tableText = JSON.stringify(tableRecord);

const recordChecker = new Checker(record);
const tableChecker = new Checker(tableRecord);
const bench = new Bench({ time: 2000, warmupTime: 300 });
bench
  .add("check: typical answer (9 figures) vs one record of 20 values", () => {
    recordChecker.check(typical);
  })
  .add("naive baseline on the same answer", () => {
    naive(typical, recordText);
  })
  .add("check: answer vs a 200-row table", () => {
    tableChecker.check(tableAnswer);
  })
  .add("naive baseline on the same answer and table", () => {
    naive(tableAnswer, tableText);
  })
  .add("check: typical answer, a new Checker over the loaded sources", () => {
    new Checker(recordChecker.sources).check(typical);
  })
  .add("load + check: typical answer, sources loaded per answer", () => {
    new Checker(record).check(typical);
  });
await bench.run();

/**
 * Linear time on hostile input: an answer of n unsupported figures in one
 * sentence (with unbalanced brackets and repeated scale words), at n and 2n.
 * The time should about double; the minimum of interleaved runs is the least
 * disturbed by other work on the machine.
 */
const hostileChecker = new Checker([{ id: "R1", fields: { revenue_2024: 3_600_000_000 } }]);
const hostileTimes = new Map<number, number>();
for (let run = 0; run < 5; run++) {
  for (const n of [5_000, 10_000]) {
    const t = performance.now();
    hostileChecker.check(hostileAnswer(n));
    const ms = performance.now() - t;
    hostileTimes.set(n, Math.min(hostileTimes.get(n) ?? Number.POSITIVE_INFINITY, ms));
  }
}
const hostileSmall = hostileTimes.get(5_000) as number;
const hostileLarge = hostileTimes.get(10_000) as number;

const median = (name: string) => {
  const task = bench.tasks.find((t) => t.name === name);
  const r = task?.result as { latency?: { p50?: number } } | undefined;
  return (r?.latency?.p50 ?? Number.NaN) * 1000; // ms → µs
};
const rows = bench.tasks.map((t) => `| ${t.name} | ${median(t.name).toFixed(1)} µs |`);
const typicalUs = median("check: typical answer (9 figures) vs one record of 20 values");
const tableUs = median("check: answer vs a 200-row table");
const report = [
  "# check() speed",
  "",
  `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, Node ${process.version}, load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(", ")} on 2 cores.`,
  "",
  "Command: `pnpm build && pnpm bench benchmarks/speed/check.ts --write` (tinybench, 2 s per task after 0.3 s warm-up; medians).",
  "",
  "| task | median |",
  "|---|---:|",
  ...rows,
  "",
  `Typical answer: **${typicalUs.toFixed(1)} µs** (target < 40 µs; the Python crossfoot and figured publish about 150 µs). 200-row table: **${tableUs.toFixed(1)} µs** (target < 400 µs; figured publishes about 1 ms).`,
  `A Checker keeps work across the answers it checks: per source (reading scopes, derivation operands and their sorted pools, row labels) and per sentence wording (the scope a sentence's periods and words bind, so a repeated answer reuses it). The first row checks one answer again and again, as the Python crossfoot's and figured's figures do; the row with a new Checker over the loaded sources (${median("check: typical answer, a new Checker over the loaded sources").toFixed(1)} µs) pays for all of it on every answer.`,
  `Hostile input (one sentence of n unsupported figures, unbalanced brackets, repeated scale words; minimum of 5 interleaved runs): ${hostileSmall.toFixed(0)} ms at n = 5,000, ${hostileLarge.toFixed(0)} ms at n = 10,000, ratio **${(hostileLarge / hostileSmall).toFixed(2)}** (linear: about 2).`,
  `Against the naive substring baseline: ${(typicalUs / median("naive baseline on the same answer")).toFixed(0)}× and ${(tableUs / median("naive baseline on the same answer and table")).toFixed(0)}× (the baseline checks nothing but substrings).`,
  "",
].join("\n");
console.log(report);
if (process.argv.includes("--write"))
  writeResults(join(root, "benchmarks/results/speed.md"), report);
