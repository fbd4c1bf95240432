import {
  findMetric,
  type MetricDefinition,
  type MetricOperand,
  type MetricPack,
  type MetricTarget,
  type MetricValue,
  metricsNamed,
} from "@crossfoot/derive";
import type { Mention } from "@crossfoot/extract";
import { periodOf, type SourceRecord, type SourceSet, type SourceValue } from "@crossfoot/sources";
import { lineOf } from "./binding.js";
import type { Judgement, SentenceScope } from "./judge.js";
import { sourceRef } from "./refs.js";

/** The metrics a figure's sentence names for it (see {@link metricsOfFigure}). */
export interface NamedMetrics {
  readonly metrics: readonly MetricDefinition[];
  /**
   * The figure is a level the metric reached, not a change of it: no
   * direction word, or one followed by "to" ("improved to 16.6%").
   */
  readonly level: boolean;
}

// A direction word's level comes after "to": "rose to 39%", "improved to 1.9x".
const TO_BEFORE = /\bto\s*(?:an?\s+|about\s+|approximately\s+|roughly\s+)?[$€£¥]?\s*$/i;

/**
 * The metrics a sentence names for one figure: those named between the
 * figure before it (or the sentence's start) and the figure ("gross margin
 * was 39%"), else one the text right after the figure begins with ("a 39%
 * gross margin"). A name further off belongs to another figure.
 */
export function metricsOfFigure(
  text: string,
  figure: Mention,
  mentions: readonly Mention[],
  pack: MetricPack,
): NamedMetrics | undefined {
  let from = 0;
  let to = text.length;
  for (const m of mentions) {
    if (m === figure || m.kind === "year") continue;
    if (m.end <= figure.start && m.end > from) from = m.end;
    if (m.start >= figure.end && m.start < to) to = m.start;
  }
  const before = text.slice(from, figure.start);
  let metrics = metricsNamed(before, pack.metrics);
  if (metrics.length === 0) metrics = metricsNamed(text.slice(figure.end, to), pack.metrics, true);
  if (metrics.length === 0) return undefined;
  const cue = figure.cue;
  return { metrics, level: !cue || TO_BEFORE.test(before) };
}

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

/**
 * The lines of records a metric reads: table cells and fields with a
 * period, read in their unit headers' units where they have them (an
 * amount metric compares with amounts in ones). A percent is no line a
 * metric reads. In a table turned on its side the row names the period and
 * the column the line.
 */
function linesOf(
  records: readonly SourceRecord[],
  sources: SourceSet,
): MetricOperand<SourceValue>[] {
  const out: MetricOperand<SourceValue>[] = [];
  for (const r of records) {
    for (const v of sources.recordValues(r.id, "scaled")) {
      if (v.periodKey === undefined || v.kind === "percent" || v.location.type === "text") continue;
      const label = v.rowLabel && periodOf(v.rowLabel) && v.columnLabel ? v.columnLabel : lineOf(v);
      if (label === undefined) continue;
      out.push({ value: v.value, label, period: v.periodKey, ref: v });
    }
  }
  recordLines.set(records, out);
  return out;
}
// By the list of records: a sentence's cited records, or all of a Checker's, are one list.
const recordLines = new WeakMap<readonly SourceRecord[], readonly MetricOperand<SourceValue>[]>();

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
    const found = findMetric(target, metrics, lines, { periods });
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
