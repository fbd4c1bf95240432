/**
 * Paired speed comparison of two builds of crossfoot on a shared machine: the
 * build in this checkout and one in another checkout (say, a worktree of an
 * earlier commit), imported into one process and timed in alternating batches,
 * so both see the same load.
 *
 *   git worktree add /tmp/before <commit> && (cd /tmp/before && pnpm install --offline && pnpm build)
 *   pnpm build && pnpm bench benchmarks/speed/paired.ts /tmp/before
 *
 * Prints, for extraction of the typical answer and for check() on the typical
 * answer, with sources loaded per answer, on a 200-row table, and for loading
 * a 200 × 10 table of numeric strings, and for eval's realistic cases (a new
 * Checker and a check per case, as `crossfoot eval` does; the cases with inline
 * sources of eval-cases.ts, in file order): the minimum and median time per
 * call of each build over 40 alternating batches.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { TYPICAL_ANSWER, typicalFields } from "../fixtures.js";
import { writeCases } from "./eval-cases.js";

const here = join(dirname(fileURLToPath(import.meta.url)), "../..");
const other = process.argv[2];
if (!other) {
  console.error("usage: pnpm bench benchmarks/speed/paired.ts <other checkout, built>");
  process.exit(2);
}

type Crossfoot = typeof import("crossfoot");
const load = async (root: string) => ({
  crossfoot: (await import(join(root, "packages/crossfoot/dist/index.js"))) as Crossfoot,
  extract: (await import(join(root, "packages/extract/dist/index.js"))) as Crossfoot,
  sources: (await import(join(root, "packages/sources/dist/index.js"))) as Crossfoot,
});
const before = await load(resolve(other));
const now = await load(here);

const EXTRACT_TEXT =
  "Acme's revenue grew 12% to $3.2bn in FY2024 [R1], helped by higher prices in its services " +
  "business. Operating margin widened to 18.4% [R1], while net income rose 9.5% to $412m on lower " +
  "interest costs. The company shipped 12,400 units during the year, and headcount reached 1,850 " +
  "employees at year end [S2]. Management expects revenue growth of 10-12% next year and plans to " +
  "keep capital spending at about $250 million [R2].";
const record = [{ id: "R1", fields: typicalFields() }];
const table: string[][] = [["($ in thousands)", "2024", "2023"]];
for (let r = 0; r < 200; r++) {
  table.push([`Line item ${r}`, (1_000 + r * 137.31).toFixed(1), (900 + r * 121.17).toFixed(1)]);
}
// The sources benchmark's 200 × 10 grid shape: a unit header, nine year columns, numeric strings.
const grid: string[][] = [
  ["(in thousands)", ...Array.from({ length: 9 }, (_, i) => String(2024 - i))],
];
for (let r = 0; r < 200; r++) {
  const row = [`Line item ${r + 1}`];
  for (let c = 1; c < 10; c++)
    row.push(((r * 7919 + c * 104_729) % 9_999_991).toLocaleString("en-US"));
  grid.push(row);
}
const tableAnswer =
  "Line item 17 was $3,334.3 thousand in 2024 [T1], up from $2,959.9 thousand in 2023 [T1]. " +
  "Line item 150 grew 9.1% in 2024 [T1], and line item 42 reached $6,767.0 thousand [T1].";

// eval's realistic cases, those with inline sources (a sources file is one
// Checker for many cases, which measures something else).
const caseDir = mkdtempSync(join(tmpdir(), "crossfoot-paired-"));
const cases = readFileSync(await writeCases(caseDir, 4_000), "utf8")
  .split("\n")
  .filter((line) => line !== "")
  .map((line) => JSON.parse(line) as { output: string; sources?: unknown })
  .filter((c) => c.sources !== undefined);
rmSync(caseDir, { recursive: true, force: true });

function tasks(m: Awaited<ReturnType<typeof load>>): Record<string, () => unknown> {
  const records = new m.crossfoot.Checker(record);
  const rows = new m.crossfoot.Checker([{ id: "T1", table }]);
  let next = 0;
  return {
    "extract, typical answer": () => m.extract.extract(EXTRACT_TEXT),
    "check, typical answer": () => records.check(TYPICAL_ANSWER),
    "load + check, typical answer": () => new m.crossfoot.Checker(record).check(TYPICAL_ANSWER),
    "check, 200-row table": () => rows.check(tableAnswer),
    "ingest, 200 × 10 table": () => m.sources.loadSources(grid),
    "new Checker + check, realistic eval cases": () => {
      const c = cases[next++ % cases.length] as (typeof cases)[number];
      return new m.crossfoot.Checker(c.sources).check(c.output);
    },
  };
}

const a = tasks(before);
const b = tasks(now);
const BATCH: Record<string, number> = {
  "extract, typical answer": 1000,
  "check, typical answer": 200,
  "load + check, typical answer": 200,
  "check, 200-row table": 20,
  "ingest, 200 × 10 table": 20,
  "new Checker + check, realistic eval cases": 400,
};
const stats = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  return `min ${(s[0] as number).toFixed(1)} µs, median ${(s[s.length >> 1] as number).toFixed(1)} µs`;
};
for (const name of Object.keys(b)) {
  const per = BATCH[name] as number;
  const fa = a[name] as () => unknown;
  const fb = b[name] as () => unknown;
  for (let i = 0; i < per * 3; i++) {
    fa();
    fb();
  }
  const ta: number[] = [];
  const tb: number[] = [];
  for (let round = 0; round < 40; round++) {
    const order: [() => unknown, number[]][] =
      round % 2
        ? [
            [fa, ta],
            [fb, tb],
          ]
        : [
            [fb, tb],
            [fa, ta],
          ];
    for (const [f, out] of order) {
      const t = process.hrtime.bigint();
      for (let i = 0; i < per; i++) f();
      out.push(Number(process.hrtime.bigint() - t) / per / 1000);
    }
  }
  console.log(`${name}: before ${stats(ta)} | now ${stats(tb)}`);
}
