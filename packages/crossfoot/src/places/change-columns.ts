import type { SourceValue } from "@crossfoot/sources";

/**
 * Columns whose values are changes between periods ("Change", "% Change",
 * "$ Change", "Increase (Decrease)", "2019 vs. 2018 Variance", "Three Months
 * Ended % Change"): their sign states the direction.
 */
const CHANGE_COLUMN = /\b(?:change|changes|variance|increase|decrease|inc\.?\/\(?dec\.?\)?)\b/i;

/** Whether a value is a cell of a change column, whose sign is the direction of its change. */
export function inChangeColumn(value: SourceValue): boolean {
  return value.location.type === "cell" && CHANGE_COLUMN.test(value.columnLabel ?? "");
}
