/**
 * Throughput and memory of `crossfoot eval` on a generated case file.
 *
 * Generates realistic cases (see eval-cases.ts) into a temporary folder and
 * runs the built CLI on them with 1 and 2 workers, reporting cases per
 * second and the process's peak RSS (every thread). Two more files separate
 * the costs: the typical answer of benchmarks/speed/check.ts in every case
 * (comparable with its check() figure), and answers with no figures (the
 * CLI's own cost per case: streaming, JSON, case checks, output). A 10,000
 * case run beside the large one shows whether memory grows with the count.
 *
 * It then measures start-up (startup.ts) and, with --write, writes both to
 * benchmarks/results/eval-speed.md.
 *
 *   pnpm build && pnpm bench benchmarks/speed/eval.ts [--cases 100000] [--repeat 1] [--write]
 */
import { spawnSync } from "node:child_process";
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { finished } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { check } from "crossfoot";
import { TYPICAL_ANSWER, typicalFields } from "../fixtures.js";
import { writeResults } from "../write-results.js";
import { writeCases, writeLine } from "./eval-cases.js";
import { startupReport } from "./startup-report.js";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "../..");
const bin = join(root, "apps/cli/dist/bin.cjs");
const hook = join(here, "eval-rss-hook.mjs");
const arg = (name: string) => {
  const k = process.argv.indexOf(name);
  return k === -1 ? undefined : process.argv[k + 1];
};
const count = Number(arg("--cases") ?? 100_000);
// On a shared machine, other work only ever slows a run down: run each
// configuration `repeat` times and keep the fastest (peak RSS: the largest).
const repeat = Number(arg("--repeat") ?? 1);
const dir = mkdtempSync(join(tmpdir(), "crossfoot-eval-bench-"));

/** The same answer and sources in every case: check.ts's typical answer, or one with no figures. */
async function writeUniform(name: string, n: number, output: string, sources: unknown) {
  const path = join(dir, name);
  const out = createWriteStream(path);
  // Labelled with check()'s own verdict, so every case goes as expected.
  const expect = check(output, sources).passed ? "pass" : "fail";
  for (let i = 0; i < n; i++) {
    await writeLine(out, JSON.stringify({ id: `c${i}`, output, sources, expect }));
  }
  out.end();
  await finished(out);
  return path;
}

const fields = typicalFields();
const typical = TYPICAL_ANSWER;

interface Run {
  file: string;
  cases: number;
  workers: number;
  seconds: number;
  perSecond: number;
  rssMb: number;
  summary: string;
}

function run(file: string, cases: number, workers: number): Run {
  const runs = Array.from({ length: repeat }, () => runOnce(file, cases, workers));
  const fastest = runs.reduce((a, b) => (b.seconds < a.seconds ? b : a));
  return { ...fastest, rssMb: Math.max(...runs.map((r) => r.rssMb)) };
}

function runOnce(file: string, cases: number, workers: number): Run {
  const rssFile = join(dir, "rss");
  const started = process.hrtime.bigint();
  const r = spawnSync(
    process.execPath,
    ["--import", hook, bin, "eval", file, "--min-accuracy", "0", "--workers", String(workers)],
    { env: { ...process.env, CROSSFOOT_RSS_FILE: rssFile }, encoding: "utf8", maxBuffer: 1 << 28 },
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (r.status !== 0) throw new Error(`crossfoot eval failed (${r.status}): ${r.stderr}`);
  const summary = r.stdout.trimEnd().split("\n").at(-1) ?? "";
  const rssMb = Number(readFileSync(rssFile, "utf8")) / 1024;
  const result = { file, cases, workers, seconds, perSecond: cases / seconds, rssMb, summary };
  console.error(
    `${file.split("/").at(-1)} × ${cases}, ${workers} worker(s): ${seconds.toFixed(1)} s, ${Math.round(result.perSecond)} cases/s, peak RSS ${rssMb.toFixed(0)} MB — ${summary}`,
  );
  return result;
}

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(", ");
const loadBefore = load();
console.error(`generating ${count} cases in ${dir} …`);
const realistic = await writeCases(join(dir, "realistic"), count);
const small = await writeCases(join(dir, "small"), Math.min(10_000, count));
const typicalCount = Math.min(20_000, count);
const typicalFile = await writeUniform("typical.jsonl", typicalCount, typical, [
  { id: "R1", fields },
]);
const emptyFile = await writeUniform(
  "no-figures.jsonl",
  count,
  "The company had a solid year, with growth in every region [R1].",
  [{ id: "R1", fields }],
);
const realisticSize = `${(statSync(realistic).size / 1e6).toFixed(0)} MB`;

const rows: Run[] = [];
for (const workers of [1, 2]) rows.push(run(realistic, count, workers));
const smallRun = run(small, Math.min(10_000, count), 1);
const typicalRuns = [1, 2].map((w) => run(typicalFile, typicalCount, w));
const emptyRuns = [1, 2].map((w) => run(emptyFile, count, w));
const loadAfter = load();
rmSync(dir, { recursive: true, force: true });

/** What the table says, in words, from the runs themselves. */
function readingTheNumbers(one: Run, two: Run, small: Run, typical: Run, empty: Run): string {
  const us = (r: Run) => Math.round(1e6 / r.perSecond);
  return [
    `Reading the numbers: one realistic case takes ${us(one)} µs on one worker, the typical answer ${us(typical)} µs (benchmarks/speed/check.ts measures \`check()\` alone on it), and a case with no figures ${us(empty)} µs, start-up included: that last figure is the CLI's own cost per case (streaming, JSON, the case checks, output), so \`check()\` is ${Math.round(100 * (1 - us(empty) / us(one)))}% of a realistic case. The 10,000 cases/s per worker target needs a case under 100 µs, which waits on \`check()\` itself (whose own target is under 40 µs).`,
    `Memory does not grow with the number of cases: ${small.rssMb.toFixed(0)} MB peak at ${small.cases.toLocaleString("en-US")} cases and ${one.rssMb.toFixed(0)} MB at ${one.cases.toLocaleString("en-US")} on one worker, ${two.rssMb.toFixed(0)} MB with two. On this 2-core machine shared with other work (see the load average), a second worker has little free CPU to use, so two workers gain little here; "cases/s per worker" is the total divided by the workers.`,
  ].join("\n\n");
}

const fmt = (r: Run, label: string) =>
  `| ${label} | ${r.cases.toLocaleString("en-US")} | ${r.workers} | ${r.seconds.toFixed(1)} s | ${Math.round(r.perSecond).toLocaleString("en-US")} | ${Math.round(r.perSecond / r.workers).toLocaleString("en-US")} | ${r.rssMb.toFixed(0)} MB |`;
const [one, two] = rows as [Run, Run];
const startup = startupReport(30);
const report = [
  "# `crossfoot eval` and `crossfoot check`: throughput, memory, start-up",
  "",
  "## `crossfoot eval` throughput and memory",
  "",
  `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, Node ${process.version}, ${cpus().length} cores, load average ${loadBefore} before and ${loadAfter} after. The machine is shared with other work, so throughput varies from run to run; peak RSS does not.`,
  "",
  `Command: \`pnpm build && pnpm bench benchmarks/speed/eval.ts --cases ${count} --repeat ${repeat} --write\`. Each row is the fastest of ${repeat} run${repeat === 1 ? "" : "s"} of \`node apps/cli/dist/bin.cjs eval FILE --min-accuracy 0 --workers N\` (wall time from spawn to exit, start-up included); peak RSS is the process's \`maxRSS\` (all threads), the largest of the runs.`,
  "",
  "| case file | cases | workers | time | cases/s | cases/s per worker | peak RSS |",
  "|---|---:|---:|---:|---:|---:|---:|",
  fmt(one, `realistic (${realisticSize})`),
  fmt(two, "realistic"),
  fmt(smallRun, `realistic, first ${smallRun.cases.toLocaleString("en-US")}`),
  fmt(typicalRuns[0] as Run, "check.ts's typical answer in every case"),
  fmt(typicalRuns[1] as Run, "check.ts's typical answer in every case"),
  fmt(emptyRuns[0] as Run, "answers with no figures (the CLI's own cost)"),
  fmt(emptyRuns[1] as Run, "answers with no figures (the CLI's own cost)"),
  "",
  `Realistic cases: answers of 3 to 9 figures (copied, rounded, % changes, pp changes, differences) against one record of 20 fields (50%), two text passages (20%), a small table (20%) or a shared sources file (10%: eight records, each case asking about its own lines in its own words); a quarter carry one injected error. The eval's own verdict on them: ${one.summary}.`,
  "",
  `Targets: at least 10,000 cases per second per worker on typical cases, peak RSS under 300 MB regardless of case count, identical results with any number of workers (tested in apps/cli/test/eval-features.test.ts).`,
  "",
  readingTheNumbers(one, two, smallRun, typicalRuns[0] as Run, emptyRuns[0] as Run),
  "",
  startup,
].join("\n");
console.log(report);
if (process.argv.includes("--write")) {
  writeResults(join(root, "benchmarks/results/eval-speed.md"), report);
}
