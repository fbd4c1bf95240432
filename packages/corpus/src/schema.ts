/**
 * The zod schema of a {@link CorpusReport}: what `verifyCorpus` returns and
 * `crossfoot corpus verify --json` prints. Unknown keys are refused.
 */
import { z } from "zod";
import type { CorpusReport } from "./types.js";

/**
 * Built on first use (`/* @__PURE__ *\/` below), so a bundle that never
 * validates a report carries no zod.
 */
function buildSchema() {
  const count = z.number().int().nonnegative();
  const rate = z.number().min(0).max(1);
  const numberRef = z.strictObject({
    text: z.string(),
    value: z.number(),
    scaledValue: z.number().optional(),
    unitHeader: z.string().optional(),
    kind: z.string(),
    currency: z.string().optional(),
    rowLabel: z.string().optional(),
    columnLabel: z.string().optional(),
    period: z.string().optional(),
    table: count.optional(),
    section: z.string().optional(),
    start: count.optional(),
    end: count.optional(),
  });
  const fidelity = z.strictObject({
    document: z.string(),
    chunk: z.string(),
    number: numberRef,
    original: numberRef.optional(),
    differs: z.array(z.enum(["digits", "sign", "scale", "unit", "absent"])).min(1),
    message: z.string().min(1),
  });
  const binding = z.strictObject({
    document: z.string(),
    chunk: z.string(),
    number: numberRef,
    original: numberRef,
    differs: z.array(z.enum(["row", "column"])).min(1),
    message: z.string().min(1),
  });
  const boundary = z.strictObject({
    kind: z.enum(["number", "statement"]),
    document: z.string(),
    chunk: z.string(),
    at: z.enum(["start", "end"]).optional(),
    text: z.string().optional(),
    original: numberRef.optional(),
    count: count.optional(),
    unitHeader: z.string().optional(),
    message: z.string().min(1),
  });
  const group = z.strictObject({
    table: count.optional(),
    section: z.string().optional(),
    unitHeader: z.string().optional(),
    label: z.string(),
    numbers: count,
    dropped: count,
    texts: z.array(z.string()),
  });
  const document = z.strictObject({
    document: z.string(),
    chunks: count,
    verbatimChunks: count,
    editedChunks: count,
    numbers: count,
    covered: count,
    altered: count,
    cut: count,
    dropped: count,
    dropRate: rate,
    droppedNumbers: z.array(numberRef),
    droppedByTable: z.array(group),
    droppedBySection: z.array(group),
    fidelityErrors: count,
    fidelity: z.array(fidelity),
    bindingErrors: count,
    binding: z.array(binding),
    boundaryCuts: count,
    boundaries: z.array(boundary),
    truncated: z.boolean(),
  });
  return z.strictObject({
    passed: z.boolean(),
    thresholds: z.strictObject({ maxDropRate: rate, maxErrors: count }),
    totals: z.strictObject({
      documents: count,
      chunks: count,
      numbers: count,
      covered: count,
      altered: count,
      cut: count,
      dropped: count,
      dropRate: rate,
      fidelityErrors: count,
      bindingErrors: count,
      errors: count,
      boundaryCuts: count,
      orphanChunks: count,
      unchunkedDocuments: count,
    }),
    documents: z.array(document),
    orphans: z.strictObject({
      chunks: z.array(z.strictObject({ id: z.string(), document: z.string() })),
      documents: z.array(z.string()),
    }),
  });
}

/**
 * The schema of the report: `CorpusReportSchema.parse(JSON.parse(json))`
 * checks a stored report (unknown keys are refused everywhere).
 *
 * @example
 * import { CorpusReportSchema, verifyCorpus } from "@crossfoot/corpus";
 * CorpusReportSchema.parse(verifyCorpus(originals, chunks)); // returns the report, or throws a ZodError
 */
export const CorpusReportSchema: z.ZodType<CorpusReport> = /* @__PURE__ */ buildSchema();
