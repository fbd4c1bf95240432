import { formatValue } from "../format.js";
import { statedInterval, within } from "../interval.js";
import { type Expr, evaluate, isWhole, leaves, print, type Reading, timesHundred } from "./ast.js";
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
  /** `equation` for "expr = result", `parenthetical` for "result (expr)". */
  readonly form: "equation" | "parenthetical";
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
  /** Whether the stated result equals the recomputed value at its stated precision. */
  readonly correct: boolean;
  /** The expression and its true value, for evidence: `(76 + 73 + 52) / 3 = 67`. */
  readonly formula: string;
}

// Longest run of arithmetic tokens searched back from an "=": bounds the
// search so hostile text stays linear.
const MAX_RUN = 64;
const SMALL_DIVISOR = 12;
const ARITHMETIC = new Set(["number", "op", "open", "close", "of"]);

function hasOperator(e: Expr): boolean {
  switch (e.type) {
    case "num":
      return false;
    case "neg":
      return hasOperator(e.operand);
    case "group":
      return hasOperator(e.inner);
    default:
      return true;
  }
}

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
 * expression does not multiply by 100 itself; an unsigned result is compared
 * by magnitude ("$5735m − $5829m = $94m" states the size of the gap).
 */
function compare(
  expression: Expr,
  result: WrittenNumber,
): { computed: number; reading: Reading; correct: boolean } {
  let fallback: { computed: number; reading: Reading } | undefined;
  // As written, numbers are compared only when the scales stated agree:
  // "7,170 − 6,710 = $460 million" drops its scale on the operands, while
  // "$1,200 million − $700 million = $500 billion" states two scales, and
  // 500 of one is not 500 of the other.
  const readings = oneStatedScale(expression, result) ? BOTH_READINGS : SCALED_ONLY;
  for (const reading of readings) {
    const raw = evaluate(expression, reading);
    if (!Number.isFinite(raw)) continue;
    fallback ??= { computed: raw, reading };
    const candidates = [raw];
    if (result.percent && !timesHundred(expression)) candidates.push(raw * 100);
    const stated = reading === "scaled" ? result.value : result.written;
    const precision = reading === "scaled" ? result.precision : result.writtenPrecision;
    const interval = statedInterval(stated, precision);
    for (const c of candidates) {
      if (within(result.signed ? c : Math.abs(c), interval))
        return { computed: c, reading, correct: true };
    }
  }
  return { ...(fallback ?? { computed: Number.NaN, reading: "scaled" }), correct: false };
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

function build(
  form: WrittenCalculation["form"],
  expression: Expr,
  tokens: readonly CalcToken[],
  from: number,
  to: number,
  result: Extract<CalcToken, { type: "number" }>,
): WrittenCalculation {
  const constants = new Set<Expr>();
  constantLeaves(expression, constants);
  const { computed, reading, correct } = compare(expression, result.number);
  return {
    form,
    expression,
    start: (tokens[from] as CalcToken).start,
    end: (tokens[to - 1] as CalcToken).end,
    operands: leaves(expression).map((leaf) => ({
      number: leaf.number,
      start: leaf.start,
      end: leaf.end,
      constant: constants.has(leaf),
    })),
    result: { number: result.number, start: result.start, end: result.end },
    computed,
    reading,
    correct,
    formula: `${print(expression)} = ${formatResult(computed, reading, result.number)}`,
  };
}

/**
 * Find the calculations written in a text and recompute them. A safe parser
 * (never `eval`): numbers, + − × ÷ (and `x`, `*`, `/`, "plus", "minus",
 * "times", "divided by"), parentheses, percentages and "15% of 200". Runs in
 * linear time: expressions are searched back from each "=" over at most 64
 * tokens.
 *
 * @example
 * findCalculations("(7167.1 − 6383.0) / 6383.0 × 100 = 12.28%")[0].correct // true
 * findCalculations("$7630.0m − $6710.4m = $918.2m")[0].correct // false (it is $919.6m)
 */
export function findCalculations(text: string): WrittenCalculation[] {
  // Every calculation hangs on an equals sign or word, or on a parenthesis
  // after a figure: most prose has neither, and is not tokenised at all.
  if (!mayHoldCalculation(text)) return [];
  const tokens = tokenize(text);
  const found: WrittenCalculation[] = [];
  const claimed = new Set<number>();
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k] as CalcToken;
    if (t.type === "equals") {
      let r = k + 1;
      const sign = tokens[r];
      const signed = sign?.type === "op" && (sign.op === "-" || sign.op === "+");
      if (signed) r++;
      const result = tokens[r];
      if (result?.type !== "number") continue;
      // An explicit sign on the result makes it a signed claim ("= -94", "= +94").
      const stated: typeof result = signed
        ? {
            ...result,
            start: (sign as CalcToken).start,
            number: {
              ...result.number,
              value: sign.op === "-" ? -result.number.value : result.number.value,
              written: sign.op === "-" ? -result.number.written : result.number.written,
              signed: true,
              text: `${sign.op}${result.number.text}`,
            },
          }
        : result;
      let runStart = k;
      while (
        runStart > 0 &&
        k - runStart < MAX_RUN &&
        ARITHMETIC.has((tokens[runStart - 1] as CalcToken).type)
      )
        runStart--;
      for (let s = runStart; s < k; s++) {
        const expression = parseExpression(tokens, s, k);
        if (expression && hasOperator(expression)) {
          found.push(build("equation", expression, tokens, s, k, stated));
          for (let q = s; q <= r; q++) claimed.add(q);
          break;
        }
      }
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
            tokens,
            k + 1,
            m,
            tokens[k - 1] as Extract<CalcToken, { type: "number" }>,
          ),
        );
      }
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Whether `text` has what any written calculation needs: "=", "≈", "equal" or "(". */
function mayHoldCalculation(text: string): boolean {
  return text.includes("=") || text.includes("(") || text.includes("≈") || /equal/i.test(text);
}
