/**
 * The corpus report as text for a terminal or a log: one head line with the
 * verdict and the counts, then per document its findings, one a line.
 */
import type { CorpusReport, DocumentReport } from "./types.js";

/** Options for {@link summary}. */
export interface SummaryOptions {
  /** The most lines listed per document and per kind of finding (default 20); the rest are counted. */
  readonly limit?: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A share as a percentage with two decimals at most: `1.42%`, `0%`. */
function percent(rate: number): string {
  return `${Number((rate * 100).toFixed(2))}%`;
}

function documentLines(d: DocumentReport, limit: number): string[] {
  const lines: string[] = [];
  if (d.chunks === 0) {
    lines.push(
      `  ${d.document}  no chunk: all ${plural(d.numbers, "number")} of the document are missing`,
    );
    return lines;
  }
  lines.push(
    `  ${d.document}  ${plural(d.chunks, "chunk")} · ${plural(d.numbers, "number")} · ${d.dropped} dropped · ${d.fidelityErrors} fidelity · ${d.bindingErrors} binding · ${d.boundaryCuts} cut`,
  );
  const list = (tag: string, items: readonly string[], total: number) => {
    for (const item of items.slice(0, limit)) lines.push(`    ${tag.padEnd(8)} ${item}`);
    const more = total - Math.min(items.length, limit);
    if (more > 0) lines.push(`    ${"".padEnd(8)} … and ${more} more`);
  };
  // Dropped numbers by table, then those in running text by section.
  const dropped: string[] = [];
  for (const g of d.droppedByTable) {
    dropped.push(`${g.label}: ${g.dropped} of ${g.numbers} numbers: ${g.texts.join(" · ")}`);
  }
  const textDrops = d.droppedNumbers.filter((n) => n.table === undefined);
  const bySection = new Map<string, string[]>();
  for (const n of textDrops) {
    const key = n.section === undefined ? "before any heading" : `section "${n.section}"`;
    const texts = bySection.get(key) ?? [];
    texts.push(n.text);
    bySection.set(key, texts);
  }
  for (const [section, texts] of bySection)
    dropped.push(`${section}, in the text: ${texts.join(" · ")}`);
  list("dropped", dropped, dropped.length);
  list(
    "fidelity",
    d.fidelity.map((f) => `[${f.chunk}] ${f.message}`),
    d.fidelityErrors,
  );
  list(
    "binding",
    d.binding.map((b) => `[${b.chunk}] ${b.message}`),
    d.bindingErrors,
  );
  list(
    "cut",
    d.boundaries.map((b) => `[${b.chunk}] ${b.message}`),
    d.boundaryCuts,
  );
  return lines;
}

/**
 * The report as text: the head line (`PASSED`/`FAILED`, documents, chunks,
 * numbers, the drop rate, errors, boundary cuts, orphans), then each
 * document with a finding and what it found.
 *
 * @example
 * console.log(summary(verifyCorpus(originals, chunks)));
 * // FAILED · 3 documents · 27 chunks · 212 numbers · 3 dropped (1.42%) · 1 fidelity error · 0 binding errors · 4 boundary cuts
 * //   quillfeather-2024  9 chunks · 94 numbers · 3 dropped · 1 fidelity · 0 binding · 2 cut
 * //     dropped  table 1 under "Consolidated Statements of Operations": 3 of 30 numbers: 6,930 · 6,412 · 5,877
 * //     fidelity [quillfeather-2024#3] sign lost: (1,234) in the original is 1,234 in the chunk
 */
export function summary(report: CorpusReport, options: SummaryOptions = {}): string {
  const limit = options.limit ?? 20;
  const t = report.totals;
  const head = [
    report.passed ? "PASSED" : "FAILED",
    plural(t.documents, "document"),
    plural(t.chunks, "chunk"),
    plural(t.numbers, "number"),
    `${t.dropped} dropped (${percent(t.dropRate)})`,
    plural(t.fidelityErrors, "fidelity error"),
    plural(t.bindingErrors, "binding error"),
    plural(t.boundaryCuts, "boundary cut"),
  ];
  if (t.orphanChunks > 0) head.push(plural(t.orphanChunks, "orphan chunk"));
  if (t.unchunkedDocuments > 0)
    head.push(plural(t.unchunkedDocuments, "document without chunks", "documents without chunks"));
  const lines = [head.join(" · ")];
  for (const d of report.documents) {
    if (d.dropped + d.fidelityErrors + d.bindingErrors + d.boundaryCuts === 0 && d.chunks > 0)
      continue;
    lines.push(...documentLines(d, limit));
  }
  for (const c of report.orphans.chunks.slice(0, limit)) {
    lines.push(
      `  orphan   chunk ${c.id} names document ${c.document}, which is not among the originals`,
    );
  }
  if (report.orphans.chunks.length > limit)
    lines.push(`  orphan   … and ${report.orphans.chunks.length - limit} more chunks`);
  const limits = `thresholds: drop rate ≤ ${percent(report.thresholds.maxDropRate)}, errors ≤ ${report.thresholds.maxErrors}`;
  if (!report.passed) lines.push(limits);
  return `${lines.join("\n")}\n`;
}
