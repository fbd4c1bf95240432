/**
 * Study-part probes of copied figures written the way the benchmark's copied
 * case writes them, at a larger scale than its 171 study questions:
 *
 * - `span`: every single-figure span answer (table, table-text and text),
 *   rendered by `renderFigure` with the question's scale and subject;
 * - `multi_span`: every multi-span answer whose parts are all figures, in one
 *   sentence ("The X is A and B");
 * - `operand`: every cell an arithmetic question's derivation names along one
 *   row ("5,000 - 4,000"), with the question's row phrase and the year heading
 *   the cell's column as subject;
 * - `rate`: every cell of a line that names a rate ("Discount rate",
 *   "Expected volatility") written without a percent sign, copied as TAT-QA
 *   answers such cells ("2.5%", scale "percent"); `rate_swap` is the nearest
 *   other value of its row in the same sentence (expected to fail);
 * - `text`: every figure a study paragraph states, with its currency, percent
 *   sign and scale word as the generator would write an answer span, and the
 *   words before it in its clause as subject.
 *
 * The benchmark's copied false alarms on the held-out part are "unsupported",
 * a class the cell sweep does not show: these probes look for it on the study
 * part. Held-out tables are refused: they are scored, never studied.
 */
import type { BenchCase } from "./cases.js";
import {
  columnYear,
  phrase,
  placedCells,
  readFigure,
  renderFigure,
  scaleWordFor,
  type Written,
} from "./cases.js";
import { isHeldOut, type TatqaContext, type TatqaQuestion } from "./dataset.js";
import { unitFormVariants } from "./probe-forms.js";
import { asQuestion, columnHeading, plainLabel, rowLabel, SCALES } from "./sweep.js";

/** Which probe a sentence belongs to. */
export type ProbeKind =
  | "span"
  | "multi_span"
  | "operand"
  | "text"
  | "rate"
  | "rate_swap"
  | "unit_form"
  | "unit_form_scale";

/** One probe sentence (all are clean: expected to pass). */
export interface ProbeCase extends Pick<BenchCase, "id" | "output" | "expect"> {
  readonly kind: ProbeKind;
  /** A sub-class for the report ("table-text", "percent", "scale word" …). */
  readonly detail: string;
}

/** The scale most of the context's amount questions give ("" when none). */
function amountScale(ctx: TatqaContext): string {
  const counts = new Map<string, number>();
  for (const q of ctx.questions)
    if (SCALES.has(q.scale)) counts.set(q.scale, (counts.get(q.scale) ?? 0) + 1);
  let best = "";
  let n = 0;
  for (const [s, k] of counts)
    if (k > n) {
      best = s;
      n = k;
    }
  return best;
}

/** "change in revenue from 2018 to 2019" → "revenue": the row a question names. */
function rowPhrase(q: TatqaQuestion): string {
  return phrase(q)
    .replace(
      /\b(?:in|for|from|to|between|and|during|of|at|as of|on)?\s*(?:fiscal\s+(?:year\s+)?|FY\s*)?(?:19|20)\d\d\b/gi,
      "",
    )
    .replace(
      /^(?:the\s+)?(?:(?:percentage|percent|%|average|net|total|absolute)\s+)?(?:change|increase|decrease|difference|growth|decline|average|sum|total)\s+(?:in|of|between)\s+(?:the\s+)?/i,
      "",
    )
    .replace(/^(?:average|total)\s+/i, "")
    .replace(/\s+/g, " ")
    .trim();
}

function spanCases(ctx: TatqaContext, q: TatqaQuestion): ProbeCase[] {
  if (q.answer_type !== "span" && q.answer_type !== "multi-span") return [];
  if (!Array.isArray(q.answer) || q.answer.length === 0) return [];
  const figures: Written[] = [];
  for (const a of q.answer) {
    const f = readFigure(a);
    if (!f || /^\s*(19|20)\d\d\s*$/.test(String(a))) return [];
    figures.push(f);
  }
  const scale = scaleWordFor(ctx, q);
  const rendered = figures.map((f) => renderFigure(f, f.value, q, scale));
  const kind: ProbeKind = q.answer_type === "span" ? "span" : "multi_span";
  if (kind === "span" && rendered.length !== 1) return [];
  const list =
    rendered.length === 1
      ? rendered[0]
      : `${rendered.slice(0, -1).join(", ")} and ${rendered[rendered.length - 1]}`;
  const detail = `${q.answer_from}${figures.some((f) => f.percent) || q.scale === "percent" ? ", percent" : ""}${scale ? ", scale word" : ""}${figures.some((f) => f.value < 0) ? ", negative" : ""}`;
  return [
    {
      id: `probe:${kind}:${q.uid}`,
      output: `The ${phrase(q)} is ${list} [R1].`,
      expect: "pass",
      kind,
      detail,
    },
  ];
}

/** Lines whose figures are per share, per unit, prices or rates: no scale word. */
const PER_UNIT = /\bper\b|\bEPS\b|\bprice|\brate\b|\bratio\b|\bcents\b|%|percent|ROFE|margin/i;

const NUMBER = /^\s*\(?\s*-?\s*([\d,]+(?:\.\d+)?)\s*\)?\s*$/;

function operandCases(ctx: TatqaContext, q: TatqaQuestion): ProbeCase[] {
  if (q.answer_type !== "arithmetic" || !q.derivation) return [];
  const operands = [...q.derivation.matchAll(/[\d,]*\d(?:\.\d+)?/g)]
    .map((m) => Number(m[0].replace(/,/g, "")))
    .filter((v) => Number.isFinite(v) && v !== 100 && v !== 2 && v !== 1 && v !== 0);
  if (operands.length < 2) return [];
  const cells = placedCells(ctx);
  const homes = operands.map((v) => cells.filter((c) => Math.abs(c.value) === v));
  // Only operands each in one cell, all along one row: the question's phrase
  // then names that row, and each column's year the operand's period.
  if (homes.some((h) => h.length !== 1)) return [];
  const placed = homes.map((h) => h[0] as (typeof cells)[number]);
  const row = placed[0]?.row;
  if (placed.some((c) => c.row !== row)) return [];
  if (new Set(placed.map((c) => c.column)).size !== placed.length) return [];
  const subject = rowPhrase(q);
  if (subject.split(" ").length < 1 || subject === "") return [];
  const scaleName = SCALES.has(q.scale) ? q.scale : amountScale(ctx);
  // A percent question whose derivation neither divides (other than by a
  // count) nor multiplies by 100 works on percentages: its operands are rates
  // ("(12.5 + 13.1) / 2", "12.5 - 13.1"), which an analyst writes with "%".
  const rates = q.scale === "percent" && !/\*\s*100|\/\s*\(?\s*[\d,]*\d{2}/.test(q.derivation);
  const out: ProbeCase[] = [];
  for (const c of placed) {
    const year = columnYear(ctx, c.column, c.row);
    if (year === undefined) return [];
    const read = readFigure(c.text);
    if (!read || !NUMBER.test(c.text.replace(/[$%]/g, ""))) continue;
    const f = { ...read, percent: read.percent || rates };
    const sq = asQuestion(f.percent || PER_UNIT.test(subject) ? "" : scaleName);
    const scale = scaleWordFor(ctx, sq);
    out.push({
      id: `probe:operand:${q.uid}:${c.row}:${c.column}`,
      output: `The ${subject} in ${year} is ${renderFigure(f, f.value, sq, scale)} [R1].`,
      expect: "pass",
      kind: "operand",
      detail: `${q.answer_from}${f.percent ? ", percent" : ""}${scale ? ", scale word" : ""}${f.value < 0 ? ", negative" : ""}`,
    });
  }
  return out;
}

/** A figure in a paragraph: currency, parentheses, digits, percent or scale word. */
const TEXT_FIGURE =
  /(US\$|RMB|HK\$|A\$|\$|€|£)?\s?(\()?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\)?(?:\s?(%|per cent|percent)|\s(thousand|million|billion))?(?![\w.]\d)/g;

/** Words that end a subject before a figure ("revenue increased by"). */
const TAIL =
  /\s+(?:was|were|is|are|of|to|by|from|at|increased|decreased|rose|fell|totaled|totalled|amounted|compared|with|approximately|about|an?|the|and|or|for|in|on|as|grew|declined|up|down|reached|had|has|have|been|be|recorded|reported)$/i;

function textCases(ctx: TatqaContext): ProbeCase[] {
  const out: ProbeCase[] = [];
  const scaleName = amountScale(ctx);
  for (const p of ctx.paragraphs) {
    for (const sentence of p.text.split(/(?<=[a-z0-9%)]\.)\s+(?=[A-Z])/)) {
      for (const m of sentence.matchAll(TEXT_FIGURE)) {
        const digits = `${m[3]}${m[4] ?? ""}`;
        if (/^(19|20)\d\d$/.test(digits) && !m[1] && !m[5] && !m[6]) continue;
        // The words before the figure in its clause, without the verb that
        // introduces it: "Revenue increased by" → "Revenue".
        let before = sentence
          .slice(0, m.index)
          .split(/[,;:(]/)
          .pop()
          ?.trim();
        if (!before) continue;
        for (let k = 0; k < 4 && TAIL.test(` ${before}`); k++)
          before = ` ${before}`.replace(TAIL, "").trim();
        const words = before.split(/\s+/).filter(Boolean);
        if (words.length < 2) continue;
        const subject = words.slice(-8).join(" ");
        const f = readFigure(
          `${m[1]?.endsWith("$") ? "$" : ""}${m[2] ?? ""}${digits}${m[2] ? ")" : ""}${m[5] ? "%" : ""}`,
        );
        if (!f) continue;
        const scaleName2 = m[6] ?? (f.percent || m[1] === undefined ? "" : scaleName);
        const q = asQuestion(scaleName2);
        const scale = scaleWordFor(ctx, q);
        const currency = m[1] && !m[1].endsWith("$") ? ", other currency" : "";
        out.push({
          id: `probe:text:${ctx.table.uid}:${p.order}:${out.length}`,
          output: `The ${subject.replace(/^the\s+/i, "")} is ${renderFigure(f, f.value, q, scale)} [R1].`,
          expect: "pass",
          kind: "text",
          detail: `${f.percent ? (m[5] === "%" ? "percent" : "per cent") : m[6] ? "scale word in text" : scale ? "scale word added" : "plain"}${f.value < 0 ? ", negative" : ""}${currency}`,
        });
      }
    }
  }
  return out;
}

/** A line that names a rate. */
const RATE_LINE = /\b(?:rates?|yields?|volatility|margins?|returns?|growth)\b/i;

function rateCases(ctx: TatqaContext): ProbeCase[] {
  const out: ProbeCase[] = [];
  const cells = placedCells(ctx);
  for (const cell of cells) {
    const label = rowLabel(ctx, cell.row);
    const heading = columnHeading(ctx, cell.row, cell.column);
    if (label === undefined || heading === undefined || !RATE_LINE.test(label)) continue;
    if (/%|\bpercent/i.test(`${label} ${heading}`) || /[%$]/.test(cell.text)) continue;
    const f = readFigure(cell.text);
    if (!f || Math.abs(f.value) > 100) continue;
    const sentence = (v: number, decimals: number) =>
      `The ${plainLabel(label)} in ${plainLabel(heading)} is ${renderFigure({ ...f, decimals, percent: true }, v, asQuestion(""), "")} [R1].`;
    const id = `probe:rate:${ctx.table.uid}:${cell.row}:${cell.column}`;
    out.push({
      id,
      output: sentence(f.value, f.decimals),
      expect: "pass",
      kind: "rate",
      detail: "no % sign",
    });
    const other = cells
      .filter(
        (c) =>
          c.row === cell.row && c.column !== cell.column && Math.abs(c.value) !== Math.abs(f.value),
      )
      .sort((a, b) => Math.abs(a.column - cell.column) - Math.abs(b.column - cell.column))[0];
    const o = other && readFigure(other.text);
    if (o)
      out.push({
        id: `${id}:swap`,
        output: sentence(o.value, o.decimals),
        expect: "fail",
        kind: "rate_swap",
        detail: "same row",
      });
  }
  return out;
}

/**
 * The probes' sentences for one study context. Throws on a held-out table:
 * the probes are study tools, and the held-out part is never read case by case.
 */
export function probeCasesFor(ctx: TatqaContext): ProbeCase[] {
  if (isHeldOut(ctx)) throw new Error(`the probes refuse held-out table ${ctx.table.uid}`);
  // A variant of a context's unit statement (probe-forms.ts): its scaled copied figures only.
  if ("unitForm" in ctx) return formCases(ctx, String(ctx.unitForm));
  const out: ProbeCase[] = [];
  if (unitFormVariants(ctx).length > 0) out.push(...formCases(ctx, "as written"));
  for (const q of ctx.questions) out.push(...spanCases(ctx, q), ...operandCases(ctx, q));
  out.push(...textCases(ctx), ...rateCases(ctx));
  return out;
}

const OTHER_SCALE: Readonly<Record<string, string>> = {
  thousand: "million",
  million: "billion",
  billion: "million",
};

/** The copied figures with a scale word of a context (spans and operands), as `unit_form` probes. */
function formCases(ctx: TatqaContext, form: string): ProbeCase[] {
  const out: ProbeCase[] = [];
  for (const q of ctx.questions)
    for (const c of [...spanCases(ctx, q), ...operandCases(ctx, q)])
      if (c.detail.includes("scale word")) {
        const id = `probe:unit_form:${ctx.table.uid}:${c.id}`;
        out.push({ ...c, id, kind: "unit_form", detail: form });
        // The same figure at another scale must still fail.
        const other = c.output.replace(
          / (thousand|million|billion) \[R1\]/,
          (_, w: string) => ` ${OTHER_SCALE[w]} [R1]`,
        );
        if (other !== c.output)
          out.push({
            id: `${id}:scale`,
            output: other,
            expect: "fail",
            kind: "unit_form_scale",
            detail: form,
          });
      }
  return out;
}
