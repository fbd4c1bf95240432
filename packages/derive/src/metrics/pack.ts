import { FINANCIAL_METRICS } from "./financial.js";
import { formulaInputs, parseMetricFormula } from "./formula.js";
import type { MetricDefinition, MetricKind, MetricPack } from "./types.js";

const KINDS: ReadonlySet<MetricKind> = new Set<MetricKind>([
  "percent",
  "ratio",
  "days",
  "currency",
]);

/** The metrics used when the caller adds none. */
export const FINANCIAL_PACK: MetricPack = Object.freeze({
  name: "financial",
  metrics: Object.freeze(FINANCIAL_METRICS.map((m) => Object.freeze(m))),
});

const isStrings = (x: unknown): x is readonly string[] =>
  Array.isArray(x) && x.length > 0 && x.every((s) => typeof s === "string" && s.trim() !== "");

/**
 * Why a metric definition cannot be used, or undefined when it can: every
 * list non-empty, a known kind, and formulas that parse and read only
 * declared inputs.
 */
export function metricProblem(m: unknown): string | undefined {
  if (m === null || typeof m !== "object") return "a metric must be an object";
  const d = m as Partial<MetricDefinition>;
  const name = typeof d.name === "string" && d.name.trim() !== "" ? d.name : undefined;
  if (!name) return "a metric needs a non-empty `name`";
  if (!isStrings(d.names)) return `metric "${name}": \`names\` must list phrases`;
  if (!d.kind || !KINDS.has(d.kind))
    return `metric "${name}": \`kind\` must be percent, ratio, days or currency`;
  const inputs = d.inputs;
  if (!inputs || typeof inputs !== "object" || Array.isArray(inputs))
    return `metric "${name}": \`inputs\` must map input names to line labels`;
  for (const [key, labels] of Object.entries(inputs)) {
    if (!isStrings(labels)) return `metric "${name}": input "${key}" must list line labels`;
  }
  if (!isStrings(d.formulas)) return `metric "${name}": \`formulas\` must list formulas`;
  for (const f of d.formulas) {
    let used: Map<string, boolean>;
    try {
      used = formulaInputs(parseMetricFormula(f));
    } catch (e) {
      return `metric "${name}": ${(e as Error).message}`;
    }
    for (const input of used.keys()) {
      if (!Object.hasOwn(inputs, input))
        return `metric "${name}": formula "${f}" reads "${input}", which \`inputs\` does not define`;
    }
  }
  return undefined;
}

/**
 * A metric pack of the caller's own metrics before the built-in financial
 * ones: a user's metric wins over a built-in one named the same way. A plain
 * value, no global registration: a pack used once changes nothing later.
 * Throws a TypeError naming the first malformed metric.
 *
 * @example
 * const pack = defineMetricPack({
 *   name: "retail",
 *   metrics: [{
 *     name: "sales per store",
 *     names: ["sales per store"],
 *     inputs: { sales: ["net sales"], stores: ["stores open at year end"] },
 *     formulas: ["sales / stores"],
 *     kind: "currency",
 *   }],
 * });
 */
export function defineMetricPack(input: {
  readonly name: string;
  readonly metrics: readonly MetricDefinition[];
}): MetricPack {
  if (typeof input?.name !== "string" || input.name.length === 0)
    throw new TypeError("defineMetricPack: `name` must be a non-empty string");
  if (!Array.isArray(input.metrics))
    throw new TypeError("defineMetricPack: `metrics` must be an array");
  for (const m of input.metrics) {
    const problem = metricProblem(m);
    if (problem) throw new TypeError(`defineMetricPack: ${problem}`);
  }
  return Object.freeze({
    name: input.name,
    metrics: Object.freeze([...input.metrics, ...FINANCIAL_PACK.metrics]),
  });
}
