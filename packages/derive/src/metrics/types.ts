/** How a metric's value is read and written: a percent, a ratio ("1.4x"), a number of days, or an amount. */
export type MetricKind = "percent" | "ratio" | "days" | "currency";

/**
 * A named financial metric, as data: the phrases that call it in a
 * sentence, the lines its inputs are read from, and its formulas.
 *
 * @example
 * {
 *   name: "gross margin",
 *   names: ["gross margin", "gross profit margin"],
 *   inputs: { gross_profit: ["gross profit"], revenue: ["revenue", "net sales"] },
 *   formulas: ["gross_profit / revenue * 100"],
 *   kind: "percent",
 * }
 */
export interface MetricDefinition {
  /** The name evidence gives the metric. */
  readonly name: string;
  /** Phrases that name the metric in a sentence (case and plurals ignored). */
  readonly names: readonly string[];
  /**
   * Each input by the name formulas use, with the line labels it is read
   * from, best first ("total current assets"). A label matches a line whose
   * label says the same words, with at most a qualifier before them
   * ("Total", "Net", "Consolidated") and a parenthetical or "attributable to …" after.
   */
  readonly inputs: Readonly<Record<string, readonly string[]>>;
  /**
   * Formulas over the inputs, tried in order: `+ - * /` (also `×`, `−`),
   * parentheses, numbers, `avg(x)` for the average of an input's balance at
   * the start and end of the period ((previous year + year) / 2) and
   * `abs(…)` for an amount shown either sign (capital expenditures).
   */
  readonly formulas: readonly string[];
  readonly kind: MetricKind;
}

/** A set of metrics, searched in order (a user's own before the built-in ones). */
export interface MetricPack {
  readonly name: string;
  readonly metrics: readonly MetricDefinition[];
}
