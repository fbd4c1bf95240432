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
 * (an eval case's work in-process: parse its JSON line, then load and check),
 * mix (the eval benchmark's realistic cases, each call the next of
 * `--warmup` + `--calls` distinct ones: an inline case parses its line and
 * checks with a new Checker, a `sources_file` case checks with the one Checker
 * kept per shared file, as `crossfoot eval`'s runner does; the counted calls
 * are the last `--calls` cases of that sequence in both runs).
 * Without names, all of them.
 */
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { extract } from "@crossfoot/extract";
import { Checker } from "crossfoot";
import { TYPICAL_ANSWER, typicalFields } from "../fixtures.js";
import { CHILD, countInstructions } from "./callgrind.js";
import { generateCases } from "./eval-cases.js";
import { inProcessEval } from "./eval-in-process.js";

/** The extraction benchmark's typical answer (benchmarks/extract/bench.ts). */
const EXTRACT_ANSWER =
  "Acme's revenue grew 12% to $3.2bn in FY2024 [R1], helped by higher prices in its services " +
  "business. Operating margin widened to 18.4% [R1], while net income rose 9.5% to $412m on lower " +
  "interest costs. The company shipped 12,400 units during the year, and headcount reached 1,850 " +
  "employees at year end [S2]. Management expects revenue growth of 10-12% next year and plans to " +
  "keep capital spending at about $250 million [R2]. The board also approved a new buyback " +
  "programme and said it would review the dividend policy at the annual meeting in May, after the " +
  "audit is complete.";

/**
 * The mix workload over `count` cases: the next case per call. Lines are
 * printed up front so the JSON.parse each inline case pays is the eval's own.
 */
function mixWorkload(count: number): () => void {
  const lines = Array.from(generateCases(count), (c) => JSON.stringify(c));
  const checkCase = inProcessEval();
  let next = 0;
  return () => {
    const line = lines[next++];
    if (line === undefined) throw new Error(`mix: more calls than the ${count} cases made`);
    checkCase(line);
  };
}

const WORKLOADS: Record<string, (cases: number) => () => void> = {
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
  mix: (cases) => mixWorkload(cases),
};

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const k = args.indexOf(name);
  return k === -1 ? fallback : Number(args[k + 1]);
};

// In the child: run one workload and exit.
const child = process.env[CHILD];
if (child) {
  const [name, warmup, calls, most] = child.split(":") as [string, string, string, string];
  // Every run makes the same cases (warm-up plus the most calls asked), so
  // the two runs' common calls are the same ones.
  const n = Number(warmup) + Number(calls);
  const f = (WORKLOADS[name] as (cases: number) => () => void)(Number(warmup) + Number(most));
  for (let i = 0; i < n; i++) f();
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
  return countInstructions(process.argv[1] as string, here, `${name}:${warmup}:${n}:${calls}`);
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
