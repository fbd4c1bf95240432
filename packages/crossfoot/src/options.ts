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
}

/** The options with every default filled in. */
export interface ResolvedOptions {
  readonly requireCitations: boolean;
  readonly allowRounding: boolean;
  readonly allowDerived: boolean;
  readonly checkTableRows: boolean;
  readonly maxCoincidence: number;
  readonly pack?: UnitPack;
}

/**
 * Schema of the JSON-serialisable options, for configs and the CLI. Unknown
 * keys are rejected so a misspelt option never passes silently.
 */
export const CheckOptionsSchema = z
  .object({
    requireCitations: z.boolean().optional(),
    allowRounding: z.boolean().optional(),
    allowDerived: z.boolean().optional(),
    checkTableRows: z.boolean().optional(),
    maxCoincidence: z.number().positive().optional(),
  })
  .strict();

/** Fill in defaults, and reject options of the wrong type with a clear error. */
export function resolveOptions(options: CheckOptions = {}): ResolvedOptions {
  const { pack, ...plain } = options;
  const parsed = CheckOptionsSchema.safeParse(plain);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    // An unknown key is reported on the object itself (empty path): name the key.
    const keys = first?.code === "unrecognized_keys" ? first.keys : [];
    if (keys.length > 0) {
      const known = Object.keys(CheckOptionsSchema.shape).join(", ");
      throw new TypeError(
        `crossfoot: invalid option ${keys.map((k) => `"${k}"`).join(", ")}: no such option (known options: ${known}, pack)`,
      );
    }
    const name = first?.path.join(".") ?? "";
    throw new TypeError(
      `crossfoot: invalid option "${name}": ${first?.message ?? "invalid value"}`,
    );
  }
  return {
    requireCitations: options.requireCitations ?? false,
    allowRounding: options.allowRounding ?? true,
    allowDerived: options.allowDerived ?? true,
    checkTableRows: options.checkTableRows ?? true,
    maxCoincidence: options.maxCoincidence ?? DEFAULT_MAX_COINCIDENCE,
    ...(pack ? { pack } : {}),
  };
}
