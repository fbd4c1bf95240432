import type { SourceValue } from "@crossfoot/sources";

/**
 * The values a derivation may combine, without cells that repeat an earlier
 * cell of the same table: the same line under the same column heading with
 * the same value, as a roll-forward's closing balance ("Dec 29, 2018" →
 * Total 24,513) repeats as the next block's opening balance. One fact shown
 * twice would otherwise count as a second, chance derivation of every change
 * it takes part in. Returns the same array when nothing repeats.
 */
export function withoutRepeatedCells(values: readonly SourceValue[]): readonly SourceValue[] {
  // A cell repeats only where a table writes a line twice or a heading twice
  // over one line; most tables do neither, and the key of every cell (a
  // string each) would cost more than all the rest of this reading.
  if (!mayRepeat(values)) return values;
  const seen = new Set<string>();
  let out: SourceValue[] | undefined;
  values.forEach((v, i) => {
    let repeat = false;
    if (v.location.type === "cell" && v.rowLabel !== undefined && v.columnLabel !== undefined) {
      const key = `${v.recordId}\u0000${v.location.table}\u0000${v.rowLabel}\u0000${v.columnLabel}\u0000${v.kind}\u0000${v.value}`;
      repeat = seen.has(key);
      seen.add(key);
    }
    if (repeat && !out) out = values.slice(0, i);
    else if (!repeat && out) out.push(v);
  });
  return out ?? values;
}

/**
 * Whether some line of a table appears twice (in two runs of cells), or some
 * column heading twice within one run of a line's cells: only then can a
 * cell repeat another. One key per run of a line's cells, not per cell.
 */
function mayRepeat(values: readonly SourceValue[]): boolean {
  const lines = new Set<string>();
  const headings = new Set<string>();
  let record: string | undefined;
  let table = -1;
  let line: string | undefined;
  for (const v of values) {
    if (v.location.type !== "cell" || v.rowLabel === undefined || v.columnLabel === undefined)
      continue;
    if (v.recordId !== record || v.location.table !== table || v.rowLabel !== line) {
      record = v.recordId;
      table = v.location.table;
      line = v.rowLabel;
      const key = `${record}\u0000${table}\u0000${line}`;
      if (lines.has(key)) return true;
      lines.add(key);
      headings.clear();
    }
    if (headings.has(v.columnLabel)) return true;
    headings.add(v.columnLabel);
  }
  return false;
}
