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
 * `--runs` is the total, split 40% extract, 30% loadSources, 30% check
 * (default 100,000); `--seed` the fast-check seed (default 42; each entry
 * point runs from it). Prints each entry point's runs, inputs per second,
 * unexpected exceptions (on well-typed calls, and on calls of the wrong
 * types), invariant violations and the slowest call, with one shrunk
 * counterexample per distinct failure; `--write` writes
 * benchmarks/results/fuzz.md. Exits 1 when anything unexpected happened.
 */
import { execFileSync } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { extract } from "@crossfoot/extract";
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
const split = {
  extract: Math.round(total * 0.4),
  loadSources: Math.round(total * 0.3),
  check: total - Math.round(total * 0.4) - Math.round(total * 0.3),
};

const api = { extract, loadSources, check, InvalidOptionError, SourceError } as unknown as FuzzApi;
const started = new Date();
const results: EntryResult[] = [];
for (const [entry, arb] of [
  ["extract", extractCaseArb(BASE_PACK)],
  ["loadSources", loadCaseArb],
  ["check", checkCaseArb(BASE_PACK)],
] as const) {
  const runs = split[entry];
  const result = fuzzEntryPoint(api, entry, arb as never, runs, seed);
  results.push(result);
  console.log(
    `${entry}: ${runs.toLocaleString("en")} runs in ${result.seconds.toFixed(1)} s (${Math.round(runs / result.seconds).toLocaleString("en")}/s); unexpected exceptions ${result.unexpected} (+${result.unexpectedMistyped} on mistyped calls); invariant violations ${result.invariantViolations}; slowest call ${result.slowestMs.toFixed(1)} ms`,
  );
  for (const f of result.failures) {
    console.log(`  ${f.count}× ${f.typed ? "" : "(mistyped) "}${f.kind}: ${f.what}`);
    if (f.example) console.log(`    e.g. ${f.example}`);
  }
}

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
  `Command: \`pnpm build && pnpm bench benchmarks/fuzz/run.ts --runs ${total} --seed ${seed} --write\`. The inputs, and what counts as an expected exception, are in [packages/crossfoot/test/support/fuzz.ts](../../packages/crossfoot/test/support/fuzz.ts); the test \`fuzz-entry-points.test.ts\` runs the same arbitraries on every \`pnpm test\`, fewer of them.`,
  "",
  "| entry point   |   runs | inputs/s | unexpected exceptions | on mistyped calls | invariant violations | slowest call |",
  "| ------------- | -----: | -------: | --------------------: | ----------------: | -------------------: | -----------: |",
  ...results.map(
    (r) =>
      `| \`${r.entry}\` | ${count(r.runs)} | ${count(Math.round(r.runs / r.seconds))} | ${r.unexpected} | ${r.unexpectedMistyped} | ${r.invariantViolations} | ${r.slowestMs.toFixed(1)} ms |`,
  ),
  `| total | ${count(total)} | ${count(Math.round(total / results.reduce((s, r) => s + r.seconds, 0)))} | ${unexpectedTotal} | ${mistypedTotal} | ${violationTotal} | |`,
  "",
  "Expected: 0 unexpected exceptions and 0 invariant violations. An unexpected exception is anything but the documented clear error for bad input (`InvalidOptionError`, `SourceError`, and the `TypeError` whose message starts `crossfoot: sources must be` or `crossfoot: the answer must be`), including an engine error `loadSources` caught and reported as a diagnostic. A mistyped call passes values of types the function's TypeScript signature does not allow (`extract(text, { locale: 5 })`); check and loadSources take `unknown` sources, so only their options and answer can be mistyped.",
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
