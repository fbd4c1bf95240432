/**
 * The length of the longest row, at least `floor`. A loop, not
 * `Math.max(...rows.map(...))`: spreading a table of a few hundred thousand
 * rows into arguments overflows the call stack.
 */
export function widest(rows: readonly (readonly unknown[])[], floor = 0): number {
  let width = floor;
  for (const row of rows) if (row.length > width) width = row.length;
  return width;
}
