/**
 * Fictional filings for the property tests, as fast-check arbitraries: each
 * a list of sections (a heading, prose with figures, a table under a unit
 * statement with accounting negatives and a per-share row, prose after it),
 * rendered as HTML (the original) and as blocks of Markdown (what a
 * flattening converter makes of it).
 */
import fc from "fast-check";

/** One table: its statement, period headers, and rows of written cells. */
export interface GeneratedTable {
  readonly statement?: string;
  readonly periods: readonly string[];
  readonly rows: readonly { readonly label: string; readonly cells: readonly string[] }[];
}

/** One section of a filing. */
export interface GeneratedSection {
  readonly heading: string;
  readonly before: readonly string[];
  readonly table?: GeneratedTable;
  readonly after: readonly string[];
}

const LABELS = [
  "Net sales",
  "Cost of sales",
  "Gross profit",
  "Research and development",
  "Operating income (loss)",
  "Interest expense, net",
  "Net income (loss)",
  "Cash and cash equivalents",
  "Accounts payable",
  "Long-term debt",
];
const HEADINGS = ["Overview", "Results of Operations", "Segments", "Liquidity", "Outlook", "Risks"];
const STATEMENTS = [
  "(in thousands)",
  "(in millions, except per share data)",
  "(in thousands, except per share data)",
];
const VERBS = ["rose", "fell", "reached", "was", "stood at"];
const SUBJECTS = ["Revenue", "Backlog", "Capital spending", "Free cash flow", "Headcount"];

const grouped = (n: number) => n.toLocaleString("en-US");

/** A written cell: a grouped whole number, in accounting parentheses when negative. */
const cell = fc
  .tuple(fc.integer({ min: 1, max: 99_999 }), fc.boolean())
  .map(([n, negative]) => (negative ? `(${grouped(n)})` : grouped(n)));

/** A per-share cell: two decimals, sometimes negative. */
const perShare = fc.tuple(fc.integer({ min: 1, max: 999 }), fc.boolean()).map(([n, negative]) => {
  const text = (n / 100).toFixed(2);
  return negative ? `(${text})` : text;
});

/** A sentence with one or two figures: money with a scale word, a percentage, a count. */
const sentence = fc
  .tuple(
    fc.constantFrom(...SUBJECTS),
    fc.constantFrom(...VERBS),
    fc.integer({ min: 1, max: 999 }),
    fc.constantFrom("million", "billion"),
    fc.integer({ min: 1, max: 999 }),
    fc.integer({ min: 10, max: 99_999 }),
    fc.nat(2),
  )
  .map(([subject, verb, a, scale, pct, count, form]) => {
    if (form === 0) return `${subject} ${verb} $${(a / 10).toFixed(1)} ${scale} in 2024.`;
    if (form === 1) return `${subject} ${verb} ${(pct / 10).toFixed(1)}% from a year earlier.`;
    return `${subject} ${verb} ${grouped(count)} units, up ${(pct / 10).toFixed(1)}%.`;
  });

const paragraph = fc.array(sentence, { minLength: 1, maxLength: 3 }).map((s) => s.join(" "));

const table: fc.Arbitrary<GeneratedTable> = fc
  .tuple(
    fc.option(fc.constantFrom(...STATEMENTS), { nil: undefined }),
    fc.integer({ min: 2, max: 3 }),
    fc.uniqueArray(fc.constantFrom(...LABELS), { minLength: 1, maxLength: 5 }),
    fc.boolean(),
  )
  .chain(([statement, width, labels, withPerShare]) =>
    fc
      .tuple(
        fc.array(fc.array(cell, { minLength: width, maxLength: width }), {
          minLength: labels.length,
          maxLength: labels.length,
        }),
        fc.array(perShare, { minLength: width, maxLength: width }),
      )
      .map(([cells, eps]) => ({
        ...(statement ? { statement } : {}),
        periods: Array.from({ length: width }, (_, k) => String(2024 - k)),
        rows: [
          ...labels.map((label, k) => ({ label, cells: cells[k] as string[] })),
          ...(withPerShare ? [{ label: "Net income (loss) per share", cells: eps }] : []),
        ],
      })),
  );

const section: fc.Arbitrary<GeneratedSection> = fc
  .tuple(
    fc.array(paragraph, { maxLength: 2 }),
    fc.option(table, { nil: undefined }),
    fc.array(paragraph, { maxLength: 2 }),
  )
  .map(([before, t, after]) => ({ heading: "", before, ...(t ? { table: t } : {}), after }));

/**
 * A filing: two to four sections with distinct headings. A paragraph that
 * repeats an earlier one word for word gets a note letter, so no passage
 * stands twice (which of two equal passages a chunk holds is decided by
 * the chunks' order alone; see the README).
 */
export const filing: fc.Arbitrary<readonly GeneratedSection[]> = fc
  .tuple(
    fc.uniqueArray(fc.constantFrom(...HEADINGS), { minLength: 2, maxLength: 4 }),
    fc.array(section, { minLength: 4, maxLength: 4 }),
  )
  .map(([headings, sections]) => {
    const seen = new Set<string>();
    const unique = (p: string) => {
      let text = p;
      for (let k = 0; seen.has(text); k++)
        text = `${p} See note ${String.fromCharCode(65 + (k % 26))}${"x".repeat(Math.floor(k / 26))}.`;
      seen.add(text);
      return text;
    };
    return headings.map((heading, k) => {
      const s = sections[k] as GeneratedSection;
      return { ...s, heading, before: s.before.map(unique), after: s.after.map(unique) };
    });
  });

/** The filing as an HTML document. */
export function toHtml(sections: readonly GeneratedSection[]): string {
  const out = ["<!doctype html>", "<html><body>", "<h1>Generated Filing Inc. Annual Report</h1>"];
  for (const s of sections) {
    out.push(`<h2>${s.heading}</h2>`);
    for (const p of s.before) out.push(`<p>${p}</p>`);
    if (s.table) {
      const t = s.table;
      if (t.statement) out.push(`<p>${t.statement}</p>`);
      out.push("<table>");
      out.push(`<tr><th></th>${t.periods.map((p) => `<th>${p}</th>`).join("")}</tr>`);
      for (const r of t.rows)
        out.push(`<tr><td>${r.label}</td>${r.cells.map((c) => `<td>${c}</td>`).join("")}</tr>`);
      out.push("</table>");
    }
    for (const p of s.after) out.push(`<p>${p}</p>`);
  }
  out.push("</body></html>", "");
  return out.join("\n");
}

/**
 * The filing as Markdown blocks, as a converter flattens it: a heading, a
 * paragraph, or a table with its unit statement above it (one block, so no
 * chunking separates them).
 */
export function toMarkdownBlocks(sections: readonly GeneratedSection[]): string[] {
  const blocks = ["# Generated Filing Inc. Annual Report"];
  for (const s of sections) {
    blocks.push(`## ${s.heading}`);
    blocks.push(...s.before);
    if (s.table) {
      const t = s.table;
      const lines = t.statement ? [t.statement, ""] : [];
      lines.push(
        `|  | ${t.periods.join(" | ")} |`,
        `| --- |${t.periods.map(() => " --- |").join("")}`,
      );
      for (const r of t.rows) lines.push(`| ${r.label} | ${r.cells.join(" | ")} |`);
      blocks.push(lines.join("\n"));
    }
    blocks.push(...s.after);
  }
  return blocks;
}
