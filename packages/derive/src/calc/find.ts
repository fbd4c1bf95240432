import { formatValue } from "../format.js";
import { agrees } from "./agrees.js";
import { type Expr, evaluate, isWhole, leaves, print, type Reading, timesHundred } from "./ast.js";
import { type Chain, type ChainPart, hasOperator, type NumberToken, readChain } from "./chain.js";
import { Lines } from "./lines.js";
import { parseExpression } from "./parse.js";
import { type CalcToken, tokenize, type WrittenNumber } from "./tokens.js";

/** A number in a written calculation, with its place in the text. */
export interface CalcOperand {
  readonly number: WrittenNumber;
  readonly start: number;
  readonly end: number;
  /**
   * A formula constant that needs no grounding: the 100 in "× 100", or a
   * small whole divisor such as the 3 in "/ 3".
   */
  readonly constant: boolean;
}

/**
 * Arithmetic an answer writes out, recomputed: `(76 + 73 + 52) / 3 = 67`, or a
 * figure followed by its working, `$6 million ($5829m − $5735m)`.
 */
export interface WrittenCalculation {
  /**
   * `equation` for "expr = result", `parenthetical` for "result (expr)",
   * `step` for a figure of a chain that is an earlier step's result: the
   * 6,535 of "(48,210 − 41,675) / 48,210 = 6,535 / 48,210", whose expression
   * is the working it is the result of (48,210 − 41,675).
   */
  readonly form: "equation" | "parenthetical" | "step";
  readonly expression: Expr;
  /** Offsets of the expression in the text. */
  readonly start: number;
  readonly end: number;
  readonly operands: readonly CalcOperand[];
  readonly result: { readonly number: WrittenNumber; readonly start: number; readonly end: number };
  /** The recomputed value, in the reading that was compared (see `reading`). */
  readonly computed: number;
  /** Numbers read with their scale words, or as written (for "7,170 − 6,710 = $460 million"). */
  readonly reading: Reading;
  /** Whether the stated result is hedged: "≈ 0.39", "= approximately 64%". */
  readonly approximate: boolean;
  /**
   * Whether the stated result agrees with the recomputed value at its stated
   * precision: a rounding, a rounding twice or a truncation of it, or within
   * two units of its last digit when hedged (see {@link agrees}).
   */
  readonly correct: boolean;
  /** The expression and its true value, for evidence: `(76 + 73 + 52) / 3 = 67`. */
  readonly formula: string;
}

// Longest run of arithmetic tokens searched in a parenthesis after a figure:
// bounds the search so hostile text stays linear.
const MAX_RUN = 64;
const SMALL_DIVISOR = 12;
const ARITHMETIC = new Set(["number", "op", "open", "close", "of"]);

/** A bare four-digit whole number in a plausible year range. */
function yearLike(n: WrittenNumber): boolean {
  return (
    n.currency === undefined &&
    n.exponent === undefined &&
    !n.percent &&
    /^\d{4}$/.test(n.text) &&
    n.value >= 1800 &&
    n.value <= 2199
  );
}

/**
 * Whether a parenthesised expression after a figure is its working rather
 * than a period or range: "(2018-2019)" and "(10-12)" are not arithmetic, so
 * years are refused and a hyphen glued between two numbers reads as a range.
 */
function looksLikeWorking(e: Expr, text: string): boolean {
  if (leaves(e).some((leaf) => yearLike(leaf.number))) return false;
  const ok = (x: Expr): boolean => {
    switch (x.type) {
      case "num":
        return true;
      case "neg":
        return ok(x.operand);
      case "group":
        return ok(x.inner);
      case "of":
        return ok(x.percent) && ok(x.whole);
      case "bin": {
        if (x.op === "-") {
          const lastLeft = leaves(x.left).at(-1);
          const firstRight = leaves(x.right)[0];
          if (
            lastLeft &&
            firstRight &&
            text[lastLeft.end] === "-" &&
            firstRight.start === lastLeft.end + 1
          )
            return false;
        }
        return ok(x.left) && ok(x.right);
      }
    }
  };
  return ok(e);
}

/** A bare 1,000, 1,000,000 or 1,000,000,000: a step of scale. */
function isThousands(x: Expr): boolean {
  return (
    x.type === "num" &&
    !x.number.percent &&
    x.number.currency === undefined &&
    x.number.exponent === undefined &&
    (x.number.value === 1e3 || x.number.value === 1e6 || x.number.value === 1e9)
  );
}

/** The constants of an expression: × 100 factors and small whole divisors. */
function constantLeaves(e: Expr, into: Set<Expr>): void {
  switch (e.type) {
    case "num":
      return;
    case "neg":
      return constantLeaves(e.operand, into);
    case "group":
      return constantLeaves(e.inner, into);
    case "of":
      constantLeaves(e.whole, into);
      return;
    case "bin": {
      const isConst = (x: Expr, hundred: boolean) =>
        x.type === "num" &&
        !x.number.percent &&
        x.number.currency === undefined &&
        (hundred
          ? x.number.value === 100 || x.number.value === 1000
          : Number.isInteger(x.number.value) &&
            x.number.value >= 1 &&
            x.number.value <= SMALL_DIVISOR &&
            // "/ 2.0" states a value to a decimal place: a figure, not a count.
            !x.number.text.includes("."));
      if (e.op === "*") {
        if (isConst(e.left, true)) into.add(e.left);
        if (isConst(e.right, true)) into.add(e.right);
      }
      if (e.op === "/" && isConst(e.right, false)) into.add(e.right);
      // The 1 of a complement ("1 − 15%") or of a count of years
      // ("2019 − 2017 + 1") is part of the formula, not a value.
      if (e.op === "+" || e.op === "-") {
        const countsYears = (x: Expr) => leaves(x).some((leaf) => yearLike(leaf.number));
        const percent = (x: Expr) => x.type === "num" && x.number.percent === true;
        if (isWhole(e.right) && (countsYears(e.left) || percent(e.left))) into.add(e.right);
        if (isWhole(e.left) && percent(e.right)) into.add(e.left);
      }
      constantLeaves(e.left, into);
      constantLeaves(e.right, into);
      return;
    }
  }
}

/**
 * Compare a recomputed expression with its stated result, in both readings.
 * A result written as a percentage also matches a fraction × 100 when the
 * expression does not multiply by 100 itself, and a result that is no
 * percentage matches a level times a percentage as that share of the level
 * ("2,415 million × (-4%) = -96.6 million"); an unsigned result is compared
 * by magnitude ("$5735m − $5829m = $94m" states the size of the gap).
 */
function compare(
  expression: Expr,
  result: WrittenNumber,
  hedged: boolean,
): { computed: number; reading: Reading; correct: boolean } {
  let fallback: { computed: number; reading: Reading } | undefined;
  // As written, numbers are compared only when the scales stated agree:
  // "7,170 − 6,710 = $460 million" drops its scale on the operands, while
  // "$1,200 million − $700 million = $500 billion" states two scales, and
  // 500 of one is not 500 of the other, unless the arithmetic changes the
  // scale itself ("$8,417 million / 1,000 = $8.417 billion").
  const readings =
    oneStatedScale(expression, result) || changesScale(expression, result)
      ? BOTH_READINGS
      : SCALED_ONLY;
  for (const reading of readings) {
    const raw = evaluate(expression, reading);
    if (!Number.isFinite(raw)) continue;
    const candidates = [raw];
    if (result.percent && !timesHundred(expression)) candidates.push(raw * 100);
    if (!result.percent && multipliesByPercent(expression)) candidates.push(raw / 100);
    const stated = reading === "scaled" ? result.value : result.written;
    const precision = reading === "scaled" ? result.precision : result.writtenPrecision;
    for (const c of candidates) {
      if (agrees(result.signed ? c : Math.abs(c), stated, precision, hedged))
        return { computed: c, reading, correct: true };
    }
    // The evidence shows the candidate nearest the stated result: "= 63.6121%"
    // for a fraction stated as a percentage, not "= 0.6361%".
    fallback ??= {
      computed: candidates.reduce((a, b) =>
        Math.abs(Math.abs(b) - Math.abs(stated)) < Math.abs(Math.abs(a) - Math.abs(stated)) ? b : a,
      ),
      reading,
    };
  }
  return { ...(fallback ?? { computed: Number.NaN, reading: "scaled" }), correct: false };
}

/** Whether an expression multiplies by a percentage anywhere ("2,415 × (-4%)"). */
function multipliesByPercent(e: Expr): boolean {
  switch (e.type) {
    case "num":
    case "of":
      return false;
    case "neg":
      return multipliesByPercent(e.operand);
    case "group":
      return multipliesByPercent(e.inner);
    case "bin": {
      if (e.op === "*" && (isPercentFactor(e.left) || isPercentFactor(e.right))) return true;
      return multipliesByPercent(e.left) || multipliesByPercent(e.right);
    }
  }
}

function isPercentFactor(e: Expr): boolean {
  let x = e;
  while (x.type === "group" || x.type === "neg") x = x.type === "group" ? x.inner : x.operand;
  return x.type === "num" && x.number.percent;
}

/**
 * Whether the arithmetic itself changes the scale the result states: a
 * figure of one scale divided (or multiplied) by the power of ten between
 * it and the result's scale ("$8,417 million / 1,000 = $8.417 billion",
 * "$3,912,406 thousand / 1,000 = $3,912.406 million"). Then the digits as
 * written are compared.
 */
function changesScale(expression: Expr, result: WrittenNumber): boolean {
  if (expression.type !== "bin" || (expression.op !== "/" && expression.op !== "*")) return false;
  const power = (x: Expr) =>
    x.type === "num" && isThousands(x) ? Math.round(Math.log10(x.number.value)) : undefined;
  const figure =
    expression.op === "/"
      ? expression.left
      : power(expression.left)
        ? expression.right
        : expression.left;
  const factor = figure === expression.left ? power(expression.right) : power(expression.left);
  if (factor === undefined || figure.type !== "num" || figure.number.exponent === undefined)
    return false;
  const step = (result.exponent ?? 0) - figure.number.exponent;
  return expression.op === "/" ? step === factor : step === -factor;
}

const BOTH_READINGS = ["scaled", "written"] as const;
const SCALED_ONLY = ["scaled"] as const;

/** Whether the scale words an expression and its result state are all one (or none). */
function oneStatedScale(expression: Expr, result: WrittenNumber): boolean {
  let exponent = result.exponent;
  for (const leaf of leaves(expression)) {
    const e = leaf.number.exponent;
    if (e === undefined) continue;
    if (exponent !== undefined && e !== exponent) return false;
    exponent = e;
  }
  return true;
}

const SUFFIX: Readonly<Record<number, string>> = { 3: "k", 6: "m", 9: "bn", 12: "tn" };

/** The recomputed value written the way the stated result is: `$919.6m`, `12.2843%`. */
function formatResult(computed: number, reading: Reading, result: WrittenNumber): string {
  const exponent = reading === "scaled" ? result.exponent : undefined;
  const shown = exponent ? computed / 10 ** exponent : computed;
  const suffix = exponent ? (SUFFIX[exponent] ?? `e${exponent}`) : "";
  const sign = shown < 0 ? "-" : "";
  return `${sign}${result.currency ?? ""}${formatValue(Math.abs(shown))}${suffix}${result.percent ? "%" : ""}`;
}

type Leaf = Extract<Expr, { type: "num" }>;

function build(
  form: WrittenCalculation["form"],
  expression: Expr,
  span: { readonly start: number; readonly end: number },
  result: NumberToken,
  hedged: boolean,
  more: readonly { readonly leaf: Leaf; readonly constant: boolean }[] = [],
): WrittenCalculation {
  const constants = new Set<Expr>();
  constantLeaves(expression, constants);
  // The 1,000 of "$8,417 million / 1,000 = $8.417 billion" changes the scale: no value.
  if (expression.type === "bin" && changesScale(expression, result.number)) {
    if (isThousands(expression.right)) constants.add(expression.right);
    else if (isThousands(expression.left)) constants.add(expression.left);
  }
  const { computed, reading, correct } = compare(expression, result.number, hedged);
  return {
    form,
    expression,
    start: span.start,
    end: span.end,
    operands: [
      ...leaves(expression).map((leaf) => ({ leaf, constant: constants.has(leaf) })),
      ...more,
    ].map(({ leaf, constant }) => ({
      number: leaf.number,
      start: leaf.start,
      end: leaf.end,
      constant,
    })),
    result: { number: result.number, start: result.start, end: result.end },
    computed,
    reading,
    approximate: hedged,
    correct,
    formula: `${print(expression)} = ${formatResult(computed, reading, result.number)}`,
  };
}

/** Where an expression stands in the text: from its first number to its last. */
function spanOf(e: Expr): { start: number; end: number } {
  const all = leaves(e);
  return { start: (all[0] as Leaf).start, end: (all.at(-1) as Leaf).end };
}

/** Every part of an expression that has an operator, outermost first. */
function workings(e: Expr, into: Expr[]): void {
  switch (e.type) {
    case "num":
      return;
    case "neg":
      workings(e.operand, into);
      return;
    case "group":
      workings(e.inner, into);
      return;
    case "of":
      into.push(e);
      return;
    case "bin":
      into.push(e);
      workings(e.left, into);
      workings(e.right, into);
      return;
  }
}

/**
 * The earlier working a figure of later working is the result of: the 6,535
 * of "(48,210 − 41,675) / 48,210 = 6,535 / 48,210" is 48,210 − 41,675, and
 * the 0.0613 of "3,184 / 51,920 = 0.0613 × 100" is 3,184 / 51,920. Undefined
 * when it is none (a value of its own, to be grounded).
 */
function stepOf(leaf: Leaf, earlier: readonly Expr[]): Expr | undefined {
  for (const w of earlier) {
    for (const reading of BOTH_READINGS) {
      if (reading === "written" && !oneStatedScale(w, leaf.number)) continue;
      const raw = evaluate(w, reading);
      if (!Number.isFinite(raw)) continue;
      const stated = reading === "scaled" ? leaf.number.value : leaf.number.written;
      const unit = reading === "scaled" ? leaf.number.precision : leaf.number.writtenPrecision;
      // A percentage is the working's fraction × 100, or the working itself
      // when that adds or averages percentages ("(3.1% + 2.3%) / 2").
      const candidates =
        leaf.number.percent && !timesHundred(w)
          ? leaves(w).some((x) => x.number.percent)
            ? [raw * 100, raw]
            : [raw * 100]
          : [raw];
      for (const c of candidates) {
        if (agrees(leaf.number.signed ? c : Math.abs(c), Math.abs(stated), unit, false)) return w;
      }
    }
  }
  return undefined;
}

/**
 * A result restated in another form is read to the figure it restates:
 * "≈ 0.798 or 79.80%" writes 0.798 as a percentage, and 79.80% is right
 * when 0.798 is, though the ratio is 79.82%. It is still wrong when it is
 * no restatement of that figure ("≈ 0.798 or 78.90%").
 */
function restatement(calc: WrittenCalculation, before: WrittenCalculation): WrittenCalculation {
  if (calc.correct || !before.correct) return calc;
  const from = before.result.number;
  const to = calc.result.number;
  const value = to.percent && !from.percent ? from.value * 100 : from.value / 100;
  return agrees(value, to.value, to.precision, calc.approximate)
    ? { ...calc, correct: true }
    : calc;
}

/**
 * The calculations of one chain of equals signs. Every stated figure of the
 * chain is recomputed from its first working: "3,184 / 51,920 = 0.0613 =
 * 6.1%" states two results of 3,184 / 51,920. A figure of later working that
 * is an earlier step's result is that step's result (a `step`); the others
 * are operands of the chain's results, to be grounded like the first
 * working's.
 */
function chainCalculations(chain: Chain, tokens: readonly CalcToken[]): WrittenCalculation[] {
  const [root, ...rest] = chain.parts;
  if (root?.kind !== "working") return [];
  const out: WrittenCalculation[] = [];
  const span = {
    start: (tokens[root.from] as CalcToken).start,
    end: (tokens[root.to - 1] as CalcToken).end,
  };
  const earlier: Expr[] = [];
  workings(root.expression, earlier);
  const more: { leaf: Leaf; constant: boolean }[] = [];
  for (const part of rest) {
    if (part.kind === "result") {
      const calc = build("equation", root.expression, span, part.result, part.hedged, [...more]);
      const before = out.at(-1);
      out.push(
        part.restates && before?.result.start === part.restates.start
          ? restatement(calc, before)
          : calc,
      );
      continue;
    }
    const constants = new Set<Expr>();
    constantLeaves(part.expression, constants);
    for (const leaf of leaves(part.expression)) {
      const step = constants.has(leaf) ? undefined : stepOf(leaf, earlier);
      if (step) {
        const token: NumberToken = {
          type: "number",
          start: leaf.start,
          end: leaf.end,
          number: leaf.number,
        };
        out.push(build("step", step, spanOf(step), token, false));
      } else more.push({ leaf, constant: constants.has(leaf) });
    }
    workings(part.expression, earlier);
  }
  return out;
}

/**
 * Find the calculations written in a text and recompute them. A safe parser
 * (never `eval`): numbers, + − × ÷ (and `x`, `*`, `/`, "plus", "minus",
 * "times", "divided by"), parentheses, percentages and "15% of 200". Chains
 * of equals signs are read whole ("(a − b) / a = c / a = 13.56%"), and a
 * result after "≈", "~" or a hedge word is read loosely (see
 * {@link agrees}). Runs in linear time: working is searched back from each
 * "=" and forward from it over at most 64 tokens.
 *
 * @example
 * findCalculations("(7167.1 − 6383.0) / 6383.0 × 100 = 12.28%")[0].correct // true
 * findCalculations("$7630.0m − $6710.4m = $918.2m")[0].correct // false (it is $919.6m)
 */
export function findCalculations(text: string): WrittenCalculation[] {
  // Every calculation hangs on an equals sign or word, or on a parenthesis
  // after a figure: most prose has neither, and is not tokenised at all.
  if (!mayHoldCalculation(text)) return [];
  const tokens = withoutLabels(tokenize(text));
  const lines = new Lines(tokens, text);
  const found: WrittenCalculation[] = [];
  const claimed = new Set<number>();
  const read = new Set<number>();
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k] as CalcToken;
    if (t.type === "equals") {
      if (read.has(k)) continue;
      const chain = readChain(tokens, k, lines);
      if (!chain) continue;
      for (const eq of chain.equals) read.add(eq);
      if (!chain.parts.some((p) => p.kind === "result")) continue;
      found.push(...chainCalculations(chain, tokens));
      const first = chain.parts[0] as Extract<ChainPart, { kind: "working" }>;
      for (let q = first.from; q < chain.end; q++) claimed.add(q);
      continue;
    }
    // "A decrease of $6 million ($5829m − $5735m)": a figure and its working.
    if (t.type === "open" && k > 0 && tokens[k - 1]?.type === "number" && !claimed.has(k)) {
      let depth = 0;
      let m = k;
      for (; m < tokens.length && m - k <= MAX_RUN; m++) {
        const u = tokens[m] as CalcToken;
        if (u.type === "open") depth++;
        else if (u.type === "close" && --depth === 0) break;
        else if (!ARITHMETIC.has(u.type)) break;
      }
      if (tokens[m]?.type !== "close" || depth !== 0 || tokens[m + 1]?.type === "equals") continue;
      const expression = parseExpression(tokens, k + 1, m);
      if (expression && hasOperator(expression) && looksLikeWorking(expression, text)) {
        found.push(
          build(
            "parenthetical",
            expression,
            { start: (tokens[k + 1] as CalcToken).start, end: (tokens[m - 1] as CalcToken).end },
            tokens[k - 1] as NumberToken,
            false,
          ),
        );
      }
    }
  }
  return found.sort((a, b) => a.result.start - b.result.start);
}

// Longest label in brackets after an operand, in tokens: "(Defense, Space & Security)".
const MAX_LABEL = 8;
const LABEL_TOKENS = new Set(["barrier", "of", "hedge"]);

/**
 * The tokens without the labels in brackets written after operands:
 * "$1,245 million (Retail) + $380 million (Wholesale) = $1,625 million" names
 * each operand, and the label is no part of the arithmetic; so does "(long-
 * term)", whose hyphen joins words. A bracket that holds a number ("(2024)",
 * "(5%)") is kept.
 */
function withoutLabels(tokens: readonly CalcToken[]): CalcToken[] {
  const out: CalcToken[] = [];
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k] as CalcToken;
    if (t.type === "open" && tokens[k - 1]?.type === "number") {
      let m = k + 1;
      let words = false;
      while (m < tokens.length && m - k <= MAX_LABEL) {
        const type = (tokens[m] as CalcToken).type;
        // "(long-term)": a hyphen between words is no minus sign.
        if (!LABEL_TOKENS.has(type) && type !== "op") break;
        words ||= type === "barrier";
        m++;
      }
      if (words && tokens[m]?.type === "close") {
        k = m;
        continue;
      }
    }
    out.push(t);
  }
  return out;
}

/** Whether `text` has what any written calculation needs: "=", "≈", "equal" or "(". */
function mayHoldCalculation(text: string): boolean {
  return text.includes("=") || text.includes("(") || text.includes("≈") || /equal/i.test(text);
}
