import {
  defineMetricPack,
  FINANCIAL_PACK,
  type MetricDefinition,
  type MetricPack,
  metricProblem,
} from "@crossfoot/derive";
import type { UnitPack } from "@crossfoot/units";
import { z } from "zod";
import { DEFAULT_MAX_COINCIDENCE } from "./derived.js";

/** How strictly `check` judges an answer. */
export interface CheckOptions {
  /** A grounded figure in a sentence that cites nothing fails as `uncited` (default false). */
  readonly requireCitations?: boolean;
  /** Accept roundings of source values at the stated precision (default true; false is strict mode). */
  readonly allowRounding?: boolean;
  /** Accept figures derived from source values (default true). */
  readonly allowDerived?: boolean;
  /** Bind figures to the rows, periods and entities their sentence names (default true). */
  readonly checkTableRows?: boolean;
  /**
   * A derivation proves a figure only while fewer than this many derivations
   * of its form are expected to land on it by chance (default 0.1).
   */
  readonly maxCoincidence?: number;
  /** Scales, currencies and units to read the answer with (default: the base pack). */
  readonly pack?: UnitPack;
  /**
   * Metrics of your own ("sales per store"), tried before the built-in
   * financial metrics when a sentence names them (see `MetricDefinition`
   * in `@crossfoot/derive`).
   */
  readonly metrics?: readonly MetricDefinition[];
}

/** The options with every default filled in. */
export interface ResolvedOptions {
  readonly requireCitations: boolean;
  readonly allowRounding: boolean;
  readonly allowDerived: boolean;
  readonly checkTableRows: boolean;
  readonly maxCoincidence: number;
  readonly pack?: UnitPack;
  /** The metrics a sentence may name: the caller's own, then the built-in ones. */
  readonly metrics: MetricPack;
}

/**
 * Schema of the JSON-serialisable options, for configs and the CLI. Unknown
 * keys are rejected so a misspelt option never passes silently.
 *
 * `check` itself validates with {@link resolveOptions}, which needs no schema
 * library at run time; a test proves the two accept and reject the same
 * options. Built inside a pure function call, so a bundle that never uses the
 * schema drops it (and zod with it): the CLI starts faster without zod.
 */
export const CheckOptionsSchema = /* @__PURE__ */ (() =>
  z
    .object({
      requireCitations: z.boolean().optional(),
      allowRounding: z.boolean().optional(),
      allowDerived: z.boolean().optional(),
      checkTableRows: z.boolean().optional(),
      maxCoincidence: z.number().positive().optional(),
      // A structural schema (so it has a JSON Schema, as MCP clients need),
      // refined by the pack's own validation.
      metrics: z
        .array(
          z
            .object({
              name: z.string(),
              names: z.array(z.string()),
              inputs: z.record(z.string(), z.array(z.string())),
              formulas: z.array(z.string()),
              kind: z.enum(["percent", "ratio", "days", "currency"]),
            })
            .superRefine((m, ctx) => {
              const problem = metricProblem(m as MetricDefinition);
              if (problem !== undefined) ctx.addIssue({ code: "custom", message: problem });
            }),
        )
        .optional(),
    })
    .strict())();

/** The JSON-serialisable options, in the order error messages list them. */
const BOOLEAN_OPTIONS = ["requireCitations", "allowRounding", "allowDerived", "checkTableRows"];
const KNOWN_OPTIONS = [...BOOLEAN_OPTIONS, "maxCoincidence"];

/** A value as an error message names it: `"yes" (a string)`. */
function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return `${JSON.stringify(value.slice(0, 40))} (a string)`;
  if (typeof value === "object") return "an object";
  return `${String(value)} (a ${typeof value})`;
}

/** The first problem with the JSON-serialisable options, or undefined. */
function optionProblem(plain: Record<string, unknown>): string | undefined {
  const unknown = Object.keys(plain).filter((k) => !KNOWN_OPTIONS.includes(k));
  if (unknown.length > 0) {
    return `invalid option ${unknown.map((k) => `"${k}"`).join(", ")}: no such option (known options: ${KNOWN_OPTIONS.join(", ")}, pack, metrics)`;
  }
  for (const name of BOOLEAN_OPTIONS) {
    const value = plain[name];
    if (value !== undefined && typeof value !== "boolean") {
      return `invalid option "${name}": expected true or false, got ${describe(value)}`;
    }
  }
  const max = plain.maxCoincidence;
  if (max !== undefined && (typeof max !== "number" || !Number.isFinite(max) || max <= 0)) {
    return `invalid option "maxCoincidence": expected a finite number above 0, got ${describe(max)}`;
  }
  return undefined;
}

/** The metric pack of the caller's own metrics (validated), or the built-in one. */
function metricPackOf(metrics: unknown): MetricPack {
  if (metrics === undefined) return FINANCIAL_PACK;
  if (!Array.isArray(metrics))
    throw new TypeError(
      `crossfoot: invalid option "metrics": expected an array of metrics, got ${describe(metrics)}`,
    );
  if (metrics.length === 0) return FINANCIAL_PACK;
  try {
    return defineMetricPack({ name: "options", metrics });
  } catch (e) {
    throw new TypeError(
      `crossfoot: invalid option "metrics": ${(e as Error).message.replace(/^defineMetricPack: /, "")}`,
    );
  }
}

/** Fill in defaults, and reject options of the wrong type with a clear error. */
export function resolveOptions(options: CheckOptions = {}): ResolvedOptions {
  if (options === null || typeof options !== "object" || Array.isArray(options)) {
    throw new TypeError(`crossfoot: options must be an object, got ${describe(options)}`);
  }
  const { pack, metrics, ...plain } = options;
  const problem = optionProblem(plain);
  if (problem) throw new TypeError(`crossfoot: ${problem}`);
  return {
    requireCitations: options.requireCitations ?? false,
    allowRounding: options.allowRounding ?? true,
    allowDerived: options.allowDerived ?? true,
    checkTableRows: options.checkTableRows ?? true,
    maxCoincidence: options.maxCoincidence ?? DEFAULT_MAX_COINCIDENCE,
    metrics: metricPackOf(metrics),
    ...(pack ? { pack } : {}),
  };
}
