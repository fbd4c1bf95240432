import { isHeldOut, type TatqaContext } from "./dataset.js";
import { passes, pct, runStudyCases, writeReview } from "./eval.js";
import { type ProbeCase, probeCasesFor } from "./probe.js";
import { unitFormVariants } from "./probe-forms.js";

/**
 * Run the study-part probes of copied figures (see probe.ts) with the built
 * CLI and print false alarms by probe, by sub-class and by the status of the
 * first failing claim. The review file (dataset text: give it a git-ignored
 * path) lists every false alarm with its claims.
 */
export function runProbes(
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
  } = runStudyCases(
    root,
    cacheDir,
    // Each study context, then its unit statement rewritten in other forms (probe-forms.ts).
    contexts.flatMap((c) => (isHeldOut(c) ? [c] : [c, ...unitFormVariants(c)])),
    probeCasesFor,
    "probe.jsonl",
  );
  const status = (c: ProbeCase) =>
    got.get(c.id)?.claims.find((x) => !passes(x.status))?.status ?? "no failing claim";
  const out = [
    "# TAT-QA study probes: copied figures",
    "",
    `${cases.length} clean sentences; eval took ${seconds.toFixed(1)} s.`,
    "",
    "| probe | class | false alarms (swaps: let through) | by status |",
    "|---|---|---:|---|",
  ];
  const groups = new Map<string, ProbeCase[]>();
  for (const c of cases) {
    for (const key of [`${c.kind}|all`, `${c.kind}|${c.detail}`]) {
      const g = groups.get(key) ?? [];
      g.push(c);
      groups.set(key, g);
    }
  }
  for (const [key, g] of [...groups].sort((a, b) => a[0].localeCompare(b[0]))) {
    // Swaps are expected to fail: count those let through instead.
    const failed = g.filter((c) => (got.get(c.id)?.got === "fail") === (c.expect === "pass"));
    const counts = new Map<string, number>();
    for (const c of failed) counts.set(status(c), (counts.get(status(c)) ?? 0) + 1);
    const [kind, detail] = key.split("|");
    out.push(
      `| ${kind} | ${detail} | ${pct(failed.length, g.length)} | ${[...counts].map(([s, n]) => `${s} ${n}`).join(", ")} |`,
    );
  }
  console.log(out.join("\n"));
  if (!reviewOut) return;
  const review = cases
    .filter((c) => (got.get(c.id)?.got === "fail") === (c.expect === "pass"))
    .map((c) => ({
      id: c.id,
      table: table.get(c.id),
      kind: c.kind,
      detail: c.detail,
      output: c.output,
      claims: got.get(c.id)?.claims ?? [],
    }));
  writeReview(reviewOut, review);
}
