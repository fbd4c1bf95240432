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
      return [name, `invalid option "${name}": expected true or false, got ${describe(value)}`];
    }
  }
  const max = plain.maxCoincidence;
  if (max !== undefined && (typeof max !== "number" || !Number.isFinite(max) || max <= 0)) {
    return [
      "maxCoincidence",
      `invalid option "maxCoincidence": expected a finite number above 0, got ${describe(max)}`,
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
      `invalid option "metrics": expected an array of metrics, got ${describe(metrics)}`,
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

/** What each field of a pack's entries must be: a check and the words for it. */
type FieldRule = readonly [string, (v: unknown) => boolean, string, "optional"?];
const nonEmptyString = (v: unknown) => typeof v === "string" && v.length > 0;
const isBoolean = (v: unknown) => typeof v === "boolean";
const finite = (v: unknown) => typeof v === "number" && Number.isFinite(v);
const stringList = (v: unknown) => Array.isArray(v) && v.every(nonEmptyString);
const NON_EMPTY = "a non-empty string";
const WORDS = "an array of non-empty strings";
const PACK_LISTS: readonly [string, readonly FieldRule[]][] = [
  [
    "scales",
    [
      ["word", nonEmptyString, NON_EMPTY],
      ["exponent", (v) => Number.isInteger(v), "a whole number"],
      ["name", nonEmptyString, NON_EMPTY],
      ["attachedOnly", isBoolean, "true or false", "optional"],
      ["caseSensitive", isBoolean, "true or false", "optional"],
    ],
  ],
  [
    "currencies",
    [
      ["code", nonEmptyString, NON_EMPTY],
      ["symbols", stringList, WORDS],
      ["dollar", isBoolean, "true or false", "optional"],
      ["names", stringList, WORDS, "optional"],
    ],
  ],
  [
    "units",
    [
      ["symbol", nonEmptyString, NON_EMPTY],
      ["aliases", stringList, WORDS],
      ["dimension", nonEmptyString, NON_EMPTY],
      ["factor", (v) => finite(v) && v !== 0, "a finite number other than 0"],
      ["offset", finite, "a finite number", "optional"],
    ],
  ],
];

/** The first problem with a unit pack, or undefined when it is well formed. */
function packProblem(pack: unknown): string | undefined {
  if (pack === null || typeof pack !== "object" || Array.isArray(pack)) {
    return `expected a unit pack from defineUnitPack ({ name, scales, currencies, units }), got ${describe(pack)}`;
  }
  const record = pack as Record<string, unknown>;
  if (!nonEmptyString(record.name)) {
    return `"name" must be a non-empty string, got ${describe(record.name)}`;
  }
  for (const [list, rules] of PACK_LISTS) {
    const entries = record[list];
    if (!Array.isArray(entries)) return `"${list}" must be an array, got ${describe(entries)}`;
    for (let i = 0; i < entries.length; i++) {
      const entry: unknown = entries[i];
      if (entry === null || typeof entry !== "object" || Array.isArray(entry)) {
        return `${list}[${i}] must be an object, got ${describe(entry)}`;
      }
      for (const [field, ok, expected, optional] of rules) {
        const value = (entry as Record<string, unknown>)[field];
        if (value === undefined && optional) continue;
        if (!ok(value)) return `${list}[${i}].${field} must be ${expected}, got ${describe(value)}`;
      }
    }
  }
  return undefined;
}

/** The caller's unit pack, once it is found well formed. */
function packOf(pack: unknown): UnitPack | undefined {
  if (pack === undefined) return undefined;
  if (typeof pack === "object" && pack !== null && checkedPacks.has(pack)) return pack as UnitPack;
  const problem = packProblem(pack);
  if (problem !== undefined) {
    throw new InvalidOptionError("pack", `invalid option "pack": ${problem}`);
  }
  checkedPacks.add(pack as object);
  return pack as UnitPack;
}

/** Fill in defaults, and reject options of the wrong type with a clear error. */
export function resolveOptions(options: CheckOptions = {}): ResolvedOptions {
  if (options === null || typeof options !== "object" || Array.isArray(options)) {
    throw new InvalidOptionError(undefined, `options must be an object, got ${describe(options)}`);
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
