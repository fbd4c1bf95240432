/**
 * What the collector costs `crossfoot eval`, by kind of case: V8's own
 * account of every scavenge (`--trace-gc-nvp`: its pause, and the bytes it
 * promoted to the old generation) and of every mark-compact, over a run of
 * the built CLI on generated cases (eval-cases.ts) of one kind of sources.
 *
 * Promoted bytes are the telling figure: a case's objects die with it, so a
 * scavenge between cases should promote almost nothing. Bytes promoted by
 * the thousand mean something keeps dead cases alive for a collection or two
 * (a module-wide weak map keyed by a case's objects did: V8's scavenger keeps
 * such a map's values alive while their keys are young). Unlike wall time,
 * promoted bytes and scavenge counts barely move with other work on the machine.
 *
 *   pnpm build && pnpm bench benchmarks/speed/gc.ts [--cases 20000] [--bin PATH] [--write]
 *
 * `--bin` runs another checkout's CLI (`/tmp/before/apps/cli/dist/bin.cjs`)
 * on the same cases, to compare two builds.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeResults } from "../write-results.js";
import { writeCases } from "./eval-cases.js";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "../..");
const arg = (name: string) => {
  const k = process.argv.indexOf(name);
  return k === -1 ? undefined : process.argv[k + 1];
};
const count = Number(arg("--cases") ?? 20_000);
const bin = arg("--bin") ?? join(root, "apps/cli/dist/bin.cjs");
const dir = mkdtempSync(join(tmpdir(), "crossfoot-gc-bench-"));

/** The kind of sources a generated case gives (eval-cases.ts writes four). */
function kindOf(line: string): string {
  const c = JSON.parse(line) as { sources?: unknown; sources_file?: string };
  if (c.sources_file !== undefined) return "shared sources file";
  const first = (c.sources as unknown[])[0];
  if (typeof first === "string") return "text passages";
  return (first as { table?: unknown }).table !== undefined ? "small table" : "record of 20 fields";
}

interface GcRun {
  readonly name: string;
  readonly cases: number;
  readonly scavenges: number;
  readonly scavengeMs: number;
  readonly promoted: number;
  readonly markCompacts: number;
  readonly markCompactMs: number;
}

/** One CLI run with V8's collector trace, summed. */
function run(name: string, file: string, cases: number): GcRun {
  const r = spawnSync(
    process.execPath,
    ["--trace-gc-nvp", bin, "eval", file, "--min-accuracy", "0"],
    { encoding: "utf8", maxBuffer: 1 << 30 },
  );
  if (r.status !== 0 && r.status !== 1)
    throw new Error(`eval of ${file} failed (${r.status}): ${r.stderr.slice(-2000)}`);
  let scavenges = 0;
  let scavengeMs = 0;
  let promoted = 0;
  let markCompacts = 0;
  let markCompactMs = 0;
  for (const line of r.stdout.split("\n")) {
    const pause = / pause=([\d.]+)/.exec(line);
    if (!pause) continue;
    if (line.includes(" gc=s ")) {
      scavenges++;
      scavengeMs += Number(pause[1]);
      promoted += Number(/ promoted=(\d+)/.exec(line)?.[1] ?? 0);
    } else if (line.includes(" gc=mc ")) {
      markCompacts++;
      markCompactMs += Number(pause[1]);
    }
  }
  if (scavenges === 0) throw new Error(`no scavenge in the trace of ${file}`);
  return { name, cases, scavenges, scavengeMs, promoted, markCompacts, markCompactMs };
}

const all = await writeCases(dir, count);
const lines = readFileSync(all, "utf8").split("\n").filter(Boolean);
const byKind = new Map<string, string[]>();
for (const line of lines) {
  const kind = kindOf(line);
  let list = byKind.get(kind);
  if (!list) byKind.set(kind, (list = []));
  list.push(line);
}
const loadBefore = loadavg()
  .map((x) => x.toFixed(2))
  .join(", ");
const runs: GcRun[] = [run("all kinds, as generated", all, lines.length)];
for (const [kind, list] of [...byKind].sort()) {
  const file = join(dir, `${kind.replace(/\W+/g, "-")}.jsonl`);
  writeFileSync(file, `${list.join("\n")}\n`);
  runs.push(run(kind, file, list.length));
}
rmSync(dir, { recursive: true, force: true });

const int = (n: number) => Math.round(n).toLocaleString("en-US");
const row = (g: GcRun) =>
  `| ${g.name} | ${int(g.cases)} | ${int(g.scavenges)} | ${(g.scavengeMs / g.scavenges).toFixed(2)} ms | ${int(g.promoted / g.scavenges / 1024)} KB | ${((g.scavengeMs / g.cases) * 1000).toFixed(1)} µs | ${g.markCompacts} | ${int(g.markCompactMs)} ms |`;
const report = [
  "## `crossfoot eval`: what the collector costs, by kind of case",
  "",
  `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, Node ${process.version}, ${cpus().length} cores, load average ${loadBefore}.`,
  "",
  `Command: \`pnpm build && pnpm bench benchmarks/speed/gc.ts --cases ${count} --write\`. Each row is one run of \`node --trace-gc-nvp apps/cli/dist/bin.cjs eval FILE --min-accuracy 0\` (one worker) on the realistic cases of eval.ts, all of them or those of one kind of sources; the figures are V8's own account of each collection, start-up and warm-up included.`,
  "",
  "| cases | count | scavenges | pause per scavenge | promoted per scavenge | scavenge time per case | mark-compacts | mark-compact time |",
  "|---|---:|---:|---:|---:|---:|---:|---:|",
  ...runs.map(row),
  "",
  "A case's objects die with it, so a scavenge should promote little more than what the Checker caches of shared sources keep and what the memos of labels and words learn. Many kilobytes promoted per scavenge mean dead cases kept alive for a collection or two: each such scavenge copies them, and the old generation they fill is marked and compacted in turn.",
].join("\n");
console.log(report);
if (process.argv.includes("--write")) {
  writeResults(join(root, "benchmarks/results/gc.md"), report);
}
