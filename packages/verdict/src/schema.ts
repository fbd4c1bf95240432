import { z } from "zod";
import { STATUSES } from "./status.js";

/** Schema of a {@link SourceRef}. */
export const SourceRefSchema = z
  .object({
    recordId: z.string(),
    label: z.string(),
    value: z.number(),
    text: z.string().optional(),
    location: z.string(),
    period: z.string().optional(),
  })
  .strict();

const DirectionSchema = z.enum(["increase", "decrease"]);

/** Schema of the structured evidence. */
export const EvidenceSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("match"), exact: z.boolean(), source: SourceRefSchema }).strict(),
  z
    .object({
      type: z.literal("derivation"),
      operation: z.string(),
      operands: z.array(SourceRefSchema),
      computed: z.number(),
      formula: z.string(),
      direction: DirectionSchema.optional(),
      statedDirection: DirectionSchema.optional(),
      expectedCoincidences: z.number().optional(),
    })
    .strict(),
  z
    .object({ type: z.literal("elsewhere"), source: SourceRefSchema, cited: z.array(z.string()) })
    .strict(),
  z.object({ type: z.literal("citation"), unknown: z.array(z.string()) }).strict(),
  z.object({ type: z.literal("none"), reason: z.string(), searched: z.array(z.string()) }).strict(),
  z
    .object({
      type: z.literal("reference"),
      found: z.boolean(),
      citations: z.array(
        z
          .object({
            recordId: z.string(),
            text: z.string(),
            section: z.string(),
            location: z.string(),
          })
          .strict(),
      ),
    })
    .strict(),
]);

const claimBase = {
  text: z.string(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  status: z.enum(STATUSES),
  passed: z.boolean(),
  evidence: z.string(),
  details: EvidenceSchema,
  sentence: z.number().int().nonnegative(),
  cited: z.array(z.string()),
};

/** Schema of a figure claim's JSON form. */
export const FigureClaimSchema = z
  .object({
    ...claimBase,
    value: z.number(),
    precision: z.number().positive(),
    kind: z.string().refine((k) => k !== "reference", "a figure's kind is not reference"),
  })
  .strict();

/** Schema of a reference claim's JSON form. */
export const ReferenceClaimSchema = z
  .object({
    ...claimBase,
    kind: z.literal("reference"),
    reference: z.object({ document: z.string(), section: z.string() }).strict(),
  })
  .strict();

/** Schema of a claim's JSON form: a figure or a technical reference. */
export const ClaimSchema = z.union([FigureClaimSchema, ReferenceClaimSchema]);

/** Schema of an issue. */
export const IssueSchema = z
  .object({
    type: z.literal("unknown_citation"),
    message: z.string(),
    start: z.number().int().nonnegative(),
    end: z.number().int().nonnegative(),
  })
  .strict();

/**
 * Schema of a report's JSON form (`report.toJSON()`, `crossfoot check --json`).
 *
 * @example
 * ReportJsonSchema.parse(JSON.parse(stdout))
 */
export const ReportJsonSchema = z
  .object({
    passed: z.boolean(),
    score: z.number().min(0).max(1),
    counts: z.record(z.enum(STATUSES), z.number().int().nonnegative()),
    claims: z.array(ClaimSchema),
    issues: z.array(IssueSchema),
  })
  .strict();
