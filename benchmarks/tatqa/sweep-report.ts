import type { TatqaContext } from "./dataset.js";
import { type EvalResult, passes, pct, runStudyCases, writeReview } from "./eval.js";
import { type SweepCase, sweepCasesFor } from "./sweep.js";

/**
 * Why a sentence failed, for the breakdown: the status of its first failing
 * claim, with "scale word" added when an unsupported figure was written with
 * a scale word (the generator's "$X million" the sources may never state).
 */
function reason(c: SweepCase, r: EvalResult | undefined): string {
  const bad = r?.claims.find((x) => !passes(x.status));
  if (!bad) return r ? "no failing claim (an issue)" : "no result";
  const scaled = /\b(thousand|million|billion)\b/.test(bad.text);
  return bad.status === "unsupported" && scaled ? "unsupported (scale word)" : bad.status;
}

/**
 * Generate the sweep over the study tables, check it with the built CLI and
 * print the false-alarm rate by reason and the swap catch rates. The review
 * file (dataset text: give it a git-ignored path) lists every false alarm and
 * every swap let through.
 */
export function runSweep(
  root: string,
  cacheDir: string,
  contexts: readonly TatqaContext[],
  reviewOut: string | undefined,
): void {
  const {
    cases,
    tableOf: table,
    got,
    seconds,
  } = runStudyCases(root, cacheDir, contexts, sweepCasesFor, "sweep.jsonl");
  const failed = (c: SweepCase) => got.get(c.id)?.got === "fail";

  const clean = cases.filter((c) => c.kind === "clean");
  const alarms = clean.filter(failed);
  const reasons = new Map<string, number>();
  for (const c of alarms) {
    const why = reason(c, got.get(c.id));
    reasons.set(why, (reasons.get(why) ?? 0) + 1);
  }
  const out = [
    "# TAT-QA study sweep: copied figures",
    "",
    `${clean.length} clean sentences (one per numeric cell of the study tables), ${cases.length - clean.length} swaps; eval took ${seconds.toFixed(1)} s.`,
    "",
    `False alarms: ${pct(alarms.length, clean.length)}`,
    "",
    "| reason | false alarms |",
    "|---|---:|",
    ...[...reasons]
      .sort((a, b) => b[1] - a[1])
      .map(([why, n]) => `| ${why} | ${pct(n, clean.length)} |`),
    "",
    "| swap | caught | caught when the clean sentence passed |",
    "|---|---:|---:|",
  ];
  for (const kind of ["same_row", "same_column"] as const) {
    const swaps = cases.filter((c) => c.kind === kind);
    const cond = swaps.filter((c) => c.cleanId && got.get(c.cleanId)?.got === "pass");
    out.push(
      `| ${kind} | ${pct(swaps.filter(failed).length, swaps.length)} | ${pct(cond.filter(failed).length, cond.length)} |`,
    );
  }
  console.log(out.join("\n"));
  if (!reviewOut) return;
  const review = cases
    .filter((c) => failed(c) !== (c.expect === "fail"))
    .map((c) => ({
      id: c.id,
      table: table.get(c.id),
      kind: c.kind,
      reason: c.kind === "clean" ? reason(c, got.get(c.id)) : "swap let through",
      output: c.output,
      claims: got.get(c.id)?.claims ?? [],
    }));
  writeReview(reviewOut, review);
}
