import type { SourceValue } from "@crossfoot/sources";
import type { SentenceContext } from "./sentence-context.js";

// Words that make a figure one amount made of several ("the average … for
// 2018 and 2019", "the total … in 2018 and 2019").
const AGGREGATES = [
  "average",
  "averaged",
  "total",
  "totaled",
  "totalled",
  "sum",
  "combined",
  "mean",
  "aggregate",
] as const;
// Words of a change between the periods: "the difference in the total
// accrued liabilities between 2018 and 2019" is a change of a total line.
const CHANGES = ["difference", "change", "increase", "decrease", "growth", "rose", "fell", "ratio"];

/**
 * The aggregate word of a sentence that states one figure over two or more
 * periods it names ("The average adjustment for 2018 and 2019 is -0.7"), if
 * any. Such a figure is made of several periods' values.
 */
export function aggregateOverPeriods(context: SentenceContext): string | undefined {
  // Two years written apart, or one span of three or more ("2022-2024").
  if (context.periods.size < 2 || (context.yearMentions < 2 && context.periods.size < 3))
    return undefined;
  if (CHANGES.some((w) => context.words.has(w))) return undefined;
  return AGGREGATES.find((w) => context.words.has(w));
}

/**
 * Whether a matched value is one of the named periods' own values of a line
 * the aggregate word does not name: the 2019 cell equal to "the average for
 * 2018 and 2019" is a coincidence, not the average. A line or column that
 * is itself the aggregate ("Total revenue", "Average price", a column
 * "Total") states it, and a value with no period may span them.
 */
export function onePeriodOfAggregate(
  word: string,
  value: SourceValue,
  context: SentenceContext,
): boolean {
  if (value.periodKey === undefined || !context.periods.has(value.periodKey)) return false;
  const labels = `${value.rowLabel ?? ""} ${value.columnLabel ?? ""}`.toLowerCase();
  if (labels.includes(word)) return false;
  return value.location.type !== "text" || !value.label.toLowerCase().includes(word);
}

/**
 * Whether an aggregate word ({@link aggregateOverPeriods}) surely states an
 * average or a total of the figure: "average", "averaged", "mean", or the
 * verbs "totaled", "totalled". Undefined for the words that often name a
 * line instead ("Total revenue … 20% higher than in 2023"), or a combination
 * the sentence's own wording already rules ("combined").
 */
export function aggregateKind(word: string | undefined): "average" | "total" | undefined {
  if (word === "average" || word === "averaged" || word === "mean") return "average";
  if (word === "totaled" || word === "totalled") return "total";
  return undefined;
}
