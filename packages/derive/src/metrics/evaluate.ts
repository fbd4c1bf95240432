import { expectedFromDensity, windowAround } from "../coincidence.js";
import { formatValue } from "../format.js";
import { type MetricExpr, parseMetricFormula } from "./formula.js";
import { indexOfWords, labelDistance, labelWords } from "./labels.js";
import type { MetricDefinition, MetricKind } from "./types.js";

/** A line's value in one period, as a metric reads it. `ref` points back at the source. */
export interface MetricOperand<R = unknown> {
  readonly value: number;
  /** The line's label ("Total current assets", "revenue"). */
  readonly label: string;
  /** The period's sortable key (`2024`). */
  readonly period?: string;
  readonly ref?: R;
}

/** A figure to explain by a metric, in the metric's own reading (percent, ratio, days or amount). */
export interface MetricTarget {
  readonly value: number;
  /** Place value of the last stated digit: the figure matches within half of it. */
  readonly precision: number;
  readonly kind: MetricKind;
}

/** A metric worked out for one period from the lines found for its inputs. */
export interface MetricValue<R = unknown> {
  readonly metric: MetricDefinition;
  readonly period: string;
  readonly value: number;
  /** `gross margin 2024 = Gross profit 2024 (400) / Revenue 2024 (1,000) × 100 = 40%`. */
  readonly formula: string;
  /** The lines read, in the formula's order. */
  readonly operands: readonly MetricOperand<R>[];
  /** For a match: how many values of the metrics worked out are expected within the figure's interval by chance. */
  readonly expectedCoincidences?: number;
}

/** What a metric search found. */
export interface MetricSearch<R = unknown> {
  /** Values of the named metrics in the periods asked that match the figure, best first. */
  readonly accepted: readonly MetricValue<R>[];
  /** Every value of the named metrics worked out in the periods asked. */
  readonly resolved: readonly MetricValue<R>[];
  /** Values of the named metrics in other periods that match the figure. */
  readonly elsewhere: readonly MetricValue<R>[];
}

/** Options of {@link findMetric}. */
export interface MetricSearchOptions {
  /** The periods the figure speaks of; absent or empty: every period of the operands. */
  readonly periods?: readonly string[];
  /** A match proves the figure only while fewer chance matches are expected (default 0.1). */
  readonly maxCoincidence?: number;
}

const SUFFIX: Readonly<Record<MetricKind, string>> = {
  percent: "%",
  ratio: "x",
  days: " days",
  currency: "",
};

const parsed = new Map<string, MetricExpr>();
function formulaOf(text: string): MetricExpr {
  let e = parsed.get(text);
  if (!e) {
    e = parseMetricFormula(text);
    if (parsed.size > 1024) parsed.clear();
    parsed.set(text, e);
  }
  return e;
}

/** The year before a period key, for averages of balances: only calendar or fiscal years. */
function yearBefore(period: string): string | undefined {
  return /^\d{4}$/.test(period) ? String(Number(period) - 1) : undefined;
}

/** The operands by period, each with its label's words, read once per search. */
function byPeriod<R>(operands: readonly MetricOperand<R>[]) {
  const out = new Map<string, { words: string[]; operand: MetricOperand<R> }[]>();
  const words = new Map<string, string[]>();
  for (const o of operands) {
    if (o.period === undefined || !Number.isFinite(o.value)) continue;
    let w = words.get(o.label);
    if (!w) words.set(o.label, (w = labelWords(o.label)));
    const list = out.get(o.period);
    if (list) list.push({ words: w, operand: o });
    else out.set(o.period, [{ words: w, operand: o }]);
  }
  return out;
}

type Lines<R> = ReturnType<typeof byPeriod<R>>;

/**
 * The line an input is read from in one period: the first of the input's
 * labels that some line says, the line that says it with the fewest added
 * words. Two lines that say it alike with different values leave the input
 * unread: the metric could be either.
 */
function readInput<R>(
  labels: readonly string[],
  period: string,
  lines: Lines<R>,
): MetricOperand<R> | undefined {
  const list = lines.get(period);
  if (!list) return undefined;
  for (const label of labels) {
    const pattern = labelWords(label);
    let best: MetricOperand<R> | undefined;
    let bestDistance = Number.POSITIVE_INFINITY;
    let tied = false;
    for (const { words, operand } of list) {
      const d = labelDistance(words, pattern);
      if (d === undefined || d > bestDistance) continue;
      if (d < bestDistance) {
        best = operand;
        bestDistance = d;
        tied = false;
      } else if (best && operand.value !== best.value) tied = true;
    }
    if (best) return tied ? undefined : best;
  }
  return undefined;
}

interface Worked<R> {
  readonly value: number;
  readonly text: string;
  readonly precedence: number;
}

/** Work out a formula in one period, its text naming each line read; undefined when an input is missing. */
function work<R>(
  e: MetricExpr,
  metric: MetricDefinition,
  period: string,
  lines: Lines<R>,
  used: MetricOperand<R>[],
): Worked<R> | undefined {
  const read = (name: string, at: string): MetricOperand<R> | undefined => {
    const labels = metric.inputs[name];
    const o = labels ? readInput(labels, at, lines) : undefined;
    if (o) used.push(o);
    return o;
  };
  const show = (o: MetricOperand<R>, at: string) => `${o.label} ${at} (${formatValue(o.value)})`;
  switch (e.type) {
    case "num":
      return { value: e.value, text: formatValue(e.value), precedence: 3 };
    case "input": {
      const o = read(e.name, period);
      return o && { value: o.value, text: show(o, period), precedence: 3 };
    }
    case "avg": {
      const before = yearBefore(period);
      const end = read(e.name, period);
      const start = before === undefined ? undefined : read(e.name, before);
      if (!end || !start || before === undefined) return undefined;
      return {
        value: (start.value + end.value) / 2,
        text: `(${show(start, before)} + ${show(end, period)}) / 2`,
        precedence: 2,
      };
    }
    case "abs": {
      const a = work(e.arg, metric, period, lines, used);
      return a && { value: Math.abs(a.value), text: `|${a.text}|`, precedence: 3 };
    }
    case "neg": {
      const a = work(e.arg, metric, period, lines, used);
      return a && { value: -a.value, text: `−${wrap(a, 3)}`, precedence: 3 };
    }
    case "bin": {
      const l = work(e.left, metric, period, lines, used);
      const r = l && work(e.right, metric, period, lines, used);
      if (!l || !r) return undefined;
      const p = e.op === "+" || e.op === "-" ? 1 : 2;
      const value =
        e.op === "+"
          ? l.value + r.value
          : e.op === "-"
            ? l.value - r.value
            : e.op === "*"
              ? l.value * r.value
              : l.value / r.value;
      if (!Number.isFinite(value)) return undefined;
      const sign = { "+": "+", "-": "−", "*": "×", "/": "/" }[e.op];
      return { value, text: `${wrap(l, p)} ${sign} ${wrap(r, p + 1)}`, precedence: p };
    }
  }
}

function wrap(w: { text: string; precedence: number }, at: number): string {
  return w.precedence < at ? `(${w.text})` : w.text;
}

/**
 * Every value of a metric the operands give, one per period and formula
 * that all its inputs can be read for (formulas giving the same value in a
 * period counted once).
 */
export function evaluateMetric<R>(
  metric: MetricDefinition,
  operands: readonly MetricOperand<R>[],
  periods?: readonly string[],
): MetricValue<R>[] {
  return evaluateIn(metric, byPeriod(operands), periods);
}

function evaluateIn<R>(
  metric: MetricDefinition,
  lines: Lines<R>,
  periods: readonly string[] | undefined,
): MetricValue<R>[] {
  const out: MetricValue<R>[] = [];
  const asked = periods && periods.length > 0 ? periods : [...lines.keys()].sort();
  for (const period of asked) {
    const seen: number[] = [];
    for (const f of metric.formulas) {
      const used: MetricOperand<R>[] = [];
      const w = work(formulaOf(f), metric, period, lines, used);
      if (!w || seen.some((v) => Math.abs(v - w.value) <= 1e-9 * Math.abs(v))) continue;
      seen.push(w.value);
      out.push({
        metric,
        period,
        value: w.value,
        formula: `${metric.name} ${period} = ${w.text} = ${formatValue(w.value)}${SUFFIX[metric.kind]}`,
        operands: used,
      });
    }
  }
  return out;
}

const matches = (v: number, t: MetricTarget) =>
  Math.abs(v - t.value) <= t.precision / 2 + 1e-9 * Math.max(Math.abs(t.value), t.precision);

/**
 * Explain a figure by the metrics its sentence names: each worked out in the
 * periods the figure speaks of from the lines the operands give, a match
 * proving the figure while few of the values worked out land near it by
 * chance (the density of values around the figure, as derivations are
 * held to). Matches in other periods are reported apart, so a figure of
 * another year is not taken for this one.
 *
 * @example
 * findMetric({ value: 40, precision: 1, kind: "percent" }, [grossMargin], [
 *   { value: 1000, label: "Revenue", period: "2024" },
 *   { value: 400, label: "Gross profit", period: "2024" },
 * ], { periods: ["2024"] }).accepted[0].formula
 * // "gross margin 2024 = Gross profit 2024 (400) / Revenue 2024 (1,000) × 100 = 40%"
 */
export function findMetric<R>(
  target: MetricTarget,
  metrics: readonly MetricDefinition[],
  operands: readonly MetricOperand<R>[],
  options: MetricSearchOptions = {},
): MetricSearch<R> {
  const lines = byPeriod(operands);
  const kinds = metrics.filter((m) => m.kind === target.kind);
  const periods = options.periods && options.periods.length > 0 ? options.periods : undefined;
  const resolved = kinds.flatMap((m) => evaluateIn(m, lines, periods));
  const interval = {
    low: target.value - target.precision / 2,
    high: target.value + target.precision / 2,
  };
  const window = windowAround(interval, 10, false);
  const inWindow = resolved.filter((v) => v.value >= window.low && v.value <= window.high).length;
  const expected = expectedFromDensity(inWindow, interval, window);
  const max = options.maxCoincidence ?? 0.1;
  const accepted =
    expected < max
      ? resolved
          .filter((v) => matches(v.value, target))
          .map((v) => ({ ...v, expectedCoincidences: expected }))
      : [];
  const others = periods ? [...lines.keys()].filter((p) => !periods.includes(p)).sort() : [];
  const elsewhere =
    others.length === 0
      ? []
      : kinds.flatMap((m) => evaluateIn(m, lines, others)).filter((v) => matches(v.value, target));
  return { accepted, resolved, elsewhere };
}

/**
 * The metrics a text names, in the pack's order: those whose names occur in
 * it as words, or with `atStart`, those it begins with ("40% gross margin").
 */
export function metricsNamed(
  text: string,
  metrics: readonly MetricDefinition[],
  atStart = false,
): MetricDefinition[] {
  const words = labelWords(text);
  if (words.length === 0) return [];
  return metrics.filter((m) =>
    namesOf(m).some((n) => {
      const at = indexOfWords(words, n);
      return atStart ? at === 0 : at >= 0;
    }),
  );
}

/** A metric's names as words, once per metric. */
function namesOf(m: MetricDefinition): readonly (readonly string[])[] {
  let names = nameWords.get(m);
  if (!names) nameWords.set(m, (names = m.names.map(labelWords)));
  return names;
}
const nameWords = new WeakMap<MetricDefinition, readonly (readonly string[])[]>();
