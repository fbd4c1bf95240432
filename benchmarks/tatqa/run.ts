/**
 * The TAT-QA accuracy benchmark: labelled sentences generated from the
 * TAT-QA dev split's real annual-report tables, run through `crossfoot eval`.
 *
 *   pnpm bench:tatqa ../shared/data/tatqa/tatqa_dataset_dev.json [--review-out FILE] [--note TEXT]
 *   pnpm bench:tatqa ../shared/data/tatqa/tatqa_dataset_dev.json --sweep-copied --no-history [--review-out FILE]
 *
 * --sweep-copied checks one clean copied sentence per numeric cell of every
 * study table, and two swaps per cell (see sweep.ts); it records nothing.
 * --probe-copied checks copied figures as answer spans, derivation operands
 * and paragraph figures write them (see probe.ts); it records nothing.
 *
 * Writes benchmarks/results/tatqa.md (figures only, no dataset text) and
 * appends a row to benchmarks/results/HISTORY.md. The review sample holds
 * dataset text, so it goes to a git-ignored path.
 */
import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { writeResults } from "../write-results.js";
import { type BenchCase, CLEAN, casesFor, INJECTED, SWAP_KIND_NAMES, SWAP_KINDS } from "./cases.js";
import { copiedDiagnosis } from "./copied-diagnosis.js";
import { isHeldOut, loadTatqa, type TatqaContext } from "./dataset.js";
import { caseLine, passes, pct, runEval, writeContextSources } from "./eval.js";
import { runProbes } from "./probe-report.js";
import { runSweep } from "./sweep-report.js";

const root = resolve(dirname(new URL(import.meta.url).pathname), "../..");
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    "review-out": { type: "string" },
    note: { type: "string" },
    "no-history": { type: "boolean" },
    "sweep-copied": { type: "boolean" },
    "probe-copied": { type: "boolean" },
  },
});
const dataPath = positionals[0];
if (!dataPath) {
  console.error(
    "usage: pnpm bench:tatqa PATH/TO/tatqa_dataset_dev.json [--review-out FILE] [--note TEXT]",
  );
  process.exit(2);
}
const contexts = loadTatqa(dataPath);
const cacheDir = join(root, ".cache/tatqa");
mkdirSync(join(cacheDir, "sources"), { recursive: true });
// The study-part sweep of copied figures: its own report, nothing recorded.
if (values["sweep-copied"]) {
  runSweep(root, cacheDir, contexts, values["review-out"]);
  process.exit(0);
}
// The study-part probes of copied figures (see probe.ts): nothing recorded.
if (values["probe-copied"]) {
  runProbes(root, cacheDir, contexts, values["review-out"]);
  process.exit(0);
}

interface Row extends BenchCase {
  readonly part: "study" | "held-out";
}
const rows: Row[] = [];
const lines: string[] = [];
const contextOf = new Map<string, TatqaContext>();
for (const ctx of contexts) {
  const part = isHeldOut(ctx) ? "held-out" : "study";
  writeContextSources(cacheDir, ctx);
  for (const q of ctx.questions) {
    for (const c of casesFor(ctx, q, part)) {
      rows.push({ ...c, part });
      contextOf.set(c.id, ctx);
      lines.push(caseLine(c, ctx));
    }
  }
}
const casesFile = join(cacheDir, "cases.jsonl");
writeFileSync(casesFile, `${lines.join("\n")}\n`);

const { results, seconds } = runEval(root, casesFile);
const got = new Map(results.map((c) => [c.id, c]));

function table(part: Row["part"] | "all"): string {
  const mine = rows.filter((r) => part === "all" || r.part === part);
  const out = [
    "| category | clean sentences: false alarms | | injected errors: caught | caught when the clean sentence passed |",
    "|---|---:|---|---:|---:|",
  ];
  for (const cat of CLEAN) {
    const cs = mine.filter((r) => r.category === cat);
    const failed = cs.filter((r) => got.get(r.id)?.got === "fail").length;
    out.push(`| ${cat} | ${pct(failed, cs.length)} | | | |`);
  }
  for (const cat of INJECTED) {
    const cs = mine.filter((r) => r.category === cat);
    const caught = cs.filter((r) => got.get(r.id)?.got === "fail").length;
    const conditional = cs.filter((r) => r.cleanId && got.get(r.cleanId)?.got === "pass");
    const caughtConditional = conditional.filter((r) => got.get(r.id)?.got === "fail").length;
    out.push(
      `| ${cat} | | | ${pct(caught, cs.length)} | ${pct(caughtConditional, conditional.length)} |`,
    );
    if (cat !== "swap") continue;
    for (const kind of SWAP_KINDS) {
      const ks = cs.filter((r) => r.swapKind === kind);
      const kc = ks.filter((r) => got.get(r.id)?.got === "fail").length;
      const kcond = ks.filter((r) => r.cleanId && got.get(r.cleanId)?.got === "pass");
      const kcc = kcond.filter((r) => got.get(r.id)?.got === "fail").length;
      out.push(
        `| swap: ${SWAP_KIND_NAMES[kind]} | | | ${pct(kc, ks.length)} | ${pct(kcc, kcond.length)} |`,
      );
    }
  }
  return out.join("\n");
}

/**
 * Why clean sentences failed, counted by the status of each failing claim: an
 * aggregate a reviewer can read for both parts (no sentence is shown, so the
 * held-out part stays unstudied case by case).
 */
function falseAlarmStatuses(part: Row["part"]): string {
  const out = ["| category | failing claims by status |", "|---|---|"];
  for (const cat of CLEAN) {
    const counts = new Map<string, number>();
    for (const r of rows) {
      if (r.part !== part || r.category !== cat || got.get(r.id)?.got !== "fail") continue;
      for (const c of got.get(r.id)?.claims ?? []) {
        if (passes(c.status)) continue;
        counts.set(c.status, (counts.get(c.status) ?? 0) + 1);
      }
    }
    const list = [...counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([s, n]) => `${s} ${n}`)
      .join(", ");
    out.push(`| ${cat} | ${list || "—"} |`);
  }
  return out.join("\n");
}

/**
 * Copied false alarms by class: where TAT-QA says the span comes from, how
 * the figure is written (percent, currency, scale word, sign, decimals), and
 * whether the failing claim is the answer's figure or another number of the
 * sentence (one in the question's phrase). Counts only, for both parts.
 */
function copiedClasses(part: Row["part"]): string {
  const counts = new Map<string, number>();
  for (const r of rows) {
    if (r.part !== part || r.category !== "copied" || got.get(r.id)?.got !== "fail") continue;
    const figure = r.output.slice(r.output.lastIndexOf(" is ") + 4, r.output.lastIndexOf(" ["));
    const shape = [
      figure.includes("%") ? "percent" : "",
      figure.includes("$") ? "currency" : "",
      /thousand|million|billion/.test(figure) ? "scale word" : "",
      figure.startsWith("-") ? "negative" : "",
      figure.includes(".") ? "decimals" : "",
    ]
      .filter(Boolean)
      .join(" ");
    for (const c of got.get(r.id)?.claims ?? []) {
      if (passes(c.status)) continue;
      const which = c.text === figure ? "the answer figure" : "another number";
      const key = `${r.answerFrom ?? "?"} | ${shape || "plain"} | ${which} | ${c.status}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const out = ["| from | written | failing claim | status | count |", "|---|---|---|---|---:|"];
  for (const [key, n] of [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])))
    out.push(`| ${key} | ${n} |`);
  return out.join("\n");
}

/** Where each copied false alarm's figure sits in its sources (see copied-diagnosis.ts): counts only. */
function copiedWhere(part: Row["part"]): string {
  const failing = rows
    .filter((r) => r.part === part && r.category === "copied" && got.get(r.id)?.got === "fail")
    .map((r) => ({
      output: r.output,
      ctx: contextOf.get(r.id) as TatqaContext,
      failing: (got.get(r.id)?.claims ?? []).filter((c) => !passes(c.status)),
    }));
  return copiedDiagnosis(failing);
}

const command = `pnpm bench:tatqa ${dataPath}`;
const date = new Date().toISOString().slice(0, 16).replace("T", " ");
const summary = [
  "# TAT-QA accuracy benchmark",
  "",
  `Run ${date} UTC on the TAT-QA dev split (${contexts.length} contexts; ${rows.length} generated sentences; eval took ${seconds.toFixed(1)} s).`,
  "The held-out part (contexts whose table uid ends in 0-3) is scored, never studied case by case (its tables below are aggregate counts). Only figures are written here; the dataset's text stays out of the repository.",
  "",
  `Command: \`${command}\``,
  values.note ? `\nNote: ${values.note}\n` : "",
  "## Study part",
  "",
  table("study"),
  "",
  "## Held-out part",
  "",
  table("held-out"),
  "",
  "## False alarms by status",
  "",
  "Study part:",
  "",
  falseAlarmStatuses("study"),
  "",
  "Held-out part:",
  "",
  falseAlarmStatuses("held-out"),
  "",
  "## Copied false alarms by class",
  "",
  "Study part:",
  "",
  copiedClasses("study"),
  "",
  "Held-out part:",
  "",
  copiedClasses("held-out"),
  "",
  "## Copied false alarms: where the figure sits",
  "",
  "Study part:",
  "",
  copiedWhere("study"),
  "",
  "Held-out part:",
  "",
  copiedWhere("held-out"),
  "",
].join("\n");
// Exploratory runs (--no-history) leave the recorded results alone.
if (!values["no-history"]) {
  mkdirSync(join(root, "benchmarks/results"), { recursive: true });
  writeResults(join(root, "benchmarks/results/tatqa.md"), summary);
}
console.log(summary);

// One row per run in HISTORY.md: the headline rates of both parts.
const rate = (part: Row["part"], cats: readonly string[], wantFail: boolean) => {
  const cs = rows.filter((r) => r.part === part && cats.includes(r.category));
  const hit = cs.filter((r) => (got.get(r.id)?.got === "fail") === wantFail).length;
  return cs.length ? `${((100 * hit) / cs.length).toFixed(1)}%` : "—";
};
const history = join(root, "benchmarks/results/HISTORY.md");
if (!values["no-history"]) {
  if (!existsSync(history)) {
    writeFileSync(
      history,
      "# Benchmark history\n\nOne row per run of `pnpm bench:tatqa`. False alarms: clean sentences that fail. Caught: injected errors that fail. Study / held-out.\n\n| date (UTC) | commit | false alarms: copied | derived | calculation | direction | caught: value | scale | direction | swap | calc result | calc operand | note |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|\n",
    );
  }
  const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], {
    cwd: root,
    encoding: "utf8",
  }).stdout.trim();
  const both = (cats: readonly string[], wantFail: boolean) =>
    `${rate("study", cats, wantFail)} / ${rate("held-out", cats, wantFail)}`;
  const cells = [...CLEAN.map((c) => both([c], true)), ...INJECTED.map((c) => both([c], true))];
  appendFileSync(
    history,
    `| ${date} | ${commit} | ${cells.join(" | ")} | ${values.note ?? ""} |\n`,
  );
}

// The recorded results as the linter formats Markdown, so committing them keeps CI green.
if (!values["no-history"]) {
  spawnSync(
    join(root, "node_modules/.bin/biome"),
    ["format", "--write", join(root, "benchmarks/results/tatqa.md"), history],
    { cwd: root, stdio: "ignore" },
  );
}

// A seeded sample of flagged sentences for hand-checking (dataset text: git-ignored path only).
if (values["review-out"]) {
  const flagged = rows.filter((r) => got.get(r.id)?.got === "fail");
  const pick = flagged.filter((_, i) => (i * 2654435761) % 97 < 10).slice(0, 200);
  const esc = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const csv = ["id,category,expect,sentence,claims,verdict"];
  for (const r of pick) {
    const claims =
      got
        .get(r.id)
        ?.claims.map((c) => `[${c.status}] ${c.text} - ${c.evidence}`)
        .join(" | ") ?? "";
    csv.push([r.id, r.category, r.expect, esc(r.output), esc(claims), ""].join(","));
  }
  writeFileSync(resolve(values["review-out"]), `${csv.join("\n")}\n`);
  console.log(`review sample: ${pick.length} flagged sentences written to ${values["review-out"]}`);
}
