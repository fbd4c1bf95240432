import { createRequire } from "node:module";
import type { GateReason } from "crossfoot";

type Zod = typeof import("zod");
type Crossfoot = typeof import("crossfoot");
type ZodSchema = import("zod").ZodType;

/**
 * The request and response schemas of `crossfoot serve`: the requests are
 * validated with them on the worker threads, and the OpenAPI document is
 * generated from them (serve-openapi.ts).
 */
export interface ServeSchemas {
  readonly z: Zod["z"];
  readonly CheckRequest: ZodSchema;
  readonly GateRequest: ZodSchema;
  readonly EvalCase: ZodSchema;
  readonly Report: ZodSchema;
  readonly GateResponse: ZodSchema;
  readonly EvalResponse: ZodSchema;
  readonly ErrorBody: ZodSchema;
  readonly Status: ZodSchema;
}

/** Why the gate keeps or removes a sentence: every `GateReason` (the types below check the list). */
const GATE_REASONS = [
  "figures_passed",
  "figure_failed",
  "unknown_citation",
  "no_figures",
  "judge_supported",
  "judge_unsupported",
  "judge_unreadable",
  "judge_error",
  "judge_timeout",
] as const satisfies readonly GateReason[];
// A reason added to crossfoot's GateReason and not listed above fails to type-check here.
type UnlistedReason = Exclude<GateReason, (typeof GATE_REASONS)[number]>;
const everyReasonListed: [UnlistedReason] extends [never] ? true : never = true;
void everyReasonListed;

let loaded: ServeSchemas | undefined;

/**
 * The schemas, made on first use. zod and crossfoot's own schemas
 * (`CheckOptionsSchema`, `ReportJsonSchema`) are loaded here from the
 * installed packages rather than bundled into the command: using
 * crossfoot's schemas from the bundle would build them (and zod) at the
 * start of every `crossfoot check`, which is what keeps zod out of the
 * bundle's start-up (see config-schema.ts). A server starts once, so it
 * pays for zod once per worker.
 */
export function serveSchemas(): ServeSchemas {
  if (loaded) return loaded;
  const load = createRequire(import.meta.url);
  const { z } = load("zod") as Zod;
  // No code is made at run time in the server: zod would compile each
  // object schema into a function with `new Function` (from the schema,
  // never from a request), and a request is small next to its check.
  z.config({ jitless: true });
  const { CheckOptionsSchema, ReportJsonSchema } = load("crossfoot") as Crossfoot;

  const sources = z
    .union([z.array(z.unknown()), z.record(z.string(), z.unknown())], {
      error:
        "sources must be an array of strings and records, one record, or a table (an array of rows, or { columns, rows })",
    })
    .describe(
      'The sources: plain strings (ids S1, S2, … by position) and records { "id", "text", "fields", "rows", "table", "unit" }, one record, or a table in any shape crossfoot reads.',
    );
  const answer = z.string().describe("The answer to check.");

  const CheckRequest = z
    .object({
      answer,
      sources,
      options: CheckOptionsSchema.optional().describe("crossfoot's check options."),
    })
    .strict()
    .describe("An answer and its sources.");

  const GateOptions = CheckOptionsSchema.extend({
    keepRatio: z
      .number()
      .min(0)
      .max(1)
      .optional()
      .describe("The least share of sentences kept for the answer to be given (default 0.5)."),
    ratioOf: z
      .enum(["sentences", "figures"])
      .optional()
      .describe("What the kept share counts: every sentence (default) or those with figures."),
  }).strict();
  const GateRequest = z
    .object({ answer, sources, options: GateOptions.optional() })
    .strict()
    .describe(
      "An answer to gate, and its sources. There is no judge: sentences without figures are kept.",
    );

  const claims = ReportJsonSchema.shape.claims;
  const GateVerdict = z
    .object({
      sentence: z.number().int().nonnegative(),
      text: z.string(),
      start: z.number().int().nonnegative(),
      end: z.number().int().nonnegative(),
      kept: z.boolean(),
      reason: z.enum(GATE_REASONS),
      detail: z.string(),
      claims,
    })
    .strict();
  const GateResponse = z
    .object({
      grounded: z.boolean().describe("Whether enough of the answer survived to give it."),
      answer: z.string().describe("The answer without its failing sentences; empty when withheld."),
      removed: z.array(z.string()),
      verdicts: z.array(GateVerdict),
      keepRatio: z.number().min(0).max(1).describe("The share of sentences kept."),
      report: ReportJsonSchema,
    })
    .strict()
    .describe("The outcome of crossfoot's gate(), with the report of the whole answer.");

  const flag = z.boolean().optional();
  const EvalCase = z
    .object({
      id: z.union([z.string(), z.number()]).optional(),
      output: z.string().describe("The answer to check."),
      sources,
      expect: z
        .enum(["pass", "fail"])
        .optional()
        .describe("The outcome it should get (default pass)."),
      options: z
        .object({
          require_citations: flag,
          allow_rounding: flag,
          allow_derived: flag,
          check_table_rows: flag,
        })
        .strict()
        .optional(),
      description: z.unknown().optional(),
      note: z.unknown().optional(),
    })
    .strict()
    .describe(
      "One line of the JSONL body: a case in the format crossfoot eval reads, with its sources inline (sources_file is refused: the server reads no files). A line that is not a valid case is reported as an error case, as crossfoot eval reports it.",
    );
  const EvalClaim = z
    .object({ text: z.string(), status: z.string(), evidence: z.string() })
    .strict();
  const EvalResponse = z
    .object({
      total: z.number().int().nonnegative(),
      correct: z.number().int().nonnegative(),
      errors: z.number().int().nonnegative(),
      accuracy: z.number().min(0).max(1),
      cases: z.array(
        z.union([
          z
            .object({
              id: z.string(),
              expect: z.enum(["pass", "fail"]),
              got: z.enum(["pass", "fail"]),
              claims: z.array(EvalClaim),
            })
            .strict(),
          z
            .object({
              id: z.string(),
              line: z.number().int().positive(),
              got: z.literal("error"),
              error: z.string(),
            })
            .strict(),
        ]),
      ),
    })
    .strict()
    .describe("What crossfoot eval --json prints for the same cases.");

  const ErrorBody = z
    .object({
      error: z.string().describe("What went wrong, in a few words."),
      message: z.string().optional(),
      issues: z
        .array(z.object({ path: z.string(), message: z.string() }).strict())
        .optional()
        .describe("For a request that breaks the schema: each field at fault and why."),
    })
    .strict();
  const Status = z.object({ status: z.string() }).strict();

  loaded = {
    z,
    CheckRequest,
    GateRequest,
    EvalCase,
    Report: ReportJsonSchema,
    GateResponse,
    EvalResponse,
    ErrorBody,
    Status,
  };
  return loaded;
}

/** One problem with a request body: where (`options.maxCoincidence`, `sources[2]`) and what. */
export interface RequestIssue {
  readonly path: string;
  readonly message: string;
}

/**
 * zod's issues as `{ path, message }`, the path written as a reader would
 * (`options.metrics[0].kind`; `(body)` for the body as a whole). An unknown
 * key is reported at the key itself, so a misspelt field is named.
 */
export function requestIssues(
  issues: readonly {
    readonly path: readonly PropertyKey[];
    readonly message: string;
    readonly code?: string;
    readonly keys?: readonly string[];
  }[],
): RequestIssue[] {
  const out: RequestIssue[] = [];
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys" && issue.keys) {
      for (const key of issue.keys) {
        out.push({ path: pathText([...issue.path, key]), message: "unknown field" });
      }
    } else {
      out.push({ path: pathText(issue.path), message: issue.message });
    }
  }
  return out;
}

function pathText(path: readonly PropertyKey[]): string {
  let text = "";
  for (const key of path) {
    if (typeof key === "number") text += `[${key}]`;
    else text += text === "" ? String(key) : `.${String(key)}`;
  }
  return text === "" ? "(body)" : text;
}
