/**
 * A fingerprint of what this build reads and decides, for speed work that
 * must change nothing: one line per input with a hash of the output, so two
 * builds can be compared with `diff.ts`.
 *
 *   pnpm build && pnpm bench benchmarks/identity/dump.ts ../shared/data/tatqa/tatqa_dataset_dev.json --out /tmp/now.tsv
 *   (in a checkout of the baseline, built) pnpm bench benchmarks/identity/dump.ts DATA --out /tmp/base.tsv
 *   pnpm bench benchmarks/identity/diff.ts /tmp/base.tsv /tmp/now.tsv
 *
 * Inputs:
 * - `extract`, `splitSentences`, `findCitations` and `findReferences` of every
 *   TAT-QA text (paragraphs, questions, table cells and table rows joined as a
 *   line), and of every sentence the TAT-QA benchmark and the eval benchmark
 *   generate;
 * - the full `check()` report (JSON) of every TAT-QA benchmark case against its
 *   context's sources, and of 5,000 realistic eval-benchmark cases; and the
 *   report of each of those answers checked a second time by the same Checker
 *   (the warm path, whose caches must not change a verdict).
 *
 * Each line is `id <tab> part <tab> hash`. Held-out inputs are marked
 * `held-out`: `diff.ts` counts their differences but never prints them, so
 * the held-out part stays unread case by case. Nothing is written into the
 * repository.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extract, findCitations, findReferences, splitSentences } from "@crossfoot/extract";
import { Checker } from "crossfoot";
import { writeCases } from "../speed/eval-cases.js";
import { casesFor } from "../tatqa/cases.js";
import { isHeldOut, loadTatqa } from "../tatqa/dataset.js";

const args = process.argv.slice(2);
const outAt = args.indexOf("--out");
const out = outAt >= 0 ? args[outAt + 1] : undefined;
const dataPath = args.find((a, i) => !a.startsWith("--") && args[i - 1] !== "--out");
if (!dataPath || !out) {
  console.error("usage: pnpm bench benchmarks/identity/dump.ts TATQA.json --out FILE.tsv");
  process.exit(2);
}

const hash = (value: unknown): string =>
  createHash("sha1")
    .update(JSON.stringify(value) ?? "undefined")
    .digest("hex")
    .slice(0, 16);

const lines: string[] = [];
const emit = (id: string, part: string, value: unknown) =>
  lines.push(`${id}\t${part}\t${hash(value)}`);

/** Every reading of one text the extract package offers, as one value. */
function readText(text: string): unknown {
  try {
    return {
      mentions: extract(text),
      sentences: splitSentences(text),
      citations: findCitations(text),
      references: findReferences(text),
    };
  } catch (error) {
    return { threw: String(error) };
  }
}

/** A report as JSON, or the error it threw. */
function reportOf(checker: Checker, output: string): unknown {
  try {
    return checker.check(output).toJSON();
  } catch (error) {
    return { threw: String(error) };
  }
}

const started = performance.now();
const contexts = loadTatqa(dataPath);
let texts = 0;
let reports = 0;
for (const ctx of contexts) {
  const part = isHeldOut(ctx) ? "held-out" : "study";
  const uid = ctx.table.uid;
  ctx.paragraphs.forEach((p, k) => {
    emit(`tatqa:${uid}:p${k}`, part, readText(p.text));
    texts++;
  });
  ctx.table.table.forEach((row, r) => {
    emit(`tatqa:${uid}:row${r}`, part, readText(row.join(" | ")));
    row.forEach((cell, c) => emit(`tatqa:${uid}:cell${r}.${c}`, part, readText(cell)));
    texts += 1 + row.length;
  });
  const text = [...ctx.paragraphs]
    .sort((a, b) => a.order - b.order)
    .map((p) => p.text)
    .join("\n\n");
  const checker = new Checker([{ id: "R1", table: ctx.table.table, text }]);
  for (const q of ctx.questions) {
    emit(`tatqa:${uid}:q:${q.uid}`, part, readText(q.question));
    texts++;
    for (const c of casesFor(ctx, q, part)) {
      emit(`tatqa-case:${c.id}:text`, part, readText(c.output));
      emit(`tatqa-case:${c.id}:check`, part, reportOf(checker, c.output));
      texts++;
      reports++;
    }
  }
  // The warm path: the same Checker, every case again.
  for (const q of ctx.questions) {
    for (const c of casesFor(ctx, q, part)) {
      emit(`tatqa-case:${c.id}:again`, part, reportOf(checker, c.output));
      reports++;
    }
  }
}

// Realistic eval-benchmark cases (generated, seeded): each its own new Checker.
const dir = mkdtempSync(join(tmpdir(), "crossfoot-identity-"));
try {
  const file = await writeCases(dir, 5_000);
  const shared = new Map<string, unknown>();
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line) continue;
    const c = JSON.parse(line) as {
      id: string;
      output: string;
      sources?: unknown;
      sources_file?: string;
    };
    let sources = c.sources;
    if (c.sources_file) {
      const path = join(dir, c.sources_file);
      if (!shared.has(path)) shared.set(path, JSON.parse(readFileSync(path, "utf8")));
      sources = shared.get(path);
    }
    emit(`eval-case:${c.id}:text`, "generated", readText(c.output));
    const checker = new Checker(sources);
    emit(`eval-case:${c.id}:check`, "generated", reportOf(checker, c.output));
    emit(`eval-case:${c.id}:again`, "generated", reportOf(checker, c.output));
    texts++;
    reports += 2;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

writeFileSync(out, `${lines.join("\n")}\n`);
console.log(
  `${lines.length} fingerprints (${texts} texts read, ${reports} reports) written to ${out} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
