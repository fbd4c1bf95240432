/**
 * Instructions per figure of `check()` on the hostile answer of hostile.ts,
 * from 5,000 to 80,000 unsupported figures in one sentence, counted by
 * callgrind (see callgrind.ts). hostile.ts shows the wall time per figure
 * growing with the sentence; this tells whether the work grows too (an
 * algorithm that is not linear) or only its cost (a working set that
 * outgrows the CPU's caches, collections over a larger live heap). Under
 * `--single-threaded` the collector's work is counted with the checker's.
 *
 *   pnpm build && pnpm bench benchmarks/speed/hostile-instructions.ts [--figures 160000] [--write]
 *
 * Each size runs twice in a fresh node after the same warm-up (five checks of
 * a 2,000-figure answer, each by a new Checker): once checking nothing more, once checking its
 * answer k times, k chosen so every size checks about `--figures` figures.
 * The difference divided by k × n is the cost of one figure.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Checker } from "crossfoot";
import { hostileAnswer } from "../fixtures.js";
import { writeResults } from "../write-results.js";
import { CHILD, countInstructions } from "./callgrind.js";

const SIZES = [5_000, 20_000, 80_000];

const child = process.env[CHILD];
if (child) {
  const [n, times] = child.split(":").map(Number) as [number, number];
  // A new Checker for every check: one Checker keeps work across the answers
  // it checks, and the k checks of one size would share it.
  const sources = [{ id: "R1", fields: { revenue_2024: 3_600_000_000 } }];
  const warm = hostileAnswer(2_000);
  for (let i = 0; i < 5; i++) new Checker(sources).check(warm);
  const text = hostileAnswer(n);
  for (let i = 0; i < times; i++) new Checker(sources).check(text);
  process.exit(0);
}

const k = process.argv.indexOf("--figures");
const figures = k === -1 ? 160_000 : Number(process.argv[k + 1]);
const here = dirname(fileURLToPath(import.meta.url));
const script = process.argv[1] as string;
const rows: string[] = [];
for (const n of SIZES) {
  const times = Math.max(1, Math.round(figures / n));
  const base = countInstructions(script, here, `${n}:0`);
  const more = countInstructions(script, here, `${n}:${times}`);
  const per = (more - base) / (times * n);
  rows.push(
    `| ${n.toLocaleString("en-US")} | ${times} | ${Math.round(per).toLocaleString("en-US")} |`,
  );
  console.error(`${n} figures: ${Math.round(per).toLocaleString("en-US")} instructions per figure`);
}
const report = [
  "# check() on hostile input: instructions per figure",
  "",
  `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, Node ${process.version}. Command: \`pnpm build && pnpm bench benchmarks/speed/hostile-instructions.ts --write\`.`,
  "",
  "Callgrind counts of a fresh `node --single-threaded` (the collector's work included), the difference of runs checking the answer 0 and k times after the same warm-up, each check by a new Checker. Repeated runs differ by up to about a third at one size (a collection falls inside one run's window and not the other's); read the trend, not a digit.",
  "",
  "| figures | k | instructions per figure |",
  "|---:|---:|---:|",
  ...rows,
  "",
].join("\n");
console.log(report);
if (process.argv.includes("--write"))
  writeResults(join(here, "../results/hostile-instructions.md"), report);
