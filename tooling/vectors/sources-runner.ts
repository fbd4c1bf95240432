import { type LoadVectorOptions, loadVectorFiles } from "./load.js";
import { registerVectors } from "./register.js";
import type { VectorCase, VectorFile } from "./types.js";

/** A value as a `sources` vector states it: numbers as strings, the location as one string. */
export interface ExpectedSourceValue {
  readonly id: string;
  readonly record: string;
  readonly value: string;
  readonly text: string;
  readonly kind: string;
  readonly currency?: string;
  readonly unit?: string;
  readonly dimension?: string;
  readonly precision?: string;
  readonly label: string;
  readonly location: string;
  readonly rowLabel?: string;
  readonly columnLabel?: string;
  readonly period?: string;
  readonly periodKey?: string;
  readonly unitHeader?: string;
  readonly scaledValue?: string;
}

/** A diagnostic or strict-mode error as a vector states it (`message` is a substring). */
export interface ExpectedSourceProblem {
  readonly recordId: string;
  readonly path: string;
  readonly message: string;
}

/** One case of `conformance-vectors/sources/`. */
export interface SourcesCase extends VectorCase {
  readonly input: unknown;
  readonly options?: { readonly strict?: boolean };
  readonly expect: {
    readonly records?: readonly string[];
    /** Each record's text fields, by record id; records without any are left out. */
    readonly textFields?: Readonly<Record<string, Readonly<Record<string, string>>>>;
    readonly values?: readonly ExpectedSourceValue[];
    readonly diagnostics?: readonly ExpectedSourceProblem[];
    readonly throws?: ExpectedSourceProblem;
  };
}

/** The parts of a loaded value the runner reads (structurally, so tooling does not depend on the package). */
export interface SourceValueLike {
  readonly id: string;
  readonly recordId: string;
  readonly value: number;
  readonly text: string;
  readonly kind: string;
  readonly currency?: string;
  readonly unit?: string;
  readonly dimension?: string;
  readonly precision?: number;
  readonly label: string;
  readonly location:
    | { readonly type: "field"; readonly field: string }
    | { readonly type: "text"; readonly start: number; readonly end: number }
    | {
        readonly type: "cell";
        readonly table: number;
        readonly row: number;
        readonly column: string;
        readonly columnIndex?: number;
      };
  readonly rowLabel?: string;
  readonly columnLabel?: string;
  readonly period?: string;
  readonly periodKey?: string;
  readonly unitHeader?: string;
  readonly scaledValue?: number;
}

/** What `loadSources` returns, as far as the runner reads it. */
export interface SourceSetLike {
  readonly records: readonly {
    readonly id: string;
    readonly textFields?: Readonly<Record<string, string>>;
  }[];
  readonly values: readonly SourceValueLike[];
  readonly diagnostics: readonly {
    readonly recordId: string;
    readonly path: string;
    readonly message: string;
  }[];
}

/** `loadSources` as the runner calls it. */
export type LoadSourcesFunction = (input: unknown, options?: { strict?: boolean }) => SourceSetLike;

const VALUE_TOLERANCE = 1e-12;

/** A location in the one-string form vectors use. */
export function locationString(loc: SourceValueLike["location"]): string {
  switch (loc.type) {
    case "field":
      return `field ${loc.field}`;
    case "text":
      return `text ${loc.start}-${loc.end}`;
    case "cell":
      return `t${loc.table} r${loc.row} c${loc.columnIndex ?? "?"} ${loc.column}`;
  }
}

/** A number as a vector writes it: shortest round-trip decimal, no exponent below 1e21. */
function numberString(n: number): string {
  return Object.is(n, -0) ? "0" : String(n);
}

/** Project a loaded value onto the vector's keys (absent stays absent). */
export function projectValue(v: SourceValueLike): ExpectedSourceValue {
  return {
    id: v.id,
    record: v.recordId,
    value: numberString(v.value),
    text: v.text,
    kind: v.kind,
    ...(v.currency !== undefined ? { currency: v.currency } : {}),
    ...(v.unit !== undefined ? { unit: v.unit } : {}),
    ...(v.dimension !== undefined ? { dimension: v.dimension } : {}),
    ...(v.precision !== undefined ? { precision: numberString(v.precision) } : {}),
    label: v.label,
    location: locationString(v.location),
    ...(v.rowLabel !== undefined ? { rowLabel: v.rowLabel } : {}),
    ...(v.columnLabel !== undefined ? { columnLabel: v.columnLabel } : {}),
    ...(v.period !== undefined ? { period: v.period } : {}),
    ...(v.periodKey !== undefined ? { periodKey: v.periodKey } : {}),
    ...(v.unitHeader !== undefined ? { unitHeader: v.unitHeader } : {}),
    ...(v.scaledValue !== undefined ? { scaledValue: numberString(v.scaledValue) } : {}),
  };
}

const NUMERIC_KEYS = new Set(["value", "precision", "scaledValue"]);
const VALUE_KEYS = [
  "id",
  "record",
  "value",
  "text",
  "kind",
  "currency",
  "unit",
  "dimension",
  "precision",
  "label",
  "location",
  "rowLabel",
  "columnLabel",
  "period",
  "periodKey",
  "unitHeader",
  "scaledValue",
] as const;

function sameNumber(want: string, got: string): boolean {
  const a = Number(want);
  const b = Number(got);
  return a === b || Math.abs(a - b) <= Math.abs(a) * VALUE_TOLERANCE;
}

/**
 * Compare what `loadSources` gave with a case, every field both ways: the
 * record ids (when given), the values' count and order and each listed key
 * of each value (a key the case omits must be absent), the diagnostics'
 * count, order, record, path and message (substring); or, in strict mode,
 * the thrown error's record, path and message.
 */
export function compareSources(c: SourcesCase, got: SourceSetLike | Error): string[] {
  const out: string[] = [];
  const e = c.expect;
  if (got instanceof Error) {
    if (!e.throws) return [`threw ${got.name}: ${got.message}`];
    const err = got as Error & { recordId?: string; path?: string };
    if (err.name !== "SourceError") out.push(`throws: expected a SourceError, got ${err.name}`);
    if (err.recordId !== e.throws.recordId)
      out.push(
        `throws.recordId: expected ${JSON.stringify(e.throws.recordId)}, got ${JSON.stringify(err.recordId)}`,
      );
    if (err.path !== e.throws.path)
      out.push(
        `throws.path: expected ${JSON.stringify(e.throws.path)}, got ${JSON.stringify(err.path)}`,
      );
    if (!err.message.includes(e.throws.message))
      out.push(
        `throws.message: expected to contain ${JSON.stringify(e.throws.message)}, got ${JSON.stringify(err.message)}`,
      );
    return out;
  }
  if (e.throws) return [`expected a SourceError (${e.throws.message}), but nothing was thrown`];
  if (e.textFields) {
    const gotFields: Record<string, Readonly<Record<string, string>>> = {};
    for (const r of got.records) if (r.textFields) gotFields[r.id] = r.textFields;
    if (JSON.stringify(gotFields) !== JSON.stringify(e.textFields))
      out.push(
        `textFields: expected ${JSON.stringify(e.textFields)}, got ${JSON.stringify(gotFields)}`,
      );
  }
  if (e.records) {
    const ids = got.records.map((r) => r.id);
    if (JSON.stringify(ids) !== JSON.stringify(e.records))
      out.push(`records: expected ${JSON.stringify(e.records)}, got ${JSON.stringify(ids)}`);
  }
  const want = e.values ?? [];
  const values = got.values.map(projectValue);
  if (values.length !== want.length)
    out.push(`values: expected ${want.length}, got ${values.length}`);
  for (let i = 0; i < Math.max(values.length, want.length); i++) {
    const w = want[i] as Record<string, string | undefined> | undefined;
    const g = values[i] as Record<string, string | undefined> | undefined;
    if (!w || !g) {
      out.push(
        `values[${i}]: expected ${w ? JSON.stringify(w) : "none"}, got ${g ? JSON.stringify(g) : "none"}`,
      );
      continue;
    }
    for (const key of VALUE_KEYS) {
      const a = w[key];
      const b = g[key];
      if (a === undefined && b === undefined) continue;
      const same =
        a !== undefined && b !== undefined && (NUMERIC_KEYS.has(key) ? sameNumber(a, b) : a === b);
      if (!same)
        out.push(`values[${i}].${key}: expected ${JSON.stringify(a)}, got ${JSON.stringify(b)}`);
    }
  }
  const wantDiag = e.diagnostics ?? [];
  if (got.diagnostics.length !== wantDiag.length) {
    out.push(
      `diagnostics: expected ${wantDiag.length}, got ${got.diagnostics.length}: ${JSON.stringify(got.diagnostics)}`,
    );
  }
  wantDiag.forEach((d, i) => {
    const g = got.diagnostics[i];
    if (!g) return;
    if (g.recordId !== d.recordId || g.path !== d.path || !g.message.includes(d.message)) {
      out.push(`diagnostics[${i}]: expected ${JSON.stringify(d)}, got ${JSON.stringify(g)}`);
    }
  });
  return out;
}

function runSources(load: LoadSourcesFunction, c: SourcesCase): SourceSetLike | Error {
  try {
    return c.options === undefined ? load(c.input) : load(c.input, { ...c.options });
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** A sources vector's result differs from its expectation; the message lists every field that differs. */
export class SourcesMismatchError extends Error {
  override readonly name = "SourcesMismatchError";
}

/**
 * Register one vitest test per case of `conformance-vectors/sources/`, named
 * `<feature>: <id>`. Files are validated against `schema/sources.schema.json`
 * (unknown keys rejected). A case must match field by field (see
 * {@link compareSources}); a `pending` case passes while it does not match
 * and fails once it does, so it gets promoted. At registration the runner
 * prints `conformance vectors (sources): N cases, P pending: ids…`.
 *
 * @example
 * // packages/sources/test/vectors.test.ts
 * import { runSourcesVectors } from "@crossfoot/tooling/vectors";
 * import { loadSources } from "../src/index.js";
 * runSourcesVectors(loadSources);
 */
export function runSourcesVectors(
  load: LoadSourcesFunction,
  options: LoadVectorOptions = {},
): void {
  const files = loadVectorFiles("sources", options) as unknown as VectorFile<SourcesCase>[];
  registerVectors(
    "sources",
    files,
    (c) => {
      const problems = compareSources(c, runSources(load, c));
      return problems.length === 0
        ? undefined
        : `vector ${c.id}: ${c.description}\n  - ${problems.join("\n  - ")}`;
    },
    (message) => new SourcesMismatchError(message),
  );
}
