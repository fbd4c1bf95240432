import { evaluateMetric, formatValue, type MetricValue } from "@crossfoot/derive";
import type { Mention } from "@crossfoot/extract";
import type { SourceValue } from "@crossfoot/sources";
import type { SentenceScope } from "../bind/sentence-scope.js";
import { sourceRef } from "../places/refs.js";
import type { NamedMetrics } from "../read/named-metrics.js";
import { statedDirection } from "./derived.js";
import type { Judgement } from "./judgement.js";
import { linesOf } from "./metric-lines.js";

/** The year before a year's key; undefined for other periods. */
function yearBefore(period: string): string | undefined {
  return /^\d{4}$/.test(period) ? String(Number(period) - 1) : undefined;
}

/**
 * The pairs of periods a change of a metric may run between: the first and
 * last the sentence names, the year before the one it names, or with none
 * named every two years in a row, the latest first.
 */
function spans(named: readonly string[], all: readonly string[]): [string, string][] {
  const sorted = [...named].sort();
  if (sorted.length >= 2) return [[sorted[0] as string, sorted[sorted.length - 1] as string]];
  if (sorted.length === 1) {
    const before = yearBefore(sorted[0] as string);
    return before ? [[before, sorted[0] as string]] : [];
  }
  const years = [...new Set(all)].sort().reverse();
  const out: [string, string][] = [];
  for (const y of years) {
    const before = yearBefore(y);
    if (before && years.includes(before)) out.push([before, y]);
  }
  return out;
}

/**
 * A change in points of a percent metric the sentence names ("gross margin
 * expanded 400 basis points"): the metric of the later period less the
 * earlier one's, from the same lines. A change of that size the other way
 * is `contradicted`. Undefined when no such change matches: the ordinary
 * search decides.
 */
export function metricChange(
  claim: Mention,
  named: NamedMetrics,
  sentence: SentenceScope,
  sources: Parameters<typeof linesOf>[1],
): Judgement | undefined {
  const scale = claim.kind === "bps" ? 100 : 1;
  const size = Math.abs(claim.value) / scale;
  const half = claim.precision / scale / 2;
  const records = sentence.citedIds.length > 0 ? sentence.cited : sources.records;
  const lines = linesOf(records, sources);
  if (lines.length === 0) return undefined;
  const all = lines.flatMap((l) => (l.period === undefined ? [] : [l.period]));
  const pairs = spans([...sentence.context.periods], all);
  const said = statedDirection(claim);
  for (const metric of named.metrics) {
    if (metric.kind !== "percent") continue;
    for (const [from, to] of pairs) {
      const values = evaluateMetric(metric, lines, [from, to]);
      const a = values.find((v) => v.period === from);
      const b = values.find((v) => v.period === to);
      if (!a || !b) continue;
      const change = b.value - a.value;
      if (Math.abs(Math.abs(change) - size) > half + 1e-9) continue;
      const direction = change > 0 ? "increase" : change < 0 ? "decrease" : undefined;
      const against = said !== undefined && direction !== undefined && said !== direction;
      return changeEvidence(a, b, change, against);
    }
  }
  return undefined;
}

function changeEvidence(
  a: MetricValue<SourceValue>,
  b: MetricValue<SourceValue>,
  change: number,
  against: boolean,
): Judgement {
  const name = b.metric.name;
  const formula = `${name} ${b.period} (${formatValue(b.value)}%) − ${name} ${a.period} (${formatValue(a.value)}%) = ${formatValue(change)} pp`;
  const refs = [...a.operands, ...b.operands].map((o) => o.ref as SourceValue);
  const text = `${formula}; ${b.formula}; ${a.formula}`;
  return {
    status: against ? "contradicted" : "derived",
    evidence: against ? `${text}; the wording states the opposite direction` : text,
    details: {
      type: "derivation",
      operation: `metric change: ${name}`,
      operands: refs.map(sourceRef),
      computed: change,
      formula,
      ...(change !== 0 ? { direction: change > 0 ? "increase" : "decrease" } : {}),
    },
    operands: refs,
  };
}
