import { scanAccountingNegative, scanBare } from "./cells.js";

// A cell written as a percentage: "21.0%", "(48.3)%", "(13%)", "-2.5 %".
const PERCENT_CELL = /^[(\-−]?\s*\d[\d,]*(?:\.\d+)?\s*\)?\s*%\s*\)?$/;
const CURRENCY_SIGN = /[$€£¥]/;

/**
 * Columns that hold percentages although most cells show no sign. Financial
 * tables write a column's unit on its first line and its total only: a tax
 * rate reconciliation reads "21.0%", "3.7", "(9.9)", …, "13.0%". A column
 * whose first and last figures carry "%", that shows no currency sign and has
 * bare numbers between them, holds percentages throughout. A column that
 * starts with a rate and goes on with amounts ("1%", "23,762", "238") ends
 * with an amount, so it is not one.
 */
export function percentColumns(
  body: readonly (readonly unknown[])[],
  labelColumn: number | undefined,
  width: number,
): boolean[] {
  const out = new Array<boolean>(width).fill(false);
  for (let c = 0; c < width; c++) {
    if (c === labelColumn) continue;
    let first: boolean | undefined;
    let last = false;
    let figures = 0;
    let bare = 0;
    let currency = false;
    for (const row of body) {
      const raw = row[c];
      if (typeof raw !== "string") continue;
      const text = raw.trim();
      if (text === "") continue;
      if (CURRENCY_SIGN.test(text)) {
        currency = true;
        break;
      }
      const percent = PERCENT_CELL.test(text);
      const plain = !percent && (scanBare(text) || scanAccountingNegative(text));
      if (!percent && !plain) continue;
      figures++;
      if (plain) bare++;
      if (first === undefined) first = percent;
      last = percent;
    }
    out[c] = !currency && first === true && last && bare > 0 && figures >= 3;
  }
  return out;
}
