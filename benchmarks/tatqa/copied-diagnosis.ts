/**
 * Where a failing copied figure's digits sit in its sources, as aggregate
 * counts: the report may print this for both parts, since no sentence,
 * label or figure is shown (only classes), so the held-out part stays
 * unstudied case by case.
 *
 * For each failing claim of a clean copied sentence it classifies:
 * - where: the figure's digits in a table cell exactly, in a cell of the
 *   other sign, in a cell with other text (a footnote, unit, two numbers, a
 *   range), only at another scale (×/÷ 1,000), in a paragraph, or nowhere
 *   (then the label is the error, not the checker);
 * - for the cell found: whether the table states a scale, whether the column
 *   is a percent/rate column, whether the row label is empty or repeated, how
 *   the column is headed (a year, a dated heading, a date range, text), what
 *   the value looks like (a year, a small count, an amount), how many cells
 *   hold it, and how fully the sentence names its row;
 * - how the sources read the value (the kinds of the values equal to it) and
 *   the claim's kind;
 * - the failing claim's reason (`details.reason`, or the evidence line), as a
 *   template: figures, quoted text and source labels stripped.
 */
import { unitHeadersIn } from "@crossfoot/sources";
import { check, loadSources } from "crossfoot";
import { readFigure } from "./cases.js";
import type { TatqaContext } from "./dataset.js";
import { columnHeading, plainLabel, rowLabel } from "./sweep.js";

/** One failing clean copied sentence: its output and the claims the eval failed. */
export interface FailingCopied {
  readonly output: string;
  readonly ctx: TatqaContext;
  /** The eval's failing claims (text and status). */
  readonly failing: readonly { readonly text: string; readonly status: string }[];
}

const SCALE_STATED = /\b(?:thousands?|millions?|billions?)\b|'000|\$\s?m\b|\$\s?bn\b/i;
const PERCENT_COLUMN = /%|\bper ?cent|\brates?\b|\bratio\b|\bmargin\b/i;
// Words that state a negative sense: what a bracketed figure of the line is.
const NEGATIVE_SENSE =
  /\b(?:loss(?:es)?|expenses?|used|paid|payments?|outflows?|decreases?|deficits?|costs?|charges?|less|deductions?|depreciation|amortization|impairments?|purchases?|repurchases?|dividends?|repayments?|write-?(?:offs?|downs?)|provisions?|allowances?|reductions?|adjustments?)\b/i;
// Restatement words of a column heading (as the checker's rival rule reads them).
const RESTATED = /\b(?:reported|restated|revised|recast)\b/i;
// A fixed vocabulary of restatement words, for the aggregate classes.
const RESTATEMENT_VOCABULARY =
  /\b(?:as reported|reported|restated|revised|recast|previously|originally|original|adjusted|adjustments?|adoption|without|before|after|prior|new|pro forma)\b/g;
const STOP = new Set(
  "the a an of in on at for to and or by from is was were are as with its their total".split(" "),
);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOP.has(w) && !/^\d+$/.test(w));
}

/** A figure's digits as a token pattern: "1,234" matches "1,234" but not "11,234" or "1,234.5". */
function tokenPattern(digits: string): RegExp {
  const escaped = digits.replace(/[.,]/g, (c) => `\\${c}`);
  return new RegExp(`(?<![\\d.,])${escaped}(?![\\d]|[.,]\\d)`);
}

function headingClass(heading: string | undefined): string {
  if (heading === undefined) return "no heading";
  const years = heading.match(/(?:19|20)\d\d/g) ?? [];
  if (years.length >= 2 || /\d\s*[-–]\s*\d/.test(heading)) return "date range";
  if (/^\s*(?:FY|fiscal(?: year)?)?\s*'?(?:19|20)\d\d\s*$/i.test(heading)) return "year";
  if (years.length === 1) return "dated text";
  return "text";
}

function valueClass(v: number, integer: boolean): string {
  if (integer && v >= 1900 && v <= 2100) return "year-like";
  if (integer && v < 100) return "small integer";
  if (integer && v < 10000) return "integer < 10,000";
  return integer ? "integer ≥ 10,000" : "decimal";
}

/** The reason line as a template: source labels, quoted text and figures stripped. */
export function reasonTemplate(reason: string): string {
  return reason
    .replace(
      /; nearest values in the rows and periods the sentence names: .*$/,
      "; <nearest values>",
    )
    .replace(/\[[A-Z]\d+\] .*? = -?[\d,.]+/g, "<value>")
    .replace(/\[[A-Z]\d+\] .*?(?=, which|, but| but | = |;|$)/g, "<value>")
    .replace(/"[^"]*"/g, "<text>")
    .replace(/\([^()]*[\d][^()]*\)/g, "(<formula>)")
    .replace(/-?\d[\d,.]*/g, "N")
    .replace(/\bnames (?:N|[A-Za-z]+)(?:, (?:N|[A-Za-z]+))*/g, "names <periods>")
    .replace(/\s+/g, " ")
    .trim();
}

/** The class keys of one failing claim (the answer figure or another number). */
function classify(
  f: FailingCopied,
  claimText: string,
  claimStatus: string,
  figure: string,
): Record<string, string> {
  const which = claimText === figure ? "answer figure" : "another number";
  const digits = (claimText.match(/\d[\d,]*(?:\.\d+)?/) ?? [""])[0];
  const value = Number(digits.replace(/,/g, ""));
  const integer = !digits.includes(".");
  const table = f.ctx.table.table;
  const token = tokenPattern(digits);
  let where = "nowhere";
  let cell: { row: number; column: number } | undefined;
  let sameCells = 0;
  const rank = [
    "cell exactly",
    "cell, other sign",
    "cell with other text",
    "paragraph",
    "cell only at another scale",
    "nowhere",
  ];
  const better = (w: string) => rank.indexOf(w) < rank.indexOf(where);
  table.forEach((cells, row) => {
    cells.forEach((text, column) => {
      const read = readFigure(text);
      const negative = claimText.includes("-") || claimText.includes("(");
      if (read && Math.abs(read.value) === value) {
        sameCells++;
        const sign = read.value < 0 === negative ? "cell exactly" : "cell, other sign";
        if (better(sign)) {
          where = sign;
          cell = { row, column };
        }
      } else if (!read && digits !== "" && token.test(text)) {
        if (better("cell with other text")) {
          where = "cell with other text";
          cell = { row, column };
        }
      } else if (
        read &&
        (Math.abs(read.value) * 1000 === value || Math.abs(read.value) === value * 1000)
      ) {
        if (better("cell only at another scale")) where = "cell only at another scale";
      }
    });
  });
  const inParagraph = digits !== "" && f.ctx.paragraphs.some((p) => token.test(p.text));
  if (inParagraph && better("paragraph")) where = "paragraph";

  // The checker's own reading: the claim's kind, the kinds of equal source values, the reason.
  const record = { id: "R1", table, text: f.ctx.paragraphs.map((p) => p.text).join("\n\n") };
  let reason = "?";
  let claimKind = "?";
  let recheck = "recheck agrees";
  let sourceKinds = "none";
  let ambiguity = "n/a";
  try {
    const report = check(f.output, [record]);
    const claim = report.claims.find((c) => c.text === claimText && !c.passed);
    if (!claim) recheck = "recheck differs";
    else {
      claimKind = claim.kind;
      if (claim.status !== claimStatus) recheck = "recheck differs";
      const d = claim.details as { type: string; reason?: string };
      reason = reasonTemplate(d.reason ?? claim.evidence);
      // An ambiguous match: the restatement words of its column label and of its rivals' (the
      // loader's labels, which carry spanning headings), and how the rivals' raw headings read.
      const src = (claim.details as { source?: { label: string; location: string } }).source;
      if (claim.status === "ambiguous" && src) {
        const set = loadSources([record]);
        const all = set.records.flatMap((r) => r.values);
        const m = all.find((v) => v.label === src.label && v.location.type === "cell");
        if (m && m.location.type === "cell") {
          const loc = m.location;
          const rivals = all.filter(
            (v) =>
              v.location.type === "cell" &&
              v.location.table === loc.table &&
              v.location.row === loc.row &&
              v !== m &&
              v.periodKey === m.periodKey,
          );
          const vocab = (t: string) =>
            [...new Set((t.toLowerCase().match(RESTATEMENT_VOCABULARY) ?? []).map((w) => w.trim()))]
              .sort()
              .join("+") || "none";
          ambiguity = `match column: ${vocab(m.columnLabel ?? "")}; same-period columns of its row: ${rivals.map((v) => vocab(v.columnLabel ?? "")).join(", ") || "none"}; label period from ${/(?:19|20)\d\d/.test(m.columnLabel ?? "") ? "its column label" : "elsewhere"}`;
        }
      }
    }
    const set = loadSources([record]);
    const kinds = new Set<string>();
    for (const r of set.records)
      for (const v of r.values)
        if (Math.abs(v.value) === value || Math.abs(v.scaledValue ?? Number.NaN) === value)
          kinds.add(
            `${v.location.type} ${v.kind}${v.scaledValue === undefined ? "" : " (scaled)"}`,
          );
    if (kinds.size > 0) sourceKinds = [...kinds].sort().join(", ");
  } catch {
    recheck = "recheck threw";
  }

  const out: Record<string, string> = {
    claim: which,
    status: claimStatus,
    where,
    "also in paragraph": where !== "paragraph" && inParagraph ? "yes" : "no",
    value: valueClass(value, integer),
    "cells equal": sameCells === 0 ? "0" : sameCells === 1 ? "1" : "2+",
    "table states scale": table.some((r) => r.some((c) => SCALE_STATED.test(c))) ? "yes" : "no",
    "claim kind": claimKind,
    "source values equal (kind)": sourceKinds,
    reason,
    recheck,
    ambiguity,
    "claim scale word": (/\b(thousand|million|billion)\b/.exec(claimText) ?? [
      "",
      "none",
    ])[1] as string,
    "text unit headers": (() => {
      const text = f.ctx.paragraphs.map((p) => p.text).join("\n\n");
      const hs = unitHeadersIn(text).filter((h) => !h.percent && h.multiplier > 1);
      const scales = new Set(hs.map((h) => h.multiplier));
      const shares = hs.some((h) =>
        /shares?\b[^()]{0,30}$/i.test(
          text.slice(Math.max(0, (h.end ?? 0) - h.text.length - 40), (h.end ?? 0) - h.text.length),
        ),
      );
      const bracketed = hs.some((h) => h.text.startsWith("("));
      // Where the loader reads no header, how the words "in millions" stand in the text.
      const m = /in (?:thousands|millions|billions)/i.exec(text);
      let how = "";
      if (hs.length === 0 && m) {
        const before = text.slice(Math.max(0, m.index - 12), m.index);
        const after = text.slice(m.index + m[0].length);
        const prev = text[m.index - 1] ?? "^";
        const close = after.indexOf(")");
        const open = before.lastIndexOf("(");
        how = `; words stand after ${/\s/.test(prev) ? "space" : JSON.stringify(prev)}, before ${JSON.stringify(after[0] ?? "$")}, ${open >= 0 ? "open bracket within 12 chars before" : "no bracket before"}, closing bracket ${close < 0 ? "none" : close <= 60 ? "within 60" : "beyond 60"}`;
      }
      return `${hs.length === 0 ? "none" : `${scales.size} scale(s)`}${shares ? ", one for shares" : ""}${bracketed ? ", bracketed" : ""}${how}`;
    })(),
    "text states scale":
      [
        ...new Set(
          f.ctx.paragraphs.flatMap((p) =>
            [...p.text.matchAll(/\bin (thousands|millions|billions)\b/gi)].map((m) =>
              (m[1] as string).toLowerCase(),
            ),
          ),
        ),
      ]
        .sort()
        .join(" ") || "none",
  };
  if (cell) {
    const { row, column } = cell;
    const label = rowLabel(f.ctx, row);
    const heading = columnHeading(f.ctx, row, column);
    const labels = table.map((_, r) => rowLabel(f.ctx, r)).filter((l) => l !== undefined);
    const plain = label === undefined ? "" : plainLabel(label).toLowerCase();
    const repeated = labels.filter((l) => plainLabel(l).toLowerCase() === plain).length > 1;
    const said = new Set(words(f.output));
    const own = label === undefined ? [] : words(plainLabel(label));
    const used = own.filter((w) => said.has(w)).length;
    // Other rows the sentence names at least as fully as the cell's own.
    const rivals = labels.filter((l) => {
      const w = words(plainLabel(l));
      return l !== label && w.length > 0 && w.filter((x) => said.has(x)).length >= used && used > 0;
    }).length;
    out["row label"] = label === undefined ? "empty" : repeated ? "repeated" : "unique";
    out["row named"] =
      own.length === 0
        ? "no words"
        : used === own.length
          ? "fully"
          : used > 0
            ? "partially"
            : "not";
    out["other rows named as fully"] = rivals === 0 ? "0" : rivals === 1 ? "1" : "2+";
    out.column = headingClass(heading);
    out["column year in sentence"] =
      heading && /(?:19|20)\d\d/.test(heading)
        ? (heading.match(/(?:19|20)\d\d/g) ?? []).some((y) => f.output.includes(y))
          ? "yes"
          : "no"
        : "n/a";
    out["percent/rate column"] = table.some(
      (r, i) =>
        (i < row && PERCENT_COLUMN.test(r[column] ?? "")) || (r[column] ?? "").includes("%"),
    )
      ? "yes"
      : "no";
    out["first column"] = column === 0 ? "yes" : "no";
    // The sign: where a label states what a bracketed figure is, and whether the sentence says it.
    const labelText = `${label ?? ""} ${heading ?? ""}`;
    const bracketed = [...labelText.matchAll(/\(([A-Za-z][^()]*)\)/g)].map((m) => m[1] as string);
    const sense = bracketed.some((b) => words(b).length > 0)
      ? "bracketed words"
      : NEGATIVE_SENSE.test(labelText)
        ? "negative word"
        : "none";
    const senseWords = [
      ...words(bracketed.join(" ")),
      ...(labelText.match(new RegExp(NEGATIVE_SENSE.source, "gi")) ?? []).map((w) =>
        w.toLowerCase(),
      ),
    ];
    out["label states sign"] = sense;
    out["sentence has negative-sense word"] = NEGATIVE_SENSE.test(f.output) ? "yes" : "no";
    const colCells = table.map((r) => r[column] ?? "").filter((c) => readFigure(c));
    const rowCells = (table[row] ?? []).filter((c) => readFigure(c));
    const share = (cs: string[]) => {
      const b = cs.filter((c) => c.includes("(")).length;
      return b === cs.length ? "all" : b * 2 > cs.length ? "most" : b > 0 ? "some" : "none";
    };
    out["bracketed in column / row"] = `${share(colCells)} / ${share(rowCells)}`;
    out["sentence says sign word"] = senseWords.some((w) => said.has(w)) ? "yes" : "no";
    // Restatement columns: headings above the cell with restatement words, and whether the sentence uses a heading word.
    const above = table.slice(0, row).map((r) => r[column] ?? "");
    const cellText = table[row]?.[column] ?? "";
    out["cell written"] = /\(/.test(cellText)
      ? "brackets"
      : /^\s*\$?\s*[-–]/.test(cellText)
        ? "minus"
        : "plain";
    out["column kind"] =
      /\b(?:change|changes|variance|increase|decrease|inc|dec|growth|difference)\b/i.test(
        table
          .slice(0, row)
          .map((r) => r[column] ?? "")
          .join(" "),
      )
        ? "change column"
        : "other";
    out["row kind"] = /\b(?:total|net)\b/i.test(label ?? "") ? "total/net" : "other";
    out["restatement column"] = above.some((h) => RESTATED.test(h)) ? "yes" : "no";
    const headingWords = words(above.join(" "));
    // Restatement vocabulary only (never the labels): the words the cell's column, the other columns of
    // its row and the sentence use.
    const vocab = (text: string) =>
      [...new Set((text.toLowerCase().match(RESTATEMENT_VOCABULARY) ?? []).map((w) => w.trim()))]
        .sort()
        .join("+") || "none";
    const headOf = (c: number) =>
      table
        .slice(0, row)
        .map((r) => r[c] ?? "")
        .join(" ");
    out["column restatement words"] = vocab(headOf(column));
    out["row's other columns' restatement words"] = vocab(
      (table[row] ?? []).map((_, c) => (c === column || c === 0 ? "" : headOf(c))).join(" | "),
    );
    out["sentence restatement words"] = vocab(f.output);
    out["sentence uses a column word"] = headingWords.some((w) => said.has(w)) ? "yes" : "no";
  }
  return out;
}

/**
 * The diagnosis table for one part: one line per class of failing claim
 * (all keys joined), with its count. Keys come in a fixed order.
 */
export function copiedDiagnosis(failing: readonly FailingCopied[]): string {
  const counts = new Map<string, number>();
  let header: string[] = [];
  for (const f of failing) {
    const figure = f.output.slice(f.output.lastIndexOf(" is ") + 4, f.output.lastIndexOf(" ["));
    for (const c of f.failing) {
      const keys = classify(f, c.text, c.status, figure);
      const order = [
        "claim",
        "status",
        "where",
        "also in paragraph",
        "value",
        "cells equal",
        "table states scale",
        "row label",
        "row named",
        "other rows named as fully",
        "column",
        "column year in sentence",
        "percent/rate column",
        "first column",
        "label states sign",
        "sentence says sign word",
        "sentence has negative-sense word",
        "bracketed in column / row",
        "cell written",
        "column kind",
        "row kind",
        "claim scale word",
        "text states scale",
        "text unit headers",
        "restatement column",
        "sentence uses a column word",
        "column restatement words",
        "row's other columns' restatement words",
        "sentence restatement words",
        "claim kind",
        "source values equal (kind)",
        "reason",
        "ambiguity",
        "recheck",
      ];
      header = order;
      const line = order.map((k) => keys[k] ?? "—").join(" | ");
      counts.set(line, (counts.get(line) ?? 0) + 1);
    }
  }
  if (counts.size === 0) return "(no failing copied claims)";
  const out = [`| ${header.join(" | ")} | count |`, `|${header.map(() => "---").join("|")}|---:|`];
  for (const [line, n] of [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])))
    out.push(`| ${line} | ${n} |`);
  return out.join("\n");
}
