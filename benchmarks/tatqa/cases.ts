import { evaluate, findCalculations, parseExpression, tokenize } from "@crossfoot/derive";
import type { TatqaContext, TatqaQuestion } from "./dataset.js";

/** The kinds of clean sentence the generator writes. */
export const CLEAN = ["copied", "derived", "calculation", "direction"] as const;
/** The one-error variants, each made from a clean sentence. */
export const INJECTED = [
  "value",
  "scale",
  "direction_flip",
  "swap",
  "calc_result",
  "calc_operand",
] as const;
export type Category = (typeof CLEAN)[number] | (typeof INJECTED)[number];

/** One labelled sentence for `crossfoot eval`. */
export interface BenchCase {
  readonly id: string;
  readonly category: Category;
  /** For swaps: where the swapped-in value sits relative to the right one. */
  readonly swapKind?: SwapKind;
  /** For injected cases: the id of the clean case it was made from. */
  readonly cleanId?: string;
  readonly output: string;
  readonly expect: "pass" | "fail";
  /** For copied cases: where TAT-QA says the answer span comes from ("table", "table-text"). */
  readonly answerFrom?: string;
}

/**
 * Where a swapped-in value comes from: the same row in another column (another
 * period), the same column in another row (the same period, another line),
 * elsewhere in the table, or the paragraphs beside it.
 */
export const SWAP_KINDS = ["same_row", "same_column", "other_region", "text"] as const;
export type SwapKind = (typeof SWAP_KINDS)[number];

/** What each swap kind means, for the report. */
export const SWAP_KIND_NAMES: Readonly<Record<SwapKind, string>> = {
  same_row: "same row, other period",
  same_column: "same period, other row",
  other_region: "other table region",
  text: "text value",
};

const SCALE_WORDS = { thousand: "thousand", million: "million", billion: "billion" } as const;
const SCALE_SWAP: Readonly<Record<string, string>> = {
  thousand: "million",
  million: "billion",
  billion: "million",
};

/** A deterministic generator per question, so runs are repeatable. */
function rng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

/** A figure as TAT-QA writes it. */
export interface Written {
  readonly value: number;
  readonly decimals: number;
  readonly currency: string;
  readonly percent: boolean;
}

/** Read a TAT-QA figure as written: "$1,496.5", "(1,234)", "12.5%", 44.1. */
export function readFigure(raw: unknown): Written | undefined {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw : undefined;
  if (text === undefined) return undefined;
  const m =
    /^\s*(\$)?\s*(\()?\s*(-)?\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*\)?\s*(%)?\s*$/.exec(text);
  if (!m) return undefined;
  const negative = m[2] !== undefined || m[3] !== undefined;
  const value = Number(`${(m[4] ?? "").replace(/,/g, "")}${m[5] ?? ""}`) * (negative ? -1 : 1);
  if (!Number.isFinite(value)) return undefined;
  return {
    value,
    decimals: m[5] ? m[5].length - 1 : 0,
    currency: m[1] ?? "",
    percent: m[6] !== undefined,
  };
}

/** Format with thousands separators at a fixed number of decimals. */
function format(value: number, decimals: number): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [int, frac] = fixed.split(".");
  const grouped = (int ?? "0").replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${value < 0 ? "-" : ""}${grouped}${frac ? `.${frac}` : ""}`;
}

/** The question as a noun phrase: "What is the change in Other in 2019?" → "change in Other in 2019". */
export function phrase(q: TatqaQuestion): string {
  return q.question
    .trim()
    .replace(/\?$/, "")
    .replace(/^(what|how much|how many)\s+(is|was|were|are|did|does)\s+(the\s+)?/i, "")
    .replace(/^(what|which)\s+/i, "");
}

/** Whether the sources state the scale anywhere ("in millions", "$ million"). */
function sourcesStateScale(ctx: TatqaContext, scale: string): boolean {
  const re = new RegExp(`\\b${scale}s?\\b`, "i");
  return (
    ctx.paragraphs.some((p) => re.test(p.text)) ||
    ctx.table.table.some((row) => row.some((c) => re.test(c)))
  );
}

/**
 * The scale word a copied figure is written with: the question's scale when
 * the sources state that word somewhere, else none (" million" or "").
 */
export function scaleWordFor(ctx: TatqaContext, q: TatqaQuestion): string {
  return q.scale === "thousand" || q.scale === "million" || q.scale === "billion"
    ? sourcesStateScale(ctx, q.scale)
      ? ` ${SCALE_WORDS[q.scale]}`
      : ""
    : "";
}

/** A figure as the generator writes it: sign, currency, digits, percent sign, scale word. */
export function renderFigure(f: Written, value: number, q: TatqaQuestion, scale: string): string {
  return `${value < 0 ? "-" : ""}${f.currency}${format(Math.abs(value), f.decimals)}${f.percent || q.scale === "percent" ? "%" : ""}${scale}`;
}

/** Perturb by 10–30% either way, at the same number of decimals, never back to the original. */
function perturb(value: number, decimals: number, random: () => number): number {
  for (let attempt = 0; attempt < 10; attempt++) {
    const factor = 1 + (0.1 + random() * 0.2) * (random() < 0.5 ? -1 : 1);
    const next = Number((value * factor).toFixed(decimals));
    if (next !== value && Number.isFinite(next)) return next;
  }
  return value + 10 ** -decimals * (value < 0 ? -7 : 7);
}

/** Every number the sources state (table cells and paragraphs), as values. */
function allFigures(ctx: TatqaContext): number[] {
  const out: number[] = [];
  const texts = [...ctx.table.table.flat(), ...ctx.paragraphs.map((p) => p.text)];
  for (const text of texts) {
    for (const m of text.matchAll(/\d[\d,]*(?:\.\d+)?/g)) out.push(Number(m[0].replace(/,/g, "")));
  }
  return out;
}

/** A numeric table cell, as written, and where it sits. */
interface PlacedCell {
  readonly text: string;
  readonly row: number;
  readonly column: number;
  readonly value: number;
}

/** Whether values `a` and `b` sit in one row of the table, in different columns. */
function alongOneRow(ctx: TatqaContext, a: number, b: number): boolean {
  const cells = placedCells(ctx);
  return cells.some(
    (x) =>
      Math.abs(x.value) === a &&
      cells.some((y) => Math.abs(y.value) === b && y.row === x.row && y.column !== x.column),
  );
}

/**
 * Whether a TAT-QA change "a - b" along one row runs from the later column to
 * the earlier one: the years heading the two columns say `a` is the earlier
 * period's value. TAT-QA answers "the difference between 2018 and 2019" as
 * often as 2018 minus 2019, so the answer's sign alone does not say whether
 * the line rose. False when the columns name no two distinct years, or a
 * value is negative.
 */
function earlierFirst(ctx: TatqaContext, a: number, b: number): boolean {
  const cells = placedCells(ctx);
  for (const x of cells) {
    if (Math.abs(x.value) !== a) continue;
    for (const y of cells) {
      if (Math.abs(y.value) !== b || y.row !== x.row || y.column === x.column) continue;
      // Negative amounts ("cash used (3,908)") rise or fall by size or by sign
      // depending on the line: their answers keep the sign they were given.
      if (x.value < 0 || y.value < 0) return false;
      const ya = columnYear(ctx, x.column, x.row);
      const yb = columnYear(ctx, y.column, y.row);
      if (ya !== undefined && yb !== undefined && ya !== yb) return ya < yb;
    }
  }
  return false;
}

/** The year heading a column above a row: the nearest cell above that names one ("2019", "December 31, 2019", "F19"). */
export function columnYear(ctx: TatqaContext, column: number, row: number): number | undefined {
  for (let r = row - 1; r >= 0; r--) {
    const cell = ctx.table.table[r]?.[column] ?? "";
    const full = /(?:^|\D)((?:19|20)\d\d)(?!\d)/.exec(cell);
    if (full) return Number(full[1]);
    const short = /(?:^|[^A-Za-z0-9])F(?:Y\s?)?'?(\d\d)(?!\d)/i.exec(cell);
    if (short) return 2000 + Number(short[1]);
  }
  return undefined;
}

/** Numeric cells of the table (years left out), with their places. */
export function placedCells(ctx: TatqaContext): PlacedCell[] {
  const out: PlacedCell[] = [];
  ctx.table.table.forEach((cells, row) => {
    cells.forEach((cell, column) => {
      const f = readFigure(cell);
      if (f && !/^\s*(19|20)\d\d\s*$/.test(cell))
        out.push({ text: cell.trim(), row, column, value: f.value });
    });
  });
  return out;
}

/** Figures the paragraphs state (no years), as written: "$2.8 million" → "2.8". */
function paragraphFigures(ctx: TatqaContext): string[] {
  const out: string[] = [];
  for (const p of ctx.paragraphs) {
    for (const m of p.text.matchAll(/(?<![\w.])\d[\d,]*(?:\.\d+)?(?![\w])/g)) {
      if (/^(19|20)\d\d$/.test(m[0])) continue;
      out.push(m[0]);
    }
  }
  return out;
}

/**
 * One swapped-in value per kind that the context offers: another value of
 * the answer's row, of its column, from elsewhere in the table, or from the
 * paragraphs. The answer's cell is the first that states its value.
 */
function swapCandidates(
  ctx: TatqaContext,
  value: number,
  random: () => number,
): { kind: SwapKind; text: string }[] {
  const cells = placedCells(ctx);
  const differs = (v: number) => v !== value && v !== -value;
  const home = cells.find((c) => c.value === value || c.value === -value);
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];
  const out: { kind: SwapKind; text: string }[] = [];
  const others = cells.filter((c) => differs(c.value));
  const byKind: Record<Exclude<SwapKind, "text">, PlacedCell[]> = {
    same_row: home ? others.filter((c) => c.row === home.row) : [],
    same_column: home ? others.filter((c) => c.column === home.column) : [],
    other_region: home
      ? others.filter((c) => c.row !== home.row && c.column !== home.column)
      : others,
  };
  for (const kind of ["same_row", "same_column", "other_region"] as const) {
    const c = pick(byKind[kind]);
    if (c) out.push({ kind, text: c.text });
  }
  const text = pick(paragraphFigures(ctx).filter((t) => differs(Number(t.replace(/,/g, "")))));
  if (text) out.push({ kind: "text", text });
  return out;
}

const CHANGE =
  /^\s*\(?\s*([\d,]+(?:\.\d+)?)\s*-\s*([\d,]+(?:\.\d+)?)\s*\)?\s*(?:\/\s*\(?\s*([\d,]+(?:\.\d+)?)\s*\)?)?\s*(?:\*\s*100)?\s*$/;

/**
 * The labelled sentences for one question: clean sentences of each kind that
 * applies, and one-error variants of each.
 */
export function casesFor(ctx: TatqaContext, q: TatqaQuestion, part: string): BenchCase[] {
  const random = rng(q.uid);
  const out: BenchCase[] = [];
  const base = `${part}:${q.uid}`;
  const subject = phrase(q);
  const scaleWord = scaleWordFor(ctx, q);
  const render = (f: Written, value: number, scale = scaleWord) => renderFigure(f, value, q, scale);
  const add = (
    category: Category,
    output: string,
    expect: "pass" | "fail",
    cleanId?: string,
    swapKind?: SwapKind,
  ) => {
    const id = `${base}:${category}${swapKind ? `:${swapKind}` : ""}`;
    out.push({
      id,
      category,
      output,
      expect,
      ...(cleanId ? { cleanId } : {}),
      ...(swapKind ? { swapKind } : {}),
    });
    return id;
  };
  const sentence = (figure: string) => `The ${subject} is ${figure} [R1].`;

  // A figure copied from the table.
  if (
    q.answer_type === "span" &&
    Array.isArray(q.answer) &&
    q.answer.length === 1 &&
    q.answer_from !== "text"
  ) {
    const f = readFigure(q.answer[0]);
    if (f && !/^\s*(19|20)\d\d\s*$/.test(String(q.answer[0]))) {
      const clean = add("copied", sentence(render(f, f.value)), "pass");
      const copiedCase = out[out.length - 1];
      if (copiedCase) out[out.length - 1] = { ...copiedCase, answerFrom: q.answer_from };
      add("value", sentence(render(f, perturb(f.value, f.decimals, random))), "fail", clean);
      if (scaleWord)
        add("scale", sentence(render(f, f.value, ` ${SCALE_SWAP[q.scale]}`)), "fail", clean);
      for (const { kind, text } of swapCandidates(ctx, f.value, random)) {
        const swapped = readFigure(text);
        if (!swapped) continue;
        add(
          "swap",
          sentence(render({ ...swapped, percent: swapped.percent || f.percent }, swapped.value)),
          "fail",
          clean,
          kind,
        );
      }
    }
  }
  if (q.answer_type !== "arithmetic" || typeof q.answer !== "number" || !q.derivation) return out;

  // A derived figure stated alone.
  const f: Written = {
    value: q.answer,
    decimals: (String(q.answer).split(".")[1] ?? "").length,
    currency: "",
    percent: false,
  };
  const cleanDerived = add("derived", sentence(render(f, f.value)), "pass");
  add("value", sentence(render(f, perturb(f.value, f.decimals, random))), "fail", cleanDerived);
  if (scaleWord)
    add("scale", sentence(render(f, f.value, ` ${SCALE_SWAP[q.scale]}`)), "fail", cleanDerived);

  // The calculation written out, from the dataset's derivation.
  const derivation = q.derivation.replace(/\s+/g, " ").trim();
  const tokens = tokenize(derivation);
  const expression = parseExpression(tokens, 0, tokens.length);
  if (expression) {
    const calc = (expr: string, result: number) =>
      `The ${subject} is ${expr} = ${render(f, result)} [R1].`;
    const clean = add("calculation", calc(derivation, f.value), "pass");
    add("calc_result", calc(derivation, perturb(f.value, f.decimals, random)), "fail", clean);
    // One operand that is not in the source, with the result recomputed so the
    // arithmetic holds. Formula constants (the 2 of "/ 2", the 1 of "1 − x%")
    // are not source operands, and the new operand must not be a source value.
    const constants = new Set(
      (findCalculations(`${derivation} = 0`)[0]?.operands ?? [])
        .filter((o) => o.constant)
        .map((o) => o.start),
    );
    const sourceValues = new Set(allFigures(ctx));
    const numbers = tokens.filter(
      (t) =>
        t.type === "number" &&
        !constants.has(t.start) &&
        !(Number.isInteger(t.number.value) && t.number.value <= 12),
    );
    const target = numbers[Math.floor(random() * numbers.length)];
    if (target?.type === "number") {
      const written = target.number;
      const decimals = (written.text.split(".")[1] ?? "").replace(/\D/g, "").length;
      let value = perturb(written.written, decimals, random);
      for (let k = 0; k < 5 && sourceValues.has(value); k++)
        value = perturb(written.written, decimals, random);
      const changed = format(value, decimals);
      const expr = `${derivation.slice(0, target.start)}${changed}${derivation.slice(target.end)}`;
      const t2 = tokenize(expr);
      const e2 = parseExpression(t2, 0, t2.length);
      if (e2 && !sourceValues.has(value)) {
        let result = evaluate(e2, "written");
        if (q.scale === "percent" && Math.abs(result) < Math.abs(f.value) / 10) result *= 100;
        add("calc_operand", calc(expr, Number(result.toFixed(f.decimals))), "fail", clean);
      }
    }
  }

  // A change with its direction word: only for a change along one table row
  // (a line item across periods). A difference between two rows ("domestic
  // minus international") has no direction, so neither "rose" nor "fell"
  // would be a true sentence to expect to pass or a false one to catch.
  const change = CHANGE.exec(derivation);
  if (
    change &&
    q.answer !== 0 &&
    (change[3] === undefined || change[3] === change[2]) &&
    alongOneRow(
      ctx,
      Number((change[1] as string).replace(/,/g, "")),
      Number((change[2] as string).replace(/,/g, "")),
    )
  ) {
    const figure = render(f, Math.abs(f.value));
    // The line rose when its later value is the larger: an answer written
    // earlier minus later has the opposite sign.
    const backwards = earlierFirst(
      ctx,
      Number((change[1] as string).replace(/,/g, "")),
      Number((change[2] as string).replace(/,/g, "")),
    );
    const up = backwards ? q.answer < 0 : q.answer > 0;
    const said = (rose: boolean) =>
      `The ${subject}: it ${rose ? "rose" : "fell"} by ${figure} [R1].`;
    const clean = add("direction", said(up), "pass");
    add("direction_flip", said(!up), "fail", clean);
  }
  return out;
}
