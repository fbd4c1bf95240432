/**
 * The standing hostile-input suite: times `check()` (sources loaded by a new
 * Checker each time, as a one-off call loads them) on every hostile pattern at
 * n, 2n and 4n bytes, up to 1 MB, and reports the growth per doubling, which
 * must stay at or under 2.5 (linear work with its fixed costs reads as about
 * 2; quadratic as 4). It also grows a 50-column table from 6,250 to 100,000
 * rows and compares the time with n log n.
 *
 * The largest table needs about 5 GB of heap; bench:hostile gives Node 12 GB.
 *
 *   pnpm build && pnpm bench:hostile [--max-bytes 1048576] [--runs 3] [--only NAME] [--no-table] [--write]
 *
 * `--write` records the results in benchmarks/results/hostile.md and a line
 * in HISTORY.md.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { check } from "crossfoot";
import { writeResults } from "../write-results.js";
import { bigTable, type HostileCase, PATTERNS } from "./patterns.js";

/** The growth per doubling the suite allows. */
export const LIMIT_PER_DOUBLING = 2.5;

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const value = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] !== undefined ? (args[at + 1] as string) : fallback;
};
const maxBytes = Number(value("--max-bytes", String(1 << 20)));
const runs = Number(value("--runs", "3"));
const only = value("--only", "");
if (!(maxBytes >= 4096) || !(runs >= 1)) {
  console.error(
    "usage: pnpm bench:hostile [--max-bytes N≥4096] [--runs N≥1] [--only NAME] [--no-table] [--write]",
  );
  process.exit(2);
}
const sizes = [maxBytes / 4, maxBytes / 2, maxBytes].map(Math.floor);

/**
 * Milliseconds of processor time (user and system, the collector's threads
 * included) of one check of `input`: on a machine shared with other work,
 * wall time grows with the load and processor time much less.
 */
function time(input: HostileCase): number {
  // Each check starts from a collected heap (with --expose-gc, as
  // bench:hostile runs), so no run pays for the garbage of the one before.
  (globalThis as { gc?: () => void }).gc?.();
  const started = process.cpuUsage();
  check(input.answer, input.sources);
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

/** The fastest of `runs` interleaved runs at each size: the least disturbed by other work. */
function fastestBySize(make: (size: number) => HostileCase, at: readonly number[]): number[] {
  const inputs = at.map(make);
  time(make(Math.max(1024, Math.floor(at[0] as number) / 16))); // warm up the code paths this pattern takes
  const best = at.map(() => Number.POSITIVE_INFINITY);
  for (let run = 0; run < runs; run++) {
    inputs.forEach((input, i) => {
      best[i] = Math.min(best[i] as number, time(input));
    });
  }
  return best;
}

interface PatternResult {
  readonly name: string;
  readonly side: string;
  readonly shape: string;
  readonly ms: number[];
  /** Each doubling's growth: 2n over n, 4n over 2n. */
  readonly ratios: number[];
  /** The growth per doubling over the whole span, n to 4n: the square root of 4n over n. */
  readonly perDoubling: number;
}

// The table first, on a fresh heap: its largest size holds gigabytes.
const TABLE_COLUMNS = 50;
const TABLE_ROWS = [6_250, 12_500, 25_000, 50_000, 100_000];
const tableMs: number[] = [];
if (!flag("--no-table") && !only) {
  for (const rows of TABLE_ROWS) {
    const input = bigTable(rows, TABLE_COLUMNS);
    let best = Number.POSITIVE_INFINITY;
    for (let run = 0; run < Math.min(runs, rows >= 50_000 ? 1 : runs); run++)
      best = Math.min(best, time(input));
    tableMs.push(best);
    console.error(`table ${rows} × ${TABLE_COLUMNS}: ${best.toFixed(0)} ms`);
  }
}

const results: PatternResult[] = [];
for (const pattern of PATTERNS) {
  if (only && !pattern.name.includes(only)) continue;
  const ms = fastestBySize(pattern.make, sizes);
  const ratios = [(ms[1] as number) / (ms[0] as number), (ms[2] as number) / (ms[1] as number)];
  const perDoubling = Math.sqrt((ms[2] as number) / (ms[0] as number));
  results.push({
    name: pattern.name,
    side: pattern.side,
    shape: pattern.shape,
    ms,
    ratios,
    perDoubling,
  });
  console.error(
    `${pattern.name.padEnd(28)} ${ms.map((t) => `${t.toFixed(1)} ms`.padStart(11)).join(" ")}  ×${ratios
      .map((r) => r.toFixed(2))
      .join(
        " ×",
      )}  per doubling ×${perDoubling.toFixed(2)}${perDoubling > LIMIT_PER_DOUBLING ? "  OVER" : ""}`,
  );
}

const fmt = (n: number) => n.toLocaleString("en-US");
const over = results.filter((r) => r.perDoubling > LIMIT_PER_DOUBLING);
const worstRatio = Math.max(0, ...results.map((r) => r.perDoubling));
const nLogN = (a: number, b: number) => (b * Math.log2(b)) / (a * Math.log2(a));
const first = TABLE_ROWS[0] as number;
const last = TABLE_ROWS[TABLE_ROWS.length - 1] as number;
const tableRatio = tableMs.length
  ? (tableMs[tableMs.length - 1] as number) / (tableMs[0] as number)
  : Number.NaN;

const lines = [
  "# Hostile input: growth per doubling",
  "",
  `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(
      ", ",
    )}. Command: \`pnpm build && pnpm bench:hostile${maxBytes === 1 << 20 ? "" : ` --max-bytes ${maxBytes}`} --write\`.`,
  "",
  `Each pattern's hostile part is built at ${sizes.map((s) => `${fmt(s)}`).join(", ")} bytes and checked with \`check(answer, sources)\` (the sources loaded each time); each time is the processor time (user and system, the collector's threads included) of the fastest of ${runs} interleaved runs. The growth per doubling, the square root of the growth from the smallest size to the largest, must stay at or under ${LIMIT_PER_DOUBLING}: linear work with its fixed costs reads as about 2, quadratic as 4. Each doubling's own growth is shown beside it; one step can read high when a collection of the old generation falls inside one run and not the other. Source-side patterns check a two-figure answer against the hostile source; answer-side ones check the hostile answer against a two-sentence record. The patterns are in [patterns.ts](../hostile/patterns.ts).`,
  "",
  `**${results.length - over.length} of ${results.length} patterns at or under ${LIMIT_PER_DOUBLING} per doubling**; the largest is ×${worstRatio.toFixed(2)}.`,
  "",
  `| pattern | side | input | ${sizes.map((s) => `${fmt(s)} B`).join(" | ")} | ×, first doubling | ×, second doubling | × per doubling |`,
  `|---|---|---|${sizes.map(() => "---:").join("|")}|---:|---:|---:|`,
  ...results.map(
    (r) =>
      `| ${r.name} | ${r.side} | ${r.shape} | ${r.ms.map((t) => `${t.toFixed(1)} ms`).join(" | ")} | ${r.ratios
        .map((ratio) => ratio.toFixed(2))
        .join(
          " | ",
        )} | ${r.perDoubling.toFixed(2)}${r.perDoubling > LIMIT_PER_DOUBLING ? " **over**" : ""} |`,
  ),
];
if (tableMs.length) {
  lines.push(
    "",
    `## A table of ${TABLE_COLUMNS} columns`,
    "",
    `A table of a label column and ${TABLE_COLUMNS - 1} year columns of invented figures, loaded and checked against an answer that copies two cells and misstates one (one run each from 50,000 rows). From ${fmt(first)} to ${fmt(last)} rows the time grows ×${tableRatio.toFixed(1)}; n log n allows ×${nLogN(first, last).toFixed(1)}, linear ×${last / first}.`,
    "",
    "| rows | check | × previous |",
    "|---:|---:|---:|",
    ...TABLE_ROWS.map(
      (rows, i) =>
        `| ${fmt(rows)} | ${fmt(Math.round(tableMs[i] as number))} ms | ${i ? ((tableMs[i] as number) / (tableMs[i - 1] as number)).toFixed(2) : ""} |`,
    ),
  );
}
const report = `${lines.join("\n")}\n`;
if (flag("--write")) {
  writeResults(fileURLToPath(new URL("../results/hostile.md", import.meta.url)), report);
  appendHistory(
    `${results.length - over.length}/${results.length} patterns ≤ ${LIMIT_PER_DOUBLING} per doubling (largest ×${worstRatio.toFixed(2)})${
      tableMs.length
        ? `; ${TABLE_COLUMNS}-column table ${fmt(first)} → ${fmt(last)} rows ×${tableRatio.toFixed(1)} (n log n ×${nLogN(first, last).toFixed(1)})`
        : ""
    }`,
  );
} else {
  console.log(report);
}

/** The heading of HISTORY.md's hostile-input log, made before the dev-cases log when missing. */
function appendHistory(line: string): void {
  const path = fileURLToPath(new URL("../results/HISTORY.md", import.meta.url));
  const heading = "## Hostile input suite";
  const log = readFileSync(path, "utf8");
  const entry = `- ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC: ${line}\n`;
  const at = log.indexOf(heading);
  if (at >= 0) {
    const next = log.indexOf("\n## ", at + heading.length);
    const end = next < 0 ? log.length : next + 1;
    writeFileSync(path, `${log.slice(0, end).trimEnd()}\n${entry}\n${log.slice(end)}`);
    return;
  }
  const before = log.indexOf("## Dev cases written elsewhere");
  const section = `${heading}\n\n\`pnpm bench:hostile --write\`: patterns at or under the growth limit per doubling, and the 50-column table's growth beside n log n ([hostile.md](hostile.md)).\n\n${entry}\n`;
  writeFileSync(
    path,
    before < 0 ? `${log}\n${section}` : `${log.slice(0, before)}${section}${log.slice(before)}`,
  );
}
process.exitCode = over.length || tableRatio > nLogN(first, last) ? 1 : 0;
