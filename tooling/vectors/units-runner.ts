import { type LoadVectorOptions, loadVectorFiles } from "./load.js";
import { registerVectors } from "./register.js";
import type { VectorCase } from "./types.js";

/** One case of the `units` suite: a conversion or a compatibility question. */
export interface UnitsCase extends VectorCase {
  readonly convert?: { readonly value: string; readonly from: string; readonly to: string };
  readonly compatible?: { readonly a: string; readonly b: string };
  readonly expect: string | boolean | { readonly error: string };
}

/** The functions under test for the `units` suite (from `@crossfoot/units`). */
export interface UnitsFunctions {
  readonly convert: (value: number, from: string, to: string) => number;
  readonly compatible: (a: string, b: string) => boolean;
}

const TOLERANCE = 1e-12;

/** Run one case; the list of mismatches is empty when it matches. */
export function compareUnitsCase(fns: UnitsFunctions, c: UnitsCase): string[] {
  if (c.compatible) {
    const got = fns.compatible(c.compatible.a, c.compatible.b);
    return got === c.expect ? [] : [`compatible: expected ${c.expect}, got ${got}`];
  }
  const conv = c.convert;
  if (!conv) return ["case has neither convert nor compatible"];
  let got: number;
  try {
    got = fns.convert(Number(conv.value), conv.from, conv.to);
  } catch (error) {
    const name = (error as Error).name;
    if (typeof c.expect === "object" && c.expect.error === name) return [];
    return [
      `convert: expected ${JSON.stringify(c.expect)}, threw ${name}: ${(error as Error).message}`,
    ];
  }
  if (typeof c.expect !== "string")
    return [`convert: expected ${JSON.stringify(c.expect)}, got ${got}`];
  const want = Number(c.expect);
  const ok =
    want === got || Math.abs(want - got) <= TOLERANCE * Math.max(Math.abs(want), Math.abs(got));
  return ok ? [] : [`convert: expected ${c.expect}, got ${got}`];
}

/**
 * Register one vitest test per case of `conformance-vectors/units/`.
 * Conversions compare within a relative 1e-12; an `{ error }` expectation
 * names the error class the conversion must throw. Pending cases behave as
 * in the other runners.
 *
 * @example
 * import { runUnitsVectors } from "@crossfoot/tooling/vectors";
 * import { compatible, convert } from "../src/index.js";
 *
 * runUnitsVectors({ convert: (v, a, b) => convert(v, a, b), compatible: (a, b) => compatible(a, b) });
 */
export function runUnitsVectors(fns: UnitsFunctions, options: LoadVectorOptions = {}): void {
  const files = loadVectorFiles("units", options) as unknown as {
    feature: string;
    cases: readonly UnitsCase[];
  }[];
  registerVectors("units", files, (c) => {
    const mismatches = compareUnitsCase(fns, c);
    return mismatches.length === 0
      ? undefined
      : `vector ${c.id}: ${c.description}\n  - ${mismatches.join("\n  - ")}`;
  });
}
