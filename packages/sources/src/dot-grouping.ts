/**
 * Tables that write thousands with dots and decimals with a comma ("1.204.500",
 * "75.000,50"). Whether "2.496" is two thousand and some or two and a half is
 * read from the table as a whole, never guessed per cell: only a cell that
 * cannot be an English decimal (two dot groups, or dot groups before a
 * decimal comma) makes the table dot-grouped, and a cell that can only be
 * English ("1,234,567", "1,234.5") keeps it English.
 */

// Two or more dot groups, or dot groups and a decimal comma: dot-grouped only.
const ONLY_DOTTED = /^[-−+]?\d{1,3}(?:(?:\.\d{3}){2,}(?:,\d+)?|(?:\.\d{3})+,\d+)$/;
// Two or more comma groups, or comma groups and a decimal point: English only.
const ONLY_ENGLISH = /^[-−+]?\d{1,3}(?:(?:,\d{3}){2,}(?:\.\d+)?|(?:,\d{3})+\.\d+)$/;
// A number as a dot-grouped table writes it: dot groups, a decimal comma, or both.
const DOTTED = /^([-−+]?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/;

/** Whether a table body writes its thousands with dots (see the module note). */
export function dotGrouped(body: readonly (readonly unknown[])[]): boolean {
  let dotted = false;
  for (const row of body) {
    for (const raw of row) {
      if (typeof raw !== "string" || raw.length > 40) continue;
      // Each pattern needs its separator: most cells hold neither both.
      const comma = raw.indexOf(",");
      const dot = raw.indexOf(".");
      if (dot < 0 && comma < 0) continue;
      // English only: two comma groups, or a comma group and a decimal point.
      if (comma >= 0 && (dot >= 0 || raw.indexOf(",", comma + 1) >= 0)) {
        if (ONLY_ENGLISH.test(raw.trim())) return false;
      }
      // Dot-grouped only: two dot groups, or a dot group and a decimal comma.
      if (!dotted && dot >= 0 && (comma >= 0 || raw.indexOf(".", dot + 1) >= 0)) {
        if (ONLY_DOTTED.test(raw.trim())) dotted = true;
      }
    }
  }
  return dotted;
}

/**
 * A cell of a dot-grouped table rewritten as the plain number it writes
 * ("2.496" → "2496", "75.000,50" → "75000.50"), or undefined when it is no
 * such number (left to the usual reading).
 */
export function fromDotGrouping(raw: string): string | undefined {
  const m = DOTTED.exec(raw.trim());
  if (!m?.[2] || (m[2].indexOf(".") < 0 && m[3] === undefined)) return undefined;
  const sign = m[1] === "−" ? "-" : (m[1] ?? "");
  const int = m[2].split(".").join("");
  return m[3] === undefined ? `${sign}${int}` : `${sign}${int}.${m[3]}`;
}
