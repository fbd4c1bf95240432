import {
  findMetric,
  labelWords,
  type MetricDefinition,
  type MetricPack,
  type MetricTarget,
  type MetricValue,
  metricsNamed,
} from "@crossfoot/derive";
import type { Mention } from "@crossfoot/extract";
import type { SourceSet, SourceValue } from "@crossfoot/sources";
import { periodNamed } from "./binding.js";
import type { Judgement, SentenceScope } from "./judgement.js";
import { metricChange } from "./metric-changes.js";
import { linesOf } from "./metric-lines.js";
import type { NamedMetrics } from "./named-metrics.js";
import { sourceRef } from "./refs.js";
import { lineOf } from "./source-lines.js";

// A direction word's level comes after "to": "rose to 39%", "improved to
// 1.9x". Tested on the last few characters only, so its time is bounded.
const TO_BEFORE = /\bto(?:\s+(?:an?|about|approximately|roughly))?\s?[$€£¥]?$/i;
const TO_REACH = 24;

/**
 * The metrics a sentence names for each of its figures, read once per
 * sentence: a metric named between the figure before (or the sentence's
 * start) and the figure ("gross margin was 39%"), else one the text right
 * after the figure begins with ("a 39% gross margin"). A name further off
 * belongs to another figure. A sentence that names no metric costs one
 * pass over its words.
 */
export function metricsOfFigures(
  text: string,
  mentions: readonly Mention[],
  pack: MetricPack,
): (figure: Mention) => NamedMetrics | undefined {
  const words = new Set(labelWords(text));
  const candidates = pack.metrics.filter((m) =>
    m.names.some((n) => labelWords(n).every((w) => words.has(w))),
  );
  if (candidates.length === 0) return NONE;
  const figures = mentions.filter((m) => m.kind !== "year").sort((a, b) => a.start - b.start);
  const at = new Map(figures.map((m, i) => [m, i]));
  return (figure) => {
    const k = at.get(figure);
    if (k === undefined) return undefined;
    const previous = figures[k - 1];
    const earlier = figures[k - 2];
    const next = figures[k + 1];
    const before = text.slice(previous?.end ?? 0, figure.start);
    let metrics = metricsNamed(before, candidates);
    // "expanded 400 basis points to 39%": a figure joined to the one before by
    // a connecting word only shares that figure's metric.
    if (metrics.length === 0 && previous && connectsOnly(before))
      metrics = metricsNamed(text.slice(earlier?.end ?? 0, previous.start), candidates);
    if (metrics.length === 0)
      metrics = metricsNamed(text.slice(figure.end, next?.start ?? text.length), candidates, true);
    if (metrics.length === 0) return undefined;
    const level = !figure.cue || TO_BEFORE.test(before.slice(-TO_REACH).trimEnd());
    return { metrics, level };
  };
}

const NONE = (): undefined => undefined;

// Words that join a figure to the one before it without naming anything.
const CONNECTORS = new Set(
  "to from or and at of up down in for fiscal fy compared with versus vs against than a the year years earlier before prior previous last".split(
    " ",
  ),
);

/** Whether a stretch of text between two figures holds only connecting words and years. */
function connectsOnly(text: string): boolean {
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (word !== "" && !CONNECTORS.has(word) && !/^\d{4}$/.test(word)) return false;
  }
  return true;
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
