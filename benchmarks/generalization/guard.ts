/**
 * The step of `pnpm test` that holds the checker to its recorded accuracy on
 * cases it was never tuned to: it scores the dev-case sets beside the
 * checkout (../shared/data/dev-cases) and fails when any category of any set
 * or table format is worse than benchmarks/results/generalization.json by
 * more than one point. Without the data it says so in one line and passes.
 * Needs `pnpm build`.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { CATEGORY_NAMES } from "./report.js";
import { isClean, type Scored, scoreAll } from "./score.js";

/** How many points a rate may move the wrong way before the guard fails. */
const SLACK = 1;

const root = resolve(dirname(new URL(import.meta.url).pathname), "../..");
const dataDir = resolve(process.env.CROSSFOOT_DEV_CASES ?? join(root, "../shared/data/dev-cases"));
if (!existsSync(join(dataDir, "tatqa-dev.jsonl.gz"))) {
  console.log(`generalization guard: skipped (no dev cases in ${dataDir})`);
  process.exit(0);
}
const recorded = JSON.parse(
  readFileSync(join(root, "benchmarks/results/generalization.json"), "utf8"),
) as { run: string; scored: Scored[] };
const { scored, seconds } = scoreAll(root, dataDir);
const worse: string[] = [];
let compared = 0;
for (const part of scored) {
  const before = recorded.scored.find((s) => s.part === part.part);
  for (const now of part.rates) {
    const was = before?.rates.find((r) => r.category === now.category);
    if (!was) continue;
    compared++;
    const moved = isClean(now.category) ? now.rate - was.rate : was.rate - now.rate;
    if (moved > SLACK)
      worse.push(
        `${part.part} ${CATEGORY_NAMES[now.category]}: ${now.rate.toFixed(1)}% (recorded ${was.rate.toFixed(1)}% on ${recorded.run})`,
      );
  }
}
if (worse.length > 0) {
  console.log(
    `generalization guard: ${worse.length} of ${compared} rates worse than recorded by more than ${SLACK} point:`,
  );
  for (const w of worse) console.log(`  ${w}`);
  process.exit(1);
}
console.log(
  `generalization guard: ${compared} rates within ${SLACK} point of the recorded figures (${seconds.toFixed(1)} s)`,
);
