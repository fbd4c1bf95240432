/**
 * Accuracy on labelled cases this project did not write:
 *
 *   pnpm bench:generalization [--data DIR] [--write] [--note TEXT]
 *
 * DIR defaults to ../shared/data/dev-cases beside the checkout. Prints each
 * category's rate per set and table format against its target. --write
 * records the figures in benchmarks/results/generalization.md and
 * generalization.json (which `pnpm test`'s guard holds later runs to) and
 * appends a dated line to benchmarks/results/HISTORY.md. Needs `pnpm build`.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { writeResults } from "../write-results.js";
import { markdownTable } from "./report.js";
import { scoreAll } from "./score.js";

/** The heading of HISTORY.md's TAT-QA table, which this run's lines go before. */
const TATQA_SECTION = "## TAT-QA benchmark\n";

const root = resolve(dirname(new URL(import.meta.url).pathname), "../..");
const { values } = parseArgs({
  options: {
    data: { type: "string" },
    write: { type: "boolean" },
    note: { type: "string" },
  },
});
const dataDir = resolve(values.data ?? join(root, "../shared/data/dev-cases"));
if (!existsSync(join(dataDir, "tatqa-dev.jsonl.gz"))) {
  console.error(`no dev cases in ${dataDir} (expected tatqa-dev.jsonl.gz and wtq-seen.jsonl.gz)`);
  process.exit(2);
}
const { scored, seconds } = scoreAll(root, dataDir);
const when = new Date().toISOString().slice(0, 16).replace("T", " ");
const table = markdownTable(scored);
console.log(table);
console.log(`\neval took ${seconds.toFixed(1)} s`);
if (values.write) {
  const results = join(root, "benchmarks/results");
  writeFileSync(
    join(results, "generalization.json"),
    `${JSON.stringify({ run: when, scored }, null, 2)}\n`,
  );
  const doc = readFileSync(join(root, "benchmarks/generalization/results-template.md"), "utf8")
    .replace("{{when}}", when)
    .replace("{{node}}", process.version)
    .replace("{{seconds}}", seconds.toFixed(1))
    .replace("{{table}}", table);
  writeResults(join(results, "generalization.md"), doc);
  const line = scored
    .filter((s) => !s.part.includes("/"))
    .map((s) => `${s.part}: ${s.rates.map((r) => `${r.category} ${r.rate.toFixed(1)}`).join(", ")}`)
    .join("; ");
  // Its own section of the log, before the TAT-QA table that bench:tatqa appends to.
  const history = join(results, "HISTORY.md");
  const log = readFileSync(history, "utf8");
  const entry = `- ${when} UTC: ${line}${values.note ? ` — ${values.note}` : ""}\n`;
  const at = log.indexOf(TATQA_SECTION);
  writeFileSync(
    history,
    at < 0 ? `${log}\n${entry}` : `${log.slice(0, at)}${entry}\n${log.slice(at)}`,
  );
  console.log("wrote benchmarks/results/generalization.md and generalization.json");
}
