import { readCell } from "./cells.js";

// Rows beyond which the footing test is not tried (it compares pairs of share lines).
const MAX_SHARE_LINES = 24;

/**
 * Rows that foot with lines of shares: a row whose label does not say
 * "shares" ("Dilutive securities", "Effect of stock options") but whose
 * figures, added to or taken from one line of shares, give another in every
 * column ("Basic weighted average shares" 442,319 + 3,201 = "Diluted weighted
 * average shares" 445,520) counts shares too, so it reads in the scale a text
 * states for shares. At least two columns must foot, each to the precision
 * written, so one chance sum proves nothing; a row showing a currency sign is
 * an amount, never shares.
 */
export function rowsFootingShares(
  body: readonly (readonly unknown[])[],
  labelColumn: number | undefined,
  isShareLine: (row: number) => boolean,
): ReadonlySet<number> {
  const found = new Set<number>();
  const shareRows: number[] = [];
  for (let r = 0; r < body.length; r++) if (isShareLine(r)) shareRows.push(r);
  if (shareRows.length < 2 || shareRows.length > MAX_SHARE_LINES) return found;
  // Each row's readable figures by column, with the place of their last digit.
  const read: Figure[][] = body.map((row) =>
    row.map((raw, c): Figure => {
      if (c === labelColumn) return undefined;
      const cell = readCell(raw);
      return cell.type === "value" && cell.kind !== "percent"
        ? { value: cell.value, precision: cell.precision ?? 1, money: cell.kind === "money" }
        : undefined;
    }),
  );
  for (let r = 0; r < body.length; r++) {
    if (isShareLine(r)) continue;
    const own: readonly Figure[] = read[r] ?? [];
    if (own.some((x) => x?.money)) continue;
    if (own.filter((x) => x !== undefined).length < 2) continue;
    search: for (const a of shareRows) {
      for (const b of shareRows) {
        if (a === b) continue;
        if (foots(own, read[a] ?? [], read[b] ?? [])) {
          found.add(r);
          break search;
        }
      }
    }
  }
  return found;
}

type Figure = { value: number; precision: number; money: boolean } | undefined;

/** Whether `a ± row = b` in every column the row fills, and in at least two. */
function foots(row: readonly Figure[], a: readonly Figure[], b: readonly Figure[]): boolean {
  let columns = 0;
  for (let c = 0; c < row.length; c++) {
    const x = row[c];
    if (x === undefined) continue;
    const p = a[c];
    const q = b[c];
    if (p === undefined || q === undefined) return false;
    const tolerance = Math.max(x.precision, p.precision, q.precision);
    const plus = Math.abs(p.value + Math.abs(x.value) - q.value) <= tolerance;
    const minus = Math.abs(p.value - Math.abs(x.value) - q.value) <= tolerance;
    if (!plus && !minus) return false;
    columns++;
  }
  return columns >= 2;
}
