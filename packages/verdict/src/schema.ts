import { z } from "zod";
import { STATUSES } from "./status.js";

// Every schema is built inside a pure function call: a bundle that uses none
// of them (the CLI checking an answer) drops them, and zod with them, which
// is most of the start-up time zod would cost.

/** Schema of a {@link SourcePlace}. */
export const SourcePlaceSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion("type", [
    z
      .object({
        type: z.literal("cell"),
        table: z.number().int().nonnegative(),
        row: z.number().int().nonnegative(),
        column: z.number().int().nonnegative(),
        rowLabel: z.string().optional(),
        columnLabel: z.string().optional(),
      })
      .strict(),
    z
      .object({
        type: z.literal("text"),
        start: z.number().int().nonnegative(),
        end: z.number().int().nonnegative(),
      })
      .strict(),
    z.object({ type: z.literal("field"), field: z.string() }).strict(),
  ]))();

/** Schema of a {@link SourceRef}. */
export const SourceRefSchema = /* @__PURE__ */ (() =>
  z
    .object({
      recordId: z.string(),
      label: z.string(),
      value: z.number(),
      text: z.string().optional(),
      location: z.string(),
      period: z.string().optional(),
      place: SourcePlaceSchema.optional(),
    })
    .strict())();

/** The direction enum, made where it is used (see the note above). */
const direction = () => z.enum(["increase", "decrease"]);

/** Schema of the structured evidence. */
export const EvidenceSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion("type", [
    z.object({ type: z.literal("match"), exact: z.boolean(), source: SourceRefSchema }).strict(),
    z
      .object({
        type: z.literal("derivation"),
        operation: z.string(),
        operands: z.array(SourceRefSchema),
        computed: z.number(),
        formula: z.string(),
        direction: direction().optional(),
        statedDirection: direction().optional(),
        expectedCoincidences: z.number().optional(),
      })
      .strict(),
    z
      .object({ type: z.literal("elsewhere"), source: SourceRefSchema, cited: z.array(z.string()) })
      .strict(),
    z.object({ type: z.literal("citation"), unknown: z.array(z.string()) }).strict(),
    z
      .object({
        type: z.literal("none"),
        reason: z.string(),
        searched: z.array(z.string()),
        nearest: z.array(SourceRefSchema).optional(),
        computed: z.number().optional(),
      })
      .strict(),
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
  ]))();

/** The fields every claim has (a function, so nothing is built at import). */
const claimBase = () => ({
  text: z.string(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  status: z.enum(STATUSES),
  passed: z.boolean(),
  evidence: z.string(),
  details: EvidenceSchema,
  sentence: z.number().int().nonnegative(),
  cited: z.array(z.string()),
});

/** Schema of a figure claim's JSON form. */
export const FigureClaimSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ...claimBase(),
      value: z.number(),
      precision: z.number().positive(),
      kind: z.string().refine((k) => k !== "reference", "a figure's kind is not reference"),
    })
    .strict())();

/** Schema of a reference claim's JSON form. */
export const ReferenceClaimSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ...claimBase(),
      kind: z.literal("reference"),
      reference: z.object({ document: z.string(), section: z.string() }).strict(),
    })
    .strict())();

/** Schema of a claim's JSON form: a figure or a technical reference. */
export const ClaimSchema = /* @__PURE__ */ (() =>
  z.union([FigureClaimSchema, ReferenceClaimSchema]))();

/** Schema of an issue. */
export const IssueSchema = /* @__PURE__ */ (() =>
  z
    .object({
      type: z.literal("unknown_citation"),
      message: z.string(),
      start: z.number().int().nonnegative(),
      end: z.number().int().nonnegative(),
    })
    .strict())();

/**
 * Schema of a report's JSON form (`report.toJSON()`, `crossfoot check --json`).
 *
 * @example
 * ReportJsonSchema.parse(JSON.parse(stdout))
 */
export const ReportJsonSchema = /* @__PURE__ */ (() =>
  z
    .object({
      passed: z.boolean(),
      score: z.number().min(0).max(1),
      counts: z.record(z.enum(STATUSES), z.number().int().nonnegative()),
      claims: z.array(ClaimSchema),
      issues: z.array(IssueSchema),
    })
    .strict())();

/**
 * Schema of a proposed correction (`report.corrections()`, `crossfoot check
 * --fix --json`).
 */
export const CorrectionSchema = /* @__PURE__ */ (() =>
  z
    .object({
      start: z.number().int().nonnegative(),
      end: z.number().int().nonnegative(),
      from: z.string().min(1),
      to: z.string().min(1),
      claim: z.number().int().nonnegative(),
      status: z.enum(STATUSES),
      evidence: z.string(),
      details: EvidenceSchema,
    })
    .strict())();
