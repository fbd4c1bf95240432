import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { PASSING_STATUSES, type Status } from "@crossfoot/verdict";
import type { TatqaContext } from "./dataset.js";
import { isHeldOut } from "./dataset.js";

/** One case's result from `crossfoot eval --json`. */
export interface EvalResult {
  readonly id: string;
  readonly got: "pass" | "fail";
  readonly claims: readonly { text: string; status: string; evidence: string }[];
}

/**
 * Run the built CLI's `eval` (or the one `CROSSFOOT_CLI` names) over a JSONL file of cases; exits the process
 * with status 2 when the CLI is missing or fails (the bench cannot score).
 */
export function runEval(
  root: string,
  casesFile: string,
): { results: EvalResult[]; seconds: number } {
  // CROSSFOOT_CLI runs another build's CLI on the same cases (a before/after pair).
  const cli = process.env.CROSSFOOT_CLI ?? join(root, "apps/cli/dist/bin.cjs");
  if (!existsSync(cli)) {
    console.error("the CLI is not built: run pnpm build first");
    process.exit(2);
  }
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [cli, "eval", casesFile, "--json", "--min-accuracy", "0"],
    { maxBuffer: 1 << 30, encoding: "utf8" },
  );
  const seconds = (Date.now() - started) / 1000;
  if (run.status !== 0) {
    console.error(run.stderr || run.stdout);
    process.exit(2);
  }
  return { results: (JSON.parse(run.stdout) as { cases: EvalResult[] }).cases, seconds };
}

/**
 * Write a context's sources (its table and its paragraphs in order, as one
 * record) to `cacheDir/sources/<uid>.json`, once for all its cases.
 */
export function writeContextSources(cacheDir: string, ctx: TatqaContext): void {
  const text = [...ctx.paragraphs]
    .sort((a, b) => a.order - b.order)
    .map((p) => p.text)
    .join("\n\n");
  writeFileSync(
    join(cacheDir, "sources", `${ctx.table.uid}.json`),
    JSON.stringify([{ id: "R1", table: ctx.table.table, text }]),
  );
}

/** A case as one line of the eval's JSONL, its sources the context's file. */
export function caseLine(
  c: { readonly id: string; readonly output: string; readonly expect: "pass" | "fail" },
  ctx: TatqaContext,
): string {
  return JSON.stringify({
    id: c.id,
    output: c.output,
    sources_file: `sources/${ctx.table.uid}.json`,
    expect: c.expect,
  });
}

/** "12.5% (1/8)", or "—" with nothing to count. */
export const pct = (n: number, d: number): string =>
  d === 0 ? "—" : `${((100 * n) / d).toFixed(1)}% (${n}/${d})`;

/** Whether a claim's status passes (`PASSING_STATUSES` of @crossfoot/verdict). */
export const passes = (status: string): boolean => PASSING_STATUSES.has(status as Status);

/**
 * The study part's cases from `casesFor` (held-out contexts are skipped, never
 * generated), written to `cacheDir/<file>` and run with the built CLI: each
 * case with its table's uid and its result.
 */
export function runStudyCases<
  C extends { readonly id: string; readonly output: string; readonly expect: "pass" | "fail" },
>(
  root: string,
  cacheDir: string,
  contexts: readonly TatqaContext[],
  casesFor: (ctx: TatqaContext) => readonly C[],
  file: string,
): { cases: C[]; tableOf: Map<string, string>; got: Map<string, EvalResult>; seconds: number } {
  const cases: C[] = [];
  const lines: string[] = [];
  const tableOf = new Map<string, string>();
  for (const ctx of contexts) {
    if (isHeldOut(ctx)) continue;
    writeContextSources(cacheDir, ctx);
    for (const c of casesFor(ctx)) {
      cases.push(c);
      tableOf.set(c.id, ctx.table.uid);
      lines.push(caseLine(c, ctx));
    }
  }
  const casesFile = join(cacheDir, file);
  writeFileSync(casesFile, `${lines.join("\n")}\n`);
  const { results, seconds } = runEval(root, casesFile);
  return { cases, tableOf, got: new Map(results.map((r) => [r.id, r])), seconds };
}

/** Write a review file (dataset text: the caller gives a git-ignored path) and say so. */
export function writeReview(path: string, review: readonly unknown[]): void {
  writeFileSync(resolve(path), `${JSON.stringify(review, null, 1)}\n`);
  console.log(`review: ${review.length} sentences written to ${path}`);
}
