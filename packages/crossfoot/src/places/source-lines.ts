// The line a source value belongs to: its row label, or its field name without period marks.
import { type SourceValue } from "@crossfoot/sources";
import { BoundedMemo } from "../base/bounded-memo.js";
/**
 * The line a value belongs to: a table cell's row label, or for a named
 * field the field name without its period and unit marks
 * (`net_income_2024` → "net income"), so fields bind like rows.
 */
export function lineOf(v: SourceValue): string | undefined {
  if (v.rowLabel) return v.rowLabel;
  if (v.location.type !== "field") return undefined;
  // By field name, not by value: a Checker's values are new for every set of
  // sources, their field names repeat, and a string key is the cheaper look-up.
  const line = fieldLines.get(v.location.field);
  return line === "" ? undefined : line;
}

function fieldLine(field: string): string {
  return (
    field
      .replace(/(?:fy|cy|q[1-4])?[_\s-]?(?:18|19|20|21)\d\d(?!\d)/gi, " ")
      // The percent marker is no part of the line, wherever the period leaves it.
      .replace(/_(?:pct|percent)(?=[_\s-]|$)/gi, " ")
      .replace(/[_\s-]+/g, " ")
      .trim()
  );
}

/** Field name → its line ("" when the name is all period and unit marks), by name: field names repeat across Checkers. */
const fieldLines = new BoundedMemo(fieldLine);

const UNLABELLED_ROW = /^row \d+$/;

/**
 * Whether a line is a row without a label of its own ("row 13", as the
 * loader calls it). Asked of every value of a scope, again for each
 * narrowing: the first letter settles it for almost every line without
 * running the regular expression.
 */
export function isUnlabelledRow(line: string): boolean {
  return line.charCodeAt(0) === 114 /* r */ && UNLABELLED_ROW.test(line);
}
