// The durations a table's own labels state ("More than 5 years", "1–90" under "Days past due",
// "2019 53 WEEKS"): where a figure's duration names a column or row rather than a value.
import { extract } from "@crossfoot/extract";
import { type TableInfo } from "@crossfoot/sources";
import { allMatches } from "../base/all-matches.js";

// Seconds in one unit of time, as extraction reads "3 years" (365.25 days).
export const UNIT_SECONDS: Readonly<Record<string, number>> = {
  day: 86_400,
  week: 604_800,
  month: 2_629_800,
  year: 31_557_600,
};
const UNIT_WORD = /\b(day|week|month|year)s?\b/gi;

/** The durations a table's labels state, in seconds, each with the labels that state it. */
export function labelDurations(table: TableInfo): ReadonlyMap<number, readonly string[]> {
  let found = durationsByTable.get(table);
  if (found) return found;
  const labels = [
    ...new Set([
      ...table.columns,
      ...table.rowLabels,
      ...(table.rowSections ?? []).filter((s): s is string => s !== undefined),
    ]),
  ];
  // Units any label names ("Days past due"): a bare number range in another
  // label ("1–90") counts in them.
  const units = new Set<number>();
  for (const label of labels) {
    for (const m of allMatches(UNIT_WORD, label)) {
      const seconds = UNIT_SECONDS[(m[1] as string).toLowerCase()];
      if (seconds) units.add(seconds);
    }
  }
  const out = new Map<number, string[]>();
  const add = (x: number, label: string) => {
    const list = out.get(x);
    if (!list) out.set(x, [label]);
    else if (!list.includes(label)) list.push(label);
  };
  for (const label of labels) {
    if (!/\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b/i.test(label))
      continue;
    for (const m of extract(label)) {
      const ends = m.range ? [m.range.low, m.range.high] : [m.value];
      if (m.kind === "quantity" && m.dimension === "time") {
        for (const x of ends) add(x, label);
      } else if (m.kind === "number" && m.scale === undefined) {
        for (const unit of units) for (const x of ends) add(x * unit, label);
      }
    }
  }
  found = out;
  durationsByTable.set(table, found);
  return found;
}
const durationsByTable = new WeakMap<TableInfo, ReadonlyMap<number, readonly string[]>>();
