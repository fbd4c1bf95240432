import {
  findMetric,
  type MetricDefinition,
  type MetricTarget,
  type MetricValue,
  metricsNamed,
} from "@crossfoot/derive";
import type { Mention } from "@crossfoot/extract";
import type { SourceSet, SourceValue } from "@crossfoot/sources";
import { periodNamed } from "../bind/binding.js";
import type { SentenceScope } from "../bind/sentence-scope.js";
import { sourceRef } from "../places/refs.js";
import { lineOf } from "../places/source-lines.js";
import type { NamedMetrics } from "../read/named-metrics.js";
import type { Judgement } from "./judgement.js";
import { metricChange } from "./metric-changes.js";
import { linesOf } from "./metric-lines.js";

/** The figure in a metric kind's reading, or undefined when it cannot be one. */
function targetFor(claim: Mention, kind: MetricDefinition["kind"]): MetricTarget | undefined {
  const { value, precision } = claim;
  switch (kind) {
    case "percent":
      return claim.kind === "percent" ? { value, precision, kind } : undefined;
    case "ratio":
      if (claim.kind === "multiple" || claim.kind === "ratio") return { value, precision, kind };
      // "A debt-to-equity ratio of 40%": a ratio written as a percent.
      if (claim.kind === "percent") return { value: value / 100, precision: precision / 100, kind };
      return claim.kind === "number" && claim.scale === undefined
        ? { value, precision, kind }
        : undefined;
    case "days":
      if (claim.kind === "quantity" && claim.dimension === "time")
        return { value: value / 86_400, precision: precision / 86_400, kind };
      return claim.kind === "number" && claim.scale === undefined
        ? { value, precision, kind }
        : undefined;
    case "currency":
      return claim.kind === "money" || claim.kind === "number"
        ? { value, precision, kind }
        : undefined;
  }
}

/** The evidence of a metric value: its formula, each line named with its source. */
function evidenceOf(found: MetricValue<SourceValue>): Judgement {
  const refs = found.operands.map((o) => o.ref as SourceValue);
  const records = [...new Set(refs.map((v) => v.recordId))].map((id) => `[${id}]`).join(", ");
  return {
    status: "derived",
    evidence: `${found.formula} (${records})`,
    details: {
      type: "derivation",
      operation: `metric: ${found.metric.name}`,
      operands: refs.map(sourceRef),
      computed: found.value,
      formula: found.formula,
      ...(found.expectedCoincidences !== undefined
        ? { expectedCoincidences: found.expectedCoincidences }
        : {}),
    },
    operands: refs,
  };
}

/**
 * The periods of the lines the sentence names, as the lines key them: a
 * sentence's "2022" names the column of the fiscal year ended 2022-01-29, as
 * it does in binding. The sentence's own periods when no line's is named, so
 * the metric of another period is told apart rather than taken.
 */
function linePeriods(
  lines: readonly { readonly period?: string | undefined }[],
  periods: readonly string[],
): readonly string[] {
  if (periods.length === 0) return periods;
  const named = new Set(periods);
  const keys = [...new Set(lines.map((l) => l.period))].filter(
    (k): k is string => k !== undefined && periodNamed(k, named),
  );
  return keys.length > 0 ? keys : periods;
}

/**
 * Judge a figure by the metrics its sentence names for it, before any other
 * derivation is sought: the metric of the periods the sentence names proves
 * it; the metric of another period is `wrong_period`; a level of the kind
 * the metric is (a percent for a margin) that matches no metric whose
 * inputs were all found is `unsupported`, since another line's ratio is not
 * the metric named. Undefined when no metric is named or none could be
 * worked out: the ordinary derivation search decides.
 */
export function judgeByMetric(
  claim: Mention,
  named: NamedMetrics | undefined,
  sentence: SentenceScope,
  sources: SourceSet,
): Judgement | undefined {
  if (!named) return undefined;
  if (claim.kind === "pp" || claim.kind === "bps")
    return metricChange(claim, named, sentence, sources);
  const periods = [...sentence.context.periods];
  // The cited records, or every record: a metric's lines are named, and an
  // income statement and a balance sheet are often two sources. A line two
  // records give with different values is left unread (derive's readInput).
  const records = sentence.citedIds.length > 0 ? sentence.cited : sources.records;
  const unmatched: MetricValue<SourceValue>[] = [];
  let elsewhere: MetricValue<SourceValue> | undefined;
  for (const kind of new Set(named.metrics.map((m) => m.kind))) {
    const target = targetFor(claim, kind);
    if (!target) continue;
    const metrics = named.metrics.filter((m) => m.kind === kind);
    const lines = linesOf(records, sources);
    if (lines.length === 0) continue;
    const found = findMetric(target, metrics, lines, { periods: linePeriods(lines, periods) });
    const best = found.accepted[0];
    if (best) return evidenceOf(best);
    if (!named.level) continue;
    elsewhere ??= found.elsewhere[0];
    // Amounts may be written at another scale than the lines: no verdict from a mismatch.
    if (kind !== "currency") unmatched.push(...found.resolved);
  }
  if (elsewhere) {
    const refs = elsewhere.operands.map((o) => o.ref as SourceValue);
    const first = refs[0] as SourceValue;
    return {
      status: "wrong_period",
      evidence: `the figure is ${elsewhere.formula}, which belongs to ${elsewhere.period}, but the sentence names ${periods.join(", ")}`,
      details: { type: "elsewhere", source: sourceRef(first), cited: sentence.citedIds },
      source: first,
      operands: refs,
    };
  }
  if (unmatched.length === 0) return undefined;
  const shown = unmatched.slice(0, 3).map((v) => v.formula);
  const reason = `the sentence names ${[...new Set(unmatched.map((v) => v.metric.name))].join(", ")}, which the sources give as ${shown.join("; ")}`;
  return {
    status: "unsupported",
    evidence: reason,
    details: {
      type: "none",
      reason,
      searched: [
        ...new Set(
          unmatched.flatMap((v) => v.operands.map((o) => (o.ref as SourceValue).recordId)),
        ),
      ],
    },
  };
}

/**
 * The metric's verdict over a direct match of a figure the sentence names as
 * a metric: a table cell or field whose line does not name the metric
 * ("Total equity" for "the current ratio") when the metric's own lines
 * give a verdict. Undefined when the value's line names the metric ("Return
 * on equity", "ROE (%)"), when the value is a text figure (a filing's own
 * statement of its metric), or when the metric cannot be worked out.
 */
export function metricOverMatch(
  claim: Mention,
  named: NamedMetrics | undefined,
  value: SourceValue,
  sentence: SentenceScope,
  sources: SourceSet,
): Judgement | undefined {
  if (!named || !named.level || value.location.type === "text") return undefined;
  const line = lineOf(value) ?? value.columnLabel ?? "";
  const own = [line, value.columnLabel ?? ""].join(" ");
  if (metricsNamed(own, named.metrics).length > 0) return undefined;
  return judgeByMetric(claim, named, sentence, sources);
}
