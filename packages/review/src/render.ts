// The review view of one answer: the answer with each figure marked by status, the sources as a reader sees them, and for each figure the cells or words that prove or contradict it.
import {
  type Claim,
  formatNumber,
  type Issue,
  isPassing,
  renderSummaryHead,
  type SourceRef,
  STATUS_MEANINGS,
  type Status,
} from "@crossfoot/verdict";
import { h } from "./escape.js";
import { claimPlaces, placeKey, refKey } from "./places.js";
import type { ReviewSource, ReviewTable } from "./sources-view.js";

/** What the review view shows. */
export interface ReviewInput {
  /** The answer as checked. */
  readonly answer: string;
  /** Its report (a `Report`, or its JSON form). */
  readonly report: {
    readonly passed: boolean;
    readonly score: number;
    readonly claims: readonly Claim[];
    readonly issues: readonly Issue[];
  };
  /** The sources as {@link reviewSources} gives them. */
  readonly sources: readonly ReviewSource[];
  /** A prefix for the ids of the view's elements, unique on the page (default `cf`). */
  readonly idPrefix?: string;
  /**
   * How many rows of each table are shown besides the rows a figure's
   * evidence names (default 200): a long table shows its first rows, every
   * row that proves or contradicts a figure, and a line for each run of
   * rows left out.
   */
  readonly maxRows?: number;
}

/**
 * The review view as an HTML fragment: a summary bar with status filters,
 * the answer with each figure a button marked by status, the sources (tables
 * as tables, text as paragraphs, fields as a list) with every cell, field
 * and cited text figure marked by its place, and for each figure a panel
 * with its status in plain words, its evidence, and each value it rests on
 * linked to where it sits. Everything shown is escaped. It needs
 * {@link REVIEW_CSS} and {@link REVIEW_SCRIPT} (or {@link attachReview}) on
 * the page to come alive; without them it still reads top to bottom.
 */
export function renderReview(input: ReviewInput): string {
  const prefix = input.idPrefix ?? "cf";
  const { claims, issues } = input.report;
  const texts = textPlaces(claims);
  const named = namedRows(claims);
  const maxRows = input.maxRows ?? 200;
  const statuses = [...new Set(claims.map((c) => c.status))];
  const summary = renderSummaryHead({
    passed: input.report.passed,
    score: input.report.score,
    claims,
    issues,
  });
  return `<section class="cf-review" data-cf-review aria-label="review of the answer">
<div class="cf-bar" role="toolbar" aria-label="show figures"><span class="cf-head ${input.report.passed ? "cf-ok" : "cf-bad"}">${h(summary)}</span>${filterButtons(claims, statuses)}</div>
<div class="cf-panes">
<div class="cf-pane"><h2 class="cf-title">Answer</h2><p class="cf-answer">${markAnswer(input.answer, claims)}</p>${issueList(issues)}</div>
<div class="cf-pane cf-sources"><h2 class="cf-title">Sources</h2>${input.sources.map((s) => renderSource(s, texts.get(s.id) ?? [], (t) => rowsShown(named, s.id, t, maxRows))).join("")}</div>
</div>
<div class="cf-details" aria-live="polite">${claims.map((c, i) => claimPanel(c, i, prefix)).join("")}<p class="cf-hint">Select a figure to see what proves it.</p></div>
</section>`;
}

function filterButtons(claims: readonly Claim[], statuses: readonly Status[]): string {
  const failing = claims.filter((c) => !c.passed).length;
  const button = (filter: string, label: string, pressed = false) =>
    `<button type="button" class="cf-filter" data-filter="${h(filter)}" aria-pressed="${pressed}">${h(label)}</button>`;
  return [
    button("all", `all (${claims.length})`, true),
    button("failing", `failing (${failing})`),
    ...statuses.map((s) => button(s, `${s} (${claims.filter((c) => c.status === s).length})`)),
  ].join("");
}

/** The answer with each claim a button carrying the keys of the places its evidence names. */
function markAnswer(answer: string, claims: readonly Claim[]): string {
  const order = claims.map((c, i) => ({ c, i })).sort((a, b) => a.c.start - b.c.start);
  let html = "";
  let at = 0;
  for (const { c, i } of order) {
    // Claims never overlap; one that did would be left unmarked rather than nested.
    if (c.start < at || c.end > answer.length || c.end <= c.start) continue;
    const places = claimPlaces(c);
    const keys = (refs: readonly SourceRef[]) =>
      refs
        .map(refKey)
        .filter((k): k is string => k !== undefined)
        .join(" ");
    html += h(answer.slice(at, c.start));
    html += `<mark class="cf-claim ${c.passed ? "cf-pass" : "cf-fail"}" tabindex="0" role="button" aria-pressed="false" data-claim="${i}" data-status="${h(c.status)}" data-proves="${keys(places.proves)}" data-contradicts="${keys(places.contradicts)}" data-near="${keys(places.near)}" title="${h(c.status)}">${h(answer.slice(c.start, c.end))}</mark>`;
    at = c.end;
  }
  return html + h(answer.slice(at));
}

function issueList(issues: readonly Issue[]): string {
  if (issues.length === 0) return "";
  return `<ul class="cf-issues">${issues.map((i) => `<li>${h(i.message)}</li>`).join("")}</ul>`;
}

/** The text places any claim names, by record: the words the sources pane marks. */
function textPlaces(claims: readonly Claim[]): Map<string, { start: number; end: number }[]> {
  const out = new Map<string, { start: number; end: number }[]>();
  for (const c of claims) {
    const { proves, contradicts, near } = claimPlaces(c);
    for (const ref of [...proves, ...contradicts, ...near]) {
      const place = ref.place;
      if (place?.type !== "text") continue;
      let list = out.get(ref.recordId);
      if (!list) out.set(ref.recordId, (list = []));
      if (!list.some((p) => p.start === place.start && p.end === place.end))
        list.push({ start: place.start, end: place.end });
    }
  }
  return out;
}

/** The rows of each record's tables that a figure's evidence names, by `record~table`. */
function namedRows(claims: readonly Claim[]): Map<string, Set<number>> {
  const out = new Map<string, Set<number>>();
  for (const c of claims) {
    const { proves, contradicts, near } = claimPlaces(c);
    for (const ref of [...proves, ...contradicts, ...near]) {
      if (ref.place?.type !== "cell") continue;
      const key = `${ref.recordId}~${ref.place.table}`;
      let rows = out.get(key);
      if (!rows) out.set(key, (rows = new Set()));
      rows.add(ref.place.row);
    }
  }
  return out;
}

/** Whether each row of a table is shown: the first `maxRows`, and every row evidence names. */
function rowsShown(
  named: Map<string, Set<number>>,
  recordId: string,
  table: ReviewTable,
  maxRows: number,
): (row: number) => boolean {
  const rows = named.get(`${recordId}~${table.index}`);
  return (row) => row < maxRows || rows?.has(row) === true;
}

function renderSource(
  source: ReviewSource,
  spans: readonly { start: number; end: number }[],
  shown: (table: ReviewTable) => (row: number) => boolean,
): string {
  const inText = source.tables.filter((t) => t.start !== undefined && t.end !== undefined);
  const apart = source.tables.filter((t) => t.start === undefined || t.end === undefined);
  let body = "";
  if (source.text !== undefined) {
    const text = source.text;
    let at = 0;
    for (const t of [...inText].sort((a, b) => (a.start as number) - (b.start as number))) {
      if ((t.start as number) < at) continue;
      body += paragraphs(source.id, text, at, t.start as number, spans);
      body += renderTable(source.id, t, shown(t));
      at = t.end as number;
    }
    body += paragraphs(source.id, text, at, text.length, spans);
  }
  for (const t of apart) body += renderTable(source.id, t, shown(t));
  if (source.fields && source.fields.length > 0) {
    body += `<dl class="cf-fields">${source.fields
      .map(
        (f) =>
          `<div data-place="${h(placeKey(source.id, { type: "field", field: f.name }))}"><dt>${h(f.name)}</dt><dd>${h(f.text)}</dd></div>`,
      )
      .join("")}</dl>`;
  }
  return `<article class="cf-source" data-record="${h(source.id)}"><h3 class="cf-record">[${h(source.id)}]</h3>${body}</article>`;
}

/** `text[from, to)` as paragraphs (blank lines) and lines, each cited figure in it marked by its place. */
function paragraphs(
  recordId: string,
  text: string,
  from: number,
  to: number,
  spans: readonly { start: number; end: number }[],
): string {
  if (from >= to || text.slice(from, to).trim() === "") return "";
  const inside = spans
    .filter((s) => s.start >= from && s.end <= to)
    .sort((a, b) => a.start - b.start);
  let html = "";
  let at = from;
  for (const s of inside) {
    if (s.start < at) continue;
    html += lines(text.slice(at, s.start));
    html += `<span class="cf-fig" data-place="${h(placeKey(recordId, { type: "text", start: s.start, end: s.end }))}">${h(text.slice(s.start, s.end))}</span>`;
    at = s.end;
  }
  html += lines(text.slice(at, to));
  return html
    .split(/(?:<br>\s*){2,}/)
    .map((p) => p.replace(/^(?:<br>)+|(?:<br>)+$/g, "").trim())
    .filter((p) => p !== "")
    .map((p) => `<p>${p}</p>`)
    .join("");
}

function lines(text: string): string {
  return h(text).replace(/\r?\n/g, "<br>");
}

function renderTable(
  recordId: string,
  table: ReviewTable,
  shown: (row: number) => boolean,
): string {
  const caption = table.unitHeader
    ? `<caption>table ${table.index + 1} · ${h(table.unitHeader)}</caption>`
    : `<caption>table ${table.index + 1}</caption>`;
  const head = `<thead><tr>${table.columns.map((c) => `<th scope="col">${h(c)}</th>`).join("")}</tr></thead>`;
  let body = "";
  let skipped = 0;
  const gap = () => {
    if (skipped > 0)
      body += `<tr class="cf-gap"><td colspan="${Math.max(1, table.columns.length)}">… ${skipped} ${skipped === 1 ? "row" : "rows"} not shown</td></tr>`;
    skipped = 0;
  };
  table.rows.forEach((cells, row) => {
    if (!shown(row)) {
      skipped++;
      return;
    }
    gap();
    body += `<tr>${cells
      .map(
        (cell, column) =>
          `<td data-place="${h(placeKey(recordId, { type: "cell", table: table.index, row, column }))}">${h(cell)}</td>`,
      )
      .join("")}</tr>`;
  });
  gap();
  return `<div class="cf-table"><table>${caption}${head}<tbody>${body}</tbody></table></div>`;
}

/** A figure's panel: its status in plain words, its evidence, and each value it rests on linked to its place. */
function claimPanel(claim: Claim, index: number, prefix: string): string {
  const { proves, contradicts, near } = claimPlaces(claim);
  const refs = (title: string, list: readonly SourceRef[], role: string) =>
    list.length === 0
      ? ""
      : `<p class="cf-refs"><span>${h(title)}</span> ${list.map((r) => refButton(r, role)).join(" ")}</p>`;
  const d = claim.details;
  const formula =
    d.type === "derivation" ? `<p class="cf-formula"><code>${h(d.formula)}</code></p>` : "";
  const searched =
    d.type === "none" && d.searched.length > 0
      ? `<p class="cf-searched">Looked in ${d.searched.map((id) => `[${h(id)}]`).join(", ")}.</p>`
      : "";
  return `<div class="cf-detail" id="${h(prefix)}-claim-${index}" data-for="${index}" hidden>
<p><b>${h(claim.text)}</b> <span class="cf-status ${isPassing(claim.status) ? "cf-pass" : "cf-fail"}">${h(claim.status)}</span>: ${h(STATUS_MEANINGS[claim.status])}.</p>
<p class="cf-evidence">${h(claim.evidence)}</p>${formula}${refs("Proved by", proves, "proves")}${refs(claim.status === "contradicted" ? "Contradicted by" : "Sits elsewhere, at", contradicts, "contradicts")}${refs("Nearest values it was held to", near, "near")}${searched}
</div>`;
}

function refButton(ref: SourceRef, role: string): string {
  const key = refKey(ref);
  const label = `[${ref.recordId}] ${ref.label} = ${formatNumber(ref.value)}`;
  return key === undefined
    ? `<span class="cf-op">${h(label)}</span>`
    : `<button type="button" class="cf-op cf-${role}" data-target="${h(key)}">${h(label)}</button>`;
}
