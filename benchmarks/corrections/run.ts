/**
 * How often `report.corrections()` restores an answer, and how often it
 * changes one it should not, on labelled cases this project did not write:
 *
 *   pnpm build && pnpm bench benchmarks/corrections/run.ts [--data DIR] [--write]
 *
 * DIR defaults to ../shared/data/dev-cases beside the checkout. Each
 * one-error variant (a value moved, a scale swapped, a direction flipped,
 * another value of the source, a wrong calculation) has the clean sentence
 * it was made from: a variant the check fails is corrected and compared
 * with that sentence. A clean sentence the check fails (a false alarm) that
 * gets a correction would be changed although it was right. `--write`
 * records the run in benchmarks/results/corrections.md.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { applyCorrections, Checker, extract } from "crossfoot";
import { writeResults } from "../write-results.js";

const root = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const args = process.argv.slice(2);
const dataAt = args.indexOf("--data");
const dataDir = resolve(
  dataAt >= 0 ? (args[dataAt + 1] as string) : join(root, "../shared/data/dev-cases"),
);
const write = args.includes("--write");

interface Case {
  readonly id: string;
  readonly output: string;
  readonly sources: unknown;
  readonly options?: Record<string, unknown>;
}
interface Meta {
  readonly id: string;
  readonly category: string;
  readonly parent?: string;
}

function lines<T>(file: string): T[] {
  return gunzipSync(readFileSync(join(dataDir, file)))
    .toString("utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as T);
}

/** Counts for one category: cases the check failed, and what their corrections did. */
interface Tally {
  failed: number;
  corrected: number;
  restored: number;
  /** Corrected to the clean sentence's figures in other words or at another rounding ("shrank" for "declined", "3.0%" for 2.98%). */
  sameFigures: number;
  /** Corrected to figures the clean sentence does not have; for a clean sentence, changed at all. */
  otherFigures: number;
  /** The corrected answer passes the check. */
  passesAfter: number;
  millis: number;
}

/**
 * Whether a corrected text states the clean text's figures, in order, each
 * at the precision the corrected text writes it ("3.0%" for 2.98%).
 */
function sameFigures(corrected: string, clean: string): boolean {
  const x = extract(corrected);
  const y = extract(clean);
  return (
    x.length === y.length &&
    x.every(
      (m, i) =>
        Math.abs(m.value - (y[i] as { value: number }).value) <= (m.precision / 2) * (1 + 1e-9),
    )
  );
}

const rows: { set: string; category: string; tally: Tally }[] = [];
for (const set of ["tatqa-dev", "wtq-seen"]) {
  const cases = lines<Case>(`${set}.jsonl.gz`);
  const metas = new Map(lines<Meta>(`${set}.meta.jsonl.gz`).map((m) => [m.id, m]));
  const byId = new Map(cases.map((c) => [c.id, c]));
  const tallies = new Map<string, Tally>();
  for (const c of cases) {
    const meta = metas.get(c.id);
    if (!meta) continue;
    const clean = !meta.category.startsWith("inj_");
    const parent = meta.parent ? byId.get(meta.parent) : undefined;
    if (!clean && !parent) continue;
    const checker = new Checker(c.sources, c.options ?? {});
    const report = checker.check(c.output);
    let tally = tallies.get(meta.category);
    if (!tally) {
      tally = {
        failed: 0,
        corrected: 0,
        restored: 0,
        sameFigures: 0,
        otherFigures: 0,
        passesAfter: 0,
        millis: 0,
      };
      tallies.set(meta.category, tally);
    }
    if (report.passed) continue;
    tally.failed++;
    const started = performance.now();
    const corrections = report.corrections();
    tally.millis += performance.now() - started;
    if (corrections.length === 0) continue;
    tally.corrected++;
    const fixed = applyCorrections(c.output, corrections);
    if (checker.check(fixed).passed) tally.passesAfter++;
    if (clean || !parent) tally.otherFigures++;
    else if (fixed === parent.output) tally.restored++;
    else if (sameFigures(fixed, parent.output)) tally.sameFigures++;
    else tally.otherFigures++;
  }
  for (const [category, tally] of [...tallies].sort((a, b) => a[0].localeCompare(b[0])))
    rows.push({ set, category, tally });
}

const pct = (n: number, d: number) => (d === 0 ? "–" : `${((100 * n) / d).toFixed(1)}%`);
const table = [
  "| set | category | failed by the check | corrected | restored byte for byte | the clean figures, written otherwise | other figures | corrected answer passes | ms per failed answer |",
  "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows
    .map(({ set, category, tally: t }) =>
      [
        set,
        category,
        t.failed,
        `${t.corrected} (${pct(t.corrected, t.failed)})`,
        category.startsWith("inj_") ? `${t.restored} (${pct(t.restored, t.corrected)})` : "–",
        category.startsWith("inj_") ? `${t.sameFigures} (${pct(t.sameFigures, t.corrected)})` : "–",
        `${t.otherFigures} (${pct(t.otherFigures, t.corrected)})`,
        `${t.passesAfter} (${pct(t.passesAfter, t.corrected)})`,
        t.failed === 0 ? "–" : (t.millis / t.failed).toFixed(1),
      ].join(" | "),
    )
    .map((r) => `| ${r} |`),
].join("\n");
console.log(table);

if (write) {
  const when = new Date().toISOString().slice(0, 16).replace("T", " ");
  writeResults(
    join(root, "benchmarks/results/corrections.md"),
    `# Corrections on labelled cases this project did not write

Run ${when} UTC on Node ${process.version}, load average ${(loadavg()[0] ?? 0).toFixed(2)}, with \`pnpm bench benchmarks/corrections/run.ts --write\` over \`../shared/data/dev-cases/\` (TAT-QA dev tables and Wikipedia tables; generated sentences and their one-error variants).

For each case the check fails, \`report.corrections()\` is asked for its corrections and they are applied. A one-error variant (\`inj_*\`) is **restored** when the corrected answer is, byte for byte, the clean sentence it was made from, and has **the clean figures, written otherwise** when it states the clean sentence's figures, each at the precision the corrected answer writes it, in other words or at another rounding ("shrank" where the clean sentence says "declined", "3.0%" for "2.98%"). **Other figures** counts the corrections that are wrong: a variant corrected to figures the clean sentence does not state, and every clean sentence the check failed (a false alarm) that a correction changed although it was right. Percentages are of the answers corrected.

${table}
`,
  );
  console.log("wrote benchmarks/results/corrections.md");
}
