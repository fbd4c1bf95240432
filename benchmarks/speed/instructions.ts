/**
 * Instructions per operation, counted by valgrind's callgrind: a measure
 * that other work on the machine does not move (wall-time figures on this
 * shared 2-core machine drift by up to 2× between runs of one build), for
 * comparing two builds of a speed change. Not a substitute for the wall-time
 * benchmarks the targets are stated in.
 *
 *   pnpm build && pnpm bench benchmarks/speed/instructions.ts [workload …] [--calls 2000] [--warmup 3000]
 *
 * Each workload runs twice in a fresh `node` under callgrind, after the same
 * warm-up: once with `--calls` more calls than the other. The difference in
 * instructions, divided by the extra calls, is the warm cost of one call
 * (start-up, compilation of the warm-up and the warm-up itself cancel out).
 * Workloads: extract (the extraction benchmark's typical answer), check (the
 * typical answer against one record of 20 values, one Checker), cold (the same
 * with a new Checker per answer over the loaded sources), load (a new Checker
 * from the sources each time, as `crossfoot eval` makes one per case), case
 * (an eval case's work in-process: parse its JSON line, then load and check).
 * Without names, all of them.
 */
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { extract } from "@crossfoot/extract";
import { Checker } from "crossfoot";
import { TYPICAL_ANSWER, typicalFields } from "../fixtures.js";
import { CHILD, countInstructions } from "./callgrind.js";

/** The extraction benchmark's typical answer (benchmarks/extract/bench.ts). */
const EXTRACT_ANSWER =
  "Acme's revenue grew 12% to $3.2bn in FY2024 [R1], helped by higher prices in its services " +
  "business. Operating margin widened to 18.4% [R1], while net income rose 9.5% to $412m on lower " +
  "interest costs. The company shipped 12,400 units during the year, and headcount reached 1,850 " +
  "employees at year end [S2]. Management expects revenue growth of 10-12% next year and plans to " +
  "keep capital spending at about $250 million [R2]. The board also approved a new buyback " +
  "programme and said it would review the dividend policy at the annual meeting in May, after the " +
  "audit is complete.";

const WORKLOADS: Record<string, () => () => void> = {
  extract: () => () => {
    extract(EXTRACT_ANSWER);
  },
  check: () => {
    const checker = new Checker([{ id: "R1", fields: typicalFields() }]);
    return () => {
      checker.check(TYPICAL_ANSWER);
    };
  },
  cold: () => {
    const loaded = new Checker([{ id: "R1", fields: typicalFields() }]).sources;
    return () => {
      new Checker(loaded).check(TYPICAL_ANSWER);
    };
  },
  load: () => {
    const sources = [{ id: "R1", fields: typicalFields() }];
    return () => {
      new Checker(sources).check(TYPICAL_ANSWER);
    };
  },
  case: () => {
    const line = JSON.stringify({
      id: "c1",
      output: TYPICAL_ANSWER,
      sources: [{ id: "R1", fields: typicalFields() }],
      expect: "fail",
    });
    return () => {
      const c = JSON.parse(line) as { output: string; sources: unknown };
      new Checker(c.sources).check(c.output);
    };
  },
};

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const k = args.indexOf(name);
  return k === -1 ? fallback : Number(args[k + 1]);
};

// In the child: run one workload and exit.
const child = process.env[CHILD];
if (child) {
  const [name, warmup, calls] = child.split(":") as [string, string, string];
  const f = (WORKLOADS[name] as () => () => void)();
  for (let i = 0, n = Number(warmup) + Number(calls); i < n; i++) f();
  process.exit(0);
}

const here = dirname(fileURLToPath(import.meta.url));
const calls = option("--calls", 500);
const warmup = option("--warmup", 1500);
const names = args.filter((a, k) => !a.startsWith("--") && !args[k - 1]?.startsWith("--"));
const chosen = names.length > 0 ? names : Object.keys(WORKLOADS);
for (const name of chosen) {
  if (!WORKLOADS[name]) {
    console.error(`unknown workload ${name} (known: ${Object.keys(WORKLOADS).join(", ")})`);
    process.exit(2);
  }
}

/** Instructions callgrind counts for a fresh node running `name` `n` calls after the warm-up. */
function count(name: string, n: number): number {
  return countInstructions(process.argv[1] as string, here, `${name}:${warmup}:${n}`);
}

const rows: string[] = [];
for (const name of chosen) {
  const base = count(name, 0);
  const more = count(name, calls);
  const per = (more - base) / calls;
  rows.push(`| ${name} | ${Math.round(per).toLocaleString("en-US")} |`);
  console.error(`${name}: ${Math.round(per).toLocaleString("en-US")} instructions per call`);
}
const report = [
  `Instructions per call (callgrind; ${warmup} warm-up calls, difference of runs with 0 and ${calls} more calls), Node ${process.version}:`,
  "",
  "| workload | instructions per call |",
  "|---|---:|",
  ...rows,
].join("\n");
console.log(report);
