import { type LoadVectorOptions, loadVectorFiles } from "./load.js";
import { registerVectors } from "./register.js";
import type { VectorCase } from "./types.js";

/** Directions of change, as the derive vectors write them. */
type Direction = "increase" | "decrease";

/** An operand as a derive vector writes it: numbers are decimal strings. */
export interface DeriveVectorOperand {
  readonly value: string;
  readonly precision?: string;
  readonly kind?: string;
  readonly label?: string;
  readonly period?: string;
  readonly groups?: readonly string[];
}

/** An expected derivation: every required field is compared, optional ones when given. */
export interface ExpectedDerivation {
  readonly operation: string;
  readonly operands: readonly string[];
  readonly value: string;
  readonly direction: Direction | null;
  readonly directionAgrees: boolean | null;
  readonly years?: number;
  readonly group?: string;
  readonly formula?: string;
  readonly expectedCoincidences?: { readonly min?: string; readonly max?: string };
}

/** A `findDerivations` case. */
export interface DerivationVectorCase extends VectorCase {
  readonly call: "findDerivations";
  readonly target: {
    readonly value: string;
    readonly precision: string;
    readonly kind: string;
    readonly direction?: Direction;
  };
  readonly operands: readonly DeriveVectorOperand[];
  readonly options?: {
    readonly operations?: "all" | readonly string[];
    readonly maxRelativePrecision?: string;
    readonly limit?: number;
    readonly maxCoincidence?: string;
    readonly coincidenceWindow?: string;
  };
  readonly expect: {
    readonly best: ExpectedDerivation | null;
    readonly count?: number;
    readonly bestRejected?: ExpectedDerivation | null;
  };
}

/** An expected written calculation. */
export interface ExpectedCalculation {
  readonly form: "equation" | "parenthetical" | "step";
  readonly expression: string;
  readonly operands: readonly { readonly text: string; readonly constant: boolean }[];
  readonly result: string;
  readonly computed: string;
  readonly correct: boolean;
  readonly reading?: "scaled" | "written";
}

/** A `findCalculations` case. */
export interface CalculationVectorCase extends VectorCase {
  readonly call: "findCalculations";
  readonly text: string;
  readonly expect: { readonly calculations: readonly ExpectedCalculation[] };
}

/** A metric as a derive vector writes it (the shape of MetricDefinition). */
export interface MetricDefinitionLike {
  readonly name: string;
  readonly names: readonly string[];
  readonly inputs: Readonly<Record<string, readonly string[]>>;
  readonly formulas: readonly string[];
  readonly kind: "percent" | "ratio" | "days" | "currency";
}

/** A `findMetric` case: a figure, the metrics its sentence names, and labelled lines. */
export interface MetricVectorCase extends VectorCase {
  readonly call: "findMetric";
  readonly target: {
    readonly value: string;
    readonly precision: string;
    readonly kind: MetricDefinitionLike["kind"];
  };
  readonly metrics: readonly string[];
  readonly userMetrics?: readonly MetricDefinitionLike[];
  readonly operands: readonly {
    readonly value: string;
    readonly label: string;
    readonly period?: string;
  }[];
  readonly periods?: readonly string[];
  readonly expect: {
    readonly best: {
      readonly metric: string;
      readonly period: string;
      readonly value: string;
      readonly formula?: string;
    } | null;
    readonly resolved?: number;
    readonly elsewhere?: readonly string[];
  };
}

/** One case of the `derive` suite. */
export type DeriveVectorCase = DerivationVectorCase | CalculationVectorCase | MetricVectorCase;

/** A metric value as the metric search returns it (the fields the runner reads). */
export interface MetricValueLike {
  readonly metric: { readonly name: string };
  readonly period: string;
  readonly value: number;
  readonly formula: string;
}

/** A derivation as the engine returns it (the fields the runner reads). */
export interface DerivationLike {
  readonly operation: string;
  readonly operands: readonly { readonly value: number }[];
  readonly value: number;
  readonly direction?: Direction;
  readonly directionAgrees?: boolean;
  readonly years?: number;
  readonly group?: string;
  readonly formula: string;
  readonly expectedCoincidences: number;
}

/** A written calculation as the parser returns it (the fields the runner reads). */
export interface CalculationLike {
  readonly form: string;
  readonly expression: unknown;
  readonly operands: readonly {
    readonly number: { readonly text: string };
    readonly constant: boolean;
  }[];
  readonly result: { readonly number: { readonly text: string } };
  readonly computed: number;
  readonly correct: boolean;
  readonly reading: string;
}

/** The functions under test for the `derive` suite (from `@crossfoot/derive`). */
export interface DeriveFunctions {
  /** `findDerivationsDetailed`: accepted and rejected derivations. */
  readonly findDerivationsDetailed: (
    target: {
      value: number;
      precision: number;
      kind: any;
      direction?: Direction;
    },
    operands: readonly {
      value: number;
      precision?: number;
      kind?: any;
      label?: string;
      period?: string;
      groups?: readonly string[];
    }[],
    options: any,
  ) => { accepted: readonly DerivationLike[]; rejected: readonly DerivationLike[] };
  readonly findCalculations: (text: string) => readonly CalculationLike[];
  /** `print`: the canonical text of a parsed expression. */
  readonly print: (expression: any) => string;
  /** `ALL_OPERATIONS`, for `"operations": "all"`. */
  readonly allOperations: readonly string[];
  /** `findMetric` over the metrics of `metricPack(userMetrics)` named in the case. */
  readonly findMetric?: (
    target: { value: number; precision: number; kind: MetricDefinitionLike["kind"] },
    metrics: readonly any[],
    operands: readonly { value: number; label: string; period?: string }[],
    options: { periods?: readonly string[] },
  ) => {
    accepted: readonly MetricValueLike[];
    resolved: readonly unknown[];
    elsewhere: readonly MetricValueLike[];
  };
  /** The metrics searched: the built-in pack, the user's own first (`defineMetricPack`). */
  readonly metricPack?: (userMetrics: readonly MetricDefinitionLike[]) => readonly {
    readonly name: string;
  }[];
}

/**
 * Whether `got` matches a decimal string: within half a unit of its last
 * written digit (`"11.9861"` matches 11.98606…, `"10"` matches 9.5 to 10.5),
 * plus a relative 1e-9 for representation error.
 */
export function matchesStated(expected: string, got: number): boolean {
  const want = Number(expected);
  if (!Number.isFinite(got)) return false;
  const [mantissa = "", exp = "0"] = expected.toLowerCase().split("e");
  const decimals = mantissa.includes(".") ? (mantissa.split(".")[1] ?? "").length : 0;
  const unit = 10 ** (Number(exp) - decimals);
  return Math.abs(got - want) <= unit / 2 + 1e-9 * Math.max(Math.abs(want), unit);
}

function compareDerivation(where: string, want: ExpectedDerivation, got: DerivationLike): string[] {
  const out: string[] = [];
  if (got.operation !== want.operation)
    out.push(`${where}.operation: expected ${want.operation}, got ${got.operation}`);
  const values = got.operands.map((o) => o.value);
  if (
    values.length !== want.operands.length ||
    want.operands.some((v, i) => Number(v) !== values[i])
  )
    out.push(
      `${where}.operands: expected [${want.operands.join(", ")}], got [${values.join(", ")}]`,
    );
  if (!matchesStated(want.value, got.value))
    out.push(`${where}.value: expected ${want.value}, got ${got.value}`);
  if ((got.direction ?? null) !== want.direction)
    out.push(`${where}.direction: expected ${want.direction}, got ${got.direction ?? null}`);
  if ((got.directionAgrees ?? null) !== want.directionAgrees)
    out.push(
      `${where}.directionAgrees: expected ${want.directionAgrees}, got ${got.directionAgrees ?? null}`,
    );
  if (want.years !== undefined && got.years !== want.years)
    out.push(`${where}.years: expected ${want.years}, got ${got.years}`);
  if (want.group !== undefined && got.group !== want.group)
    out.push(
      `${where}.group: expected ${JSON.stringify(want.group)}, got ${JSON.stringify(got.group)}`,
    );
  if (want.formula !== undefined && got.formula !== want.formula)
    out.push(`${where}.formula: expected "${want.formula}", got "${got.formula}"`);
  const bounds = want.expectedCoincidences;
  if (bounds) {
    const x = got.expectedCoincidences;
    if (
      (bounds.min !== undefined && !(x >= Number(bounds.min))) ||
      (bounds.max !== undefined && !(x < Number(bounds.max)))
    )
      out.push(
        `${where}.expectedCoincidences: expected in [${bounds.min ?? "-∞"}, ${bounds.max ?? "∞"}), got ${x}`,
      );
  }
  return out;
}

function compareBest(
  where: string,
  want: ExpectedDerivation | null,
  got: DerivationLike | undefined,
): string[] {
  if (want === null)
    return got ? [`${where}: expected none, got ${got.operation}: ${got.formula}`] : [];
  if (!got) return [`${where}: expected ${want.operation}, got none`];
  return compareDerivation(where, want, got);
}

function runDerivation(fns: DeriveFunctions, c: DerivationVectorCase): string[] {
  const o = c.options ?? {};
  const options = {
    ...(o.operations !== undefined
      ? { operations: o.operations === "all" ? fns.allOperations : o.operations }
      : {}),
    ...(o.maxRelativePrecision !== undefined
      ? { maxRelativePrecision: Number(o.maxRelativePrecision) }
      : {}),
    ...(o.limit !== undefined ? { limit: o.limit } : {}),
    ...(o.maxCoincidence !== undefined ? { maxCoincidence: Number(o.maxCoincidence) } : {}),
    ...(o.coincidenceWindow !== undefined
      ? { coincidenceWindow: Number(o.coincidenceWindow) }
      : {}),
  };
  const target = {
    value: Number(c.target.value),
    precision: Number(c.target.precision),
    kind: c.target.kind,
    ...(c.target.direction ? { direction: c.target.direction } : {}),
  };
  const operands = c.operands.map((x) => ({
    value: Number(x.value),
    ...(x.precision !== undefined ? { precision: Number(x.precision) } : {}),
    ...(x.kind !== undefined ? { kind: x.kind } : {}),
    ...(x.label !== undefined ? { label: x.label } : {}),
    ...(x.period !== undefined ? { period: x.period } : {}),
    ...(x.groups !== undefined ? { groups: x.groups } : {}),
  }));
  const { accepted, rejected } = fns.findDerivationsDetailed(target, operands, options);
  const out = compareBest("best", c.expect.best, accepted[0]);
  if (c.expect.count !== undefined && accepted.length !== c.expect.count)
    out.push(`count: expected ${c.expect.count}, got ${accepted.length}`);
  if (c.expect.bestRejected !== undefined)
    out.push(...compareBest("bestRejected", c.expect.bestRejected, rejected[0]));
  return out;
}

function runCalculation(fns: DeriveFunctions, c: CalculationVectorCase): string[] {
  const got = fns.findCalculations(c.text);
  const want = c.expect.calculations;
  const out: string[] = [];
  if (got.length !== want.length)
    out.push(`calculations: expected ${want.length}, got ${got.length}`);
  for (let i = 0; i < Math.min(got.length, want.length); i++) {
    const w = want[i] as ExpectedCalculation;
    const g = got[i] as CalculationLike;
    const at = `calculations[${i}]`;
    if (g.form !== w.form) out.push(`${at}.form: expected ${w.form}, got ${g.form}`);
    const printed = fns.print(g.expression);
    if (printed !== w.expression)
      out.push(`${at}.expression: expected "${w.expression}", got "${printed}"`);
    const ops = g.operands.map((x) => ({ text: x.number.text, constant: x.constant }));
    if (JSON.stringify(ops) !== JSON.stringify(w.operands))
      out.push(
        `${at}.operands: expected ${JSON.stringify(w.operands)}, got ${JSON.stringify(ops)}`,
      );
    if (g.result.number.text !== w.result)
      out.push(`${at}.result: expected "${w.result}", got "${g.result.number.text}"`);
    if (!matchesStated(w.computed, g.computed))
      out.push(`${at}.computed: expected ${w.computed}, got ${g.computed}`);
    if (g.correct !== w.correct) out.push(`${at}.correct: expected ${w.correct}, got ${g.correct}`);
    if (w.reading !== undefined && g.reading !== w.reading)
      out.push(`${at}.reading: expected ${w.reading}, got ${g.reading}`);
  }
  return out;
}

function runMetric(fns: DeriveFunctions, c: MetricVectorCase): string[] {
  if (!fns.findMetric || !fns.metricPack) return ["findMetric: not given to the runner"];
  const pack = fns.metricPack(c.userMetrics ?? []);
  const named = c.metrics.map((n) => pack.find((m) => m.name === n));
  if (named.some((m) => m === undefined))
    return [`metrics: unknown metric in ${c.metrics.join(", ")}`];
  const found = fns.findMetric(
    { value: Number(c.target.value), precision: Number(c.target.precision), kind: c.target.kind },
    named,
    c.operands.map((o) => ({
      value: Number(o.value),
      label: o.label,
      ...(o.period !== undefined ? { period: o.period } : {}),
    })),
    c.periods ? { periods: c.periods } : {},
  );
  const out: string[] = [];
  const got = found.accepted[0];
  const want = c.expect.best;
  if (want === null) {
    if (got) out.push(`best: expected none, got ${got.formula}`);
  } else if (!got) {
    out.push(`best: expected ${want.metric} ${want.period}, got none`);
  } else {
    if (got.metric.name !== want.metric)
      out.push(`best.metric: expected ${want.metric}, got ${got.metric.name}`);
    if (got.period !== want.period)
      out.push(`best.period: expected ${want.period}, got ${got.period}`);
    if (!matchesStated(want.value, got.value))
      out.push(`best.value: expected ${want.value}, got ${got.value}`);
    if (want.formula !== undefined && got.formula !== want.formula)
      out.push(`best.formula: expected "${want.formula}", got "${got.formula}"`);
  }
  if (c.expect.resolved !== undefined && found.resolved.length !== c.expect.resolved)
    out.push(`resolved: expected ${c.expect.resolved}, got ${found.resolved.length}`);
  if (c.expect.elsewhere !== undefined) {
    const periods = found.elsewhere.map((v) => v.period);
    if (periods.join(",") !== c.expect.elsewhere.join(","))
      out.push(
        `elsewhere: expected [${c.expect.elsewhere.join(", ")}], got [${periods.join(", ")}]`,
      );
  }
  return out;
}

/** Run one case; the list of mismatches is empty when it matches. */
export function compareDeriveCase(fns: DeriveFunctions, c: DeriveVectorCase): string[] {
  return c.call === "findDerivations"
    ? runDerivation(fns, c)
    : c.call === "findMetric"
      ? runMetric(fns, c)
      : runCalculation(fns, c);
}

/**
 * Register one vitest test per case of `conformance-vectors/derive/`, named
 * `<feature>: <id>`. A `findDerivations` case runs `findDerivationsDetailed`
 * and compares the best accepted derivation field by field (operation,
 * operands in order, value within half a unit of its last written digit,
 * direction and directionAgrees, null meaning absent; years, group, formula
 * and expectedCoincidences bounds when given), the accepted count and the
 * best rejected derivation when given. A `findCalculations` case compares
 * every calculation found. Pending cases pass while they do not match and
 * fail once they do; the runner prints
 * `conformance vectors (derive): N cases, P pending: …` at registration.
 *
 * @example
 * // packages/derive/test/vectors.test.ts
 * import { runDeriveVectors } from "@crossfoot/tooling/vectors";
 * import * as derive from "../src/index.js";
 *
 * runDeriveVectors({ ...derive, allOperations: derive.ALL_OPERATIONS });
 */
export function runDeriveVectors(fns: DeriveFunctions, options: LoadVectorOptions = {}): void {
  const files = loadVectorFiles("derive", options) as unknown as {
    feature: string;
    cases: readonly DeriveVectorCase[];
  }[];
  registerVectors("derive", files, (c) => {
    const mismatches = compareDeriveCase(fns, c);
    return mismatches.length === 0
      ? undefined
      : `${c.id}: ${c.description}\n  ${mismatches.join("\n  ")}`;
  });
}
