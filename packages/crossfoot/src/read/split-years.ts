import { periodOf } from "@crossfoot/sources";

/**
 * Fiscal years written across two calendar years ("2018/19", "2017/2018")
 * are named both ways in prose: by the year they start in, as the loader
 * keys them, and by the year they end in ("FY2019" for "2018/19", the usual
 * name in reports that write them so). The end year is read only as a
 * fallback, for a table none of whose columns the sentence names by the
 * strict reading: with "2018/19" and "2019/20" side by side, "2019" still
 * names "2019/20" alone, so a figure from the other column stays the wrong
 * period.
 */

const SPLIT = /^((?:18|19|20|21)\d\d)\/(\d\d|\d{4})$/;

/** The year a split fiscal year ends in: "2018/19" → "2019", "2017/2018" → "2018". */
function endYear(key: string): string | undefined {
  const m = SPLIT.exec(key);
  if (!m?.[1] || !m[2]) return undefined;
  const end = m[2].length === 2 ? `${m[1].slice(0, 2)}${m[2]}` : m[2];
  // "1999/00": the century turns.
  return Number(end) > Number(m[1]) ? end : String(Number(m[1]) + 1);
}

/**
 * Whether a value's period key is named through a split year's end: the
 * value's column is a split year ending in a year the sentence names, or
 * the sentence names a split year ending in the value's year.
 */
export function namedByEndYear(key: string, periods: ReadonlySet<string>): boolean {
  const end = endYear(key);
  if (end !== undefined && periods.has(end)) return true;
  const year = key.slice(0, 4);
  for (const p of periods) if (endYear(p) === year && !SPLIT.test(key)) return true;
  return false;
}

/** Whether any of a table's column labels names a period that `named` accepts. */
export function namesAnyColumn(
  columns: readonly string[],
  named: (key: string) => boolean,
): boolean {
  for (const column of columns) {
    const key = periodOf(column)?.key;
    if (key !== undefined && named(key)) return true;
  }
  return false;
}
