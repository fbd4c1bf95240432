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
