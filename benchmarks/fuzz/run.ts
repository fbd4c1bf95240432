/**
 * A standing fuzz run of the three public entry points, `extract`,
 * `loadSources` and `check`, on the built packages, with fast-check and the
 * hostile arbitraries the test `packages/crossfoot/test/fuzz-entry-points.test.ts`
 * also runs (packages/crossfoot/test/support/fuzz.ts says what they hold and
 * how an outcome is sorted: only the documented clear errors for bad input
 * are expected exceptions).
 *
 *   pnpm build && pnpm bench benchmarks/fuzz/run.ts [--runs N] [--seed S] [--write]
 *   pnpm bench:fuzz [--runs N] [--seed S] [--write]    (the same)
 *
 * `--runs` is the total (default 100,000), split 40% extract, 30%
 * loadSources, 30% check unless `--split E,L,C` gives other percentages; `--seed` the fast-check seed (default 42; each entry
 * point runs from it); `--jobs 2` runs the entry points in two worker
 * threads (for the long runs; a million runs take about half an hour on
 * one thread of this project's 2-core machine). Prints each entry point's runs, inputs per second,
 * unexpected exceptions (on well-typed calls, and on calls of the wrong
 * types), invariant violations and the slowest call, with one shrunk
 * counterexample per distinct failure; `--write` writes
 * benchmarks/results/fuzz.md. Exits 1 when anything unexpected happened.
 */
import { execFileSync } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { ExtractArgumentError, extract } from "@crossfoot/extract";
import { loadSources, SourceError } from "@crossfoot/sources";
import { BASE_PACK } from "@crossfoot/units";
import { check, InvalidOptionError } from "crossfoot";
import {
  checkCaseArb,
  type EntryResult,
  extractCaseArb,
  type FuzzApi,
  fuzzEntryPoint,
  loadCaseArb,
} from "../../packages/crossfoot/test/support/fuzz.js";
import { writeResults } from "../write-results.js";

const root = join(dirname(new URL(import.meta.url).pathname), "../..");

function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(`${name} needs a whole number, got ${process.argv[at + 1]}`);
    process.exit(2);
  }
  return value;
}

const total = flag("--runs", 100_000);
const seed = flag("--seed", 42);
// Shares of the runs, in percent: extract, loadSources, check.
const shares = (() => {
  const at = process.argv.indexOf("--split");
  const given = at < 0 ? [40, 30, 30] : (process.argv[at + 1] ?? "").split(",").map(Number);
  if (given.length !== 3 || given.some((n) => !Number.isFinite(n) || n < 0)) {
    console.error(`--split needs three percentages, e.g. 40,30,30, got ${process.argv[at + 1]}`);
    process.exit(2);
  }
  const [e = 0, l = 0, c = 0] = given;
  return [e / (e + l + c), l / (e + l + c), c / (e + l + c)] as const;
})();
const split = {
  extract: Math.round(total * shares[0]),
  loadSources: Math.round(total * shares[1]),
  check: total - Math.round(total * shares[0]) - Math.round(total * shares[1]),
};

const api = {
  extract,
  loadSources,
  check,
  InvalidOptionError,
  SourceError,
  ExtractArgumentError,
} as unknown as FuzzApi;
const arbitraries = {
  extract: extractCaseArb(BASE_PACK),
  loadSources: loadCaseArb,
  check: checkCaseArb(BASE_PACK),
};
type Entry = keyof typeof arbitraries;
const entries: Entry[] = ["extract", "loadSources", "check"];

/**
 * One entry point's run, telling its progress every 10,000 runs: printed
 * here, or posted to the main thread from a worker (a worker's own console
 * output waits for its event loop, which a synchronous run never yields to).
 */
function runEntry(entry: Entry, tell: (line: string) => void = console.log): EntryResult {
  const started = performance.now();
  return fuzzEntryPoint(api, entry, arbitraries[entry] as never, split[entry], seed, true, (done) =>
    tell(
      `  ${entry}: ${done.toLocaleString("en")} of ${split[entry].toLocaleString("en")} runs after ${((performance.now() - started) / 1000).toFixed(0)} s`,
    ),
  );
}

if (!isMainThread) {
  // A worker of --jobs: one entry point, its progress and its result posted back.
  const port = parentPort;
  port?.postMessage({
    result: runEntry(workerData as Entry, (line) => port.postMessage({ line })),
  });
} else {
  await main();
}

/** Each entry point in turn, or in `--jobs` worker threads (this module, run again). */
async function main(): Promise<void> {
  const jobs = Math.max(1, Math.min(3, flag("--jobs", 1)));
  const started = new Date();
  const results = new Map<Entry, EntryResult>();
  if (jobs === 1) {
    for (const entry of entries) {
      results.set(entry, runEntry(entry));
      print(results.get(entry) as EntryResult);
    }
  } else {
    // The slowest runs first, so the threads finish together.
    const queue: Entry[] = ["check", "loadSources", "extract"];
    const thread = async (): Promise<void> => {
      for (let entry = queue.shift(); entry !== undefined; entry = queue.shift()) {
        const worker = new Worker(new URL(import.meta.url), {
          workerData: entry,
          argv: process.argv.slice(2),
        });
        const result = await new Promise<EntryResult>((resolve, reject) => {
          worker.on("message", (m: { line?: string; result?: EntryResult }) => {
            if (m.line !== undefined) console.log(m.line);
            if (m.result !== undefined) resolve(m.result);
          });
          worker.once("error", reject);
        });
        await worker.terminate();
        results.set(entry, result);
        print(result);
      }
    };
    await Promise.all(Array.from({ length: jobs }, thread));
  }
  record(
    started,
    entries.map((e) => results.get(e) as EntryResult),
    jobs,
  );
}

function print(result: EntryResult): void {
  console.log(
    `${result.entry}: ${result.runs.toLocaleString("en")} runs in ${result.seconds.toFixed(1)} s (${Math.round(result.runs / result.seconds).toLocaleString("en")}/s); unexpected exceptions ${result.unexpected} (+${result.unexpectedMistyped} on mistyped calls); invariant violations ${result.invariantViolations}; slowest call ${result.slowestMs.toFixed(1)} ms`,
  );
  for (const f of result.failures) {
    console.log(`  ${f.count}× ${f.typed ? "" : "(mistyped) "}${f.kind}: ${f.what}`);
    if (f.example) console.log(`    e.g. ${f.example}`);
  }
}

/** Write the results file (with --write) and set the exit code. */
function record(started: Date, results: EntryResult[], jobs: number): void {
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
    cwd: root,
    encoding: "utf8",
  }).trim();
  const count = (n: number) => n.toLocaleString("en");
  const cell = (s: string) => s.replaceAll("|", "\\|").replaceAll("\n", "\\n");
  const unexpectedTotal = results.reduce((n, r) => n + r.unexpected, 0);
  const mistypedTotal = results.reduce((n, r) => n + r.unexpectedMistyped, 0);
  const violationTotal = results.reduce((n, r) => n + r.invariantViolations, 0);

  const report = [
    "# Fuzz run of the entry points",
    "",
    `Run ${started.toISOString().slice(0, 16).replace("T", " ")} UTC at commit ${commit}, Node ${process.version}, fast-check seed ${seed}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")} on ${cpus().length} cores.`,
    "",
    `Command: \`pnpm build && pnpm bench benchmarks/fuzz/run.ts --runs ${total} --seed ${seed}${process.argv.includes("--split") ? ` --split ${shares.map((x) => Math.round(x * 100)).join(",")}` : ""}${jobs > 1 ? ` --jobs ${jobs}` : ""} --write\`, ${((Date.now() - started.getTime()) / 60_000).toFixed(0)} minutes in all${jobs > 1 ? ` on ${jobs} worker threads (inputs per second are each thread's)` : ""}, counterexamples shrunk included. The inputs, and what counts as an expected exception, are in [packages/crossfoot/test/support/fuzz.ts](../../packages/crossfoot/test/support/fuzz.ts); the test \`fuzz-entry-points.test.ts\` runs the same arbitraries on every \`pnpm test\`, fewer of them.`,
    "",
    "| entry point   |   runs | inputs/s | unexpected exceptions | on mistyped calls | invariant violations | slowest call |",
    "| ------------- | -----: | -------: | --------------------: | ----------------: | -------------------: | -----------: |",
    ...results.map(
      (r) =>
        `| \`${r.entry}\` | ${count(r.runs)} | ${count(Math.round(r.runs / r.seconds))} | ${count(r.unexpected)} | ${count(r.unexpectedMistyped)} | ${count(r.invariantViolations)} | ${count(Math.round(r.slowestMs))} ms |`,
    ),
    `| total | ${count(total)} | ${count(Math.round(total / results.reduce((s, r) => s + r.seconds, 0)))} | ${count(unexpectedTotal)} | ${count(mistypedTotal)} | ${count(violationTotal)} | |`,
    "",
    "Expected: 0 unexpected exceptions and 0 invariant violations. An unexpected exception is anything but the documented clear error for bad input (`InvalidOptionError`, `SourceError`, `ExtractArgumentError`, and the `TypeError` whose message starts `crossfoot: sources must be` or `crossfoot: the answer must be`), including an engine error `loadSources` caught and reported as a diagnostic. A mistyped call passes values of types the function's TypeScript signature does not allow (`extract(text, { locale: 5 })`, `loadSources(input, null)`); `check` and `loadSources` take `unknown` sources, so only their options and `check`'s answer can be mistyped.",
    "",
    ...(results.some((r) => r.failures.length > 0)
      ? [
          "## Failures",
          "",
          "Each distinct failure once, with its count and a counterexample fast-check shrank.",
          "",
          "| entry point | count | typed call | failure | shrunk counterexample |",
          "| ----------- | ----: | ---------- | ------- | --------------------- |",
          ...results.flatMap((r) =>
            r.failures.map(
              (f) =>
                `| \`${r.entry}\` | ${count(f.count)} | ${f.typed ? "yes" : "no"} | ${cell(`${f.kind}: ${f.what}`)} | ${f.example ? `\`${cell(f.example).replaceAll("`", "'")}\`` : ""} |`,
            ),
          ),
          "",
        ]
      : []),
  ].join("\n");

  if (process.argv.includes("--write"))
    writeResults(join(root, "benchmarks/results/fuzz.md"), report);
  if (unexpectedTotal + mistypedTotal + violationTotal > 0) process.exitCode = 1;
}
