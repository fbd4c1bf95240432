import {
  defineMetricPack,
  FINANCIAL_PACK,
  type MetricDefinition,
  type MetricPack,
  metricProblem,
} from "@crossfoot/derive";
import { describeValue, type UnitPack, unitPackProblem } from "@crossfoot/units";
import { z } from "zod";

/**
 * How many chance matches a derivation may expect before it no longer counts
 * as proof. 0.1 was chosen on the TAT-QA benchmark's study part: it keeps the
 * catch rates for value errors and wrong operands above 97% while proving the
 * most correct derived figures (see benchmarks/results/HISTORY.md).
 */
export const DEFAULT_MAX_COINCIDENCE = 0.1;

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
/** The JSON-serialisable options `check` knows (`pack` and `metrics` besides). */
export const KNOWN_OPTIONS = [...BOOLEAN_OPTIONS, "maxCoincidence"];

/**
 * A check option of the wrong type or value: a `TypeError` whose message
 * names the option, what it expects and the value given, thrown by `check`
 * and `new Checker` before any checking starts.
 *
 * @example
 * try {
 *   check(answer, sources, { allowRounding: "no" });
 * } catch (e) {
 *   if (e instanceof InvalidOptionError) e.option; // "allowRounding"
 * }
 */
export class InvalidOptionError extends TypeError {
  /** The option at fault, or undefined when the options as a whole are. */
  readonly option: string | undefined;

  constructor(option: string | undefined, message: string) {
    super(`crossfoot: ${message}`);
    this.name = "InvalidOptionError";
    this.option = option;
  }
}

/** The first problem with the JSON-serialisable options, as [option, message], or undefined. */
function optionProblem(plain: Record<string, unknown>): [string, string] | undefined {
  const unknown = Object.keys(plain).filter((k) => !KNOWN_OPTIONS.includes(k));
  if (unknown.length > 0) {
    return [
      unknown[0] as string,
      `invalid option ${unknown.map((k) => `"${k}"`).join(", ")}: no such option (known options: ${KNOWN_OPTIONS.join(", ")}, pack, metrics)`,
    ];
  }
  for (const name of BOOLEAN_OPTIONS) {
    const value = plain[name];
    if (value !== undefined && typeof value !== "boolean") {
      return [
        name,
        `invalid option "${name}": expected true or false, got ${describeValue(value)}`,
      ];
    }
  }
  const max = plain.maxCoincidence;
  if (max !== undefined && (typeof max !== "number" || !Number.isFinite(max) || max <= 0)) {
    return [
      "maxCoincidence",
      `invalid option "maxCoincidence": expected a finite number above 0, got ${describeValue(max)}`,
    ];
  }
  return undefined;
}

/** The metric pack of the caller's own metrics (validated), or the built-in one. */
function metricPackOf(metrics: unknown): MetricPack {
  if (metrics === undefined) return FINANCIAL_PACK;
  if (!Array.isArray(metrics))
    throw new InvalidOptionError(
      "metrics",
      `invalid option "metrics": expected an array of metrics, got ${describeValue(metrics)}`,
    );
  if (metrics.length === 0) return FINANCIAL_PACK;
  try {
    return defineMetricPack({ name: "options", metrics });
  } catch (e) {
    throw new InvalidOptionError(
      "metrics",
      `invalid option "metrics": ${(e as Error).message.replace(/^defineMetricPack: /, "")}`,
    );
  }
}

/** Packs already found well formed (a pack is frozen, and reused across checks). */
const checkedPacks = new WeakSet<object>();

/** The caller's unit pack, once it is found well formed. */
function packOf(pack: unknown): UnitPack | undefined {
  if (pack === undefined) return undefined;
  if (typeof pack === "object" && pack !== null && checkedPacks.has(pack)) return pack as UnitPack;
  const problem = unitPackProblem(pack);
  if (problem !== undefined) {
    throw new InvalidOptionError("pack", `invalid option "pack": ${problem}`);
  }
  checkedPacks.add(pack as object);
  return pack as UnitPack;
}

/** Fill in defaults, and reject options of the wrong type with a clear error. */
export function resolveOptions(options: CheckOptions = {}): ResolvedOptions {
  if (options === null || typeof options !== "object" || Array.isArray(options)) {
    throw new InvalidOptionError(
      undefined,
      `options must be an object, got ${describeValue(options)}`,
    );
  }
  // The caller's own options only: nothing is read from a prototype, so an
  // inherited value is neither used unchecked nor taken for an option.
  const own: CheckOptions = Object.fromEntries(Object.entries(options));
  const { pack: given, metrics, ...plain } = own;
  const problem = optionProblem(plain);
  if (problem) throw new InvalidOptionError(...problem);
  const pack = packOf(given);
  return {
    requireCitations: own.requireCitations ?? false,
    allowRounding: own.allowRounding ?? true,
    allowDerived: own.allowDerived ?? true,
    checkTableRows: own.checkTableRows ?? true,
    maxCoincidence: own.maxCoincidence ?? DEFAULT_MAX_COINCIDENCE,
    metrics: metricPackOf(metrics),
    ...(pack ? { pack } : {}),
  };
}
