import type { Expr } from "./ast.js";
import type { Lines } from "./lines.js";
import { parseExpression } from "./parse.js";
import type { CalcToken, WrittenNumber } from "./tokens.js";

/** A number token, as a stated result. */
export type NumberToken = Extract<CalcToken, { type: "number" }>;

/** One side of an equals sign in a chain: working, or a stated figure. */
export type ChainPart =
  | {
      readonly kind: "working";
      readonly expression: Expr;
      readonly from: number;
      readonly to: number;
    }
  | {
      readonly kind: "result";
      readonly result: NumberToken;
      /** Hedged by "≈", "~" or a hedge word before it. */
      readonly hedged: boolean;
      /** The figure before it that it restates in another form ("0.798 or 79.80%"). */
      readonly restates?: NumberToken;
    };

/**
 * A chain of equals signs: "(48,210 − 41,675) / 48,210 = 6,535 / 48,210 =
 * 13.56%", "3,184 / 51,920 = 0.0613 = 6.1%". The first part is working;
 * each later part is more working or a stated figure.
 */
export interface Chain {
  readonly parts: readonly ChainPart[];
  /** The equals tokens the chain reads, so none starts another chain. */
  readonly equals: readonly number[];
  /** The token after the chain. */
  readonly end: number;
}

// Longest run of arithmetic tokens searched from an "=": bounds the search
// so hostile text stays linear.
const MAX_RUN = 64;
const ARITHMETIC = new Set(["number", "op", "open", "close", "of"]);
// Most parts a chain is read to: every stated figure is compared with all the
// working before it, so a bound keeps hostile chains linear. Chains people
// write have a handful.
const MAX_PARTS = 16;

/** Whether an expression does arithmetic (is more than a number, signed or bracketed). */
export function hasOperator(e: Expr): boolean {
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

/**
 * The stated figure a part is, when it is one number (with any sign written
 * before it: "= -94", "= +94" are signed claims).
 */
function statedFigure(tokens: readonly CalcToken[], from: number): NumberToken | undefined {
  const sign = tokens[from];
  const signed = sign?.type === "op" && (sign.op === "-" || sign.op === "+");
  const result = tokens[signed ? from + 1 : from];
  if (result?.type !== "number") return undefined;
  if (!signed) return result;
  const negative = sign.op === "-";
  const n: WrittenNumber = result.number;
  return {
    ...result,
    start: sign.start,
    number: {
      ...n,
      value: negative ? -n.value : n.value,
      written: negative ? -n.written : n.written,
      signed: true,
      text: `${sign.op}${n.text}`,
    },
  };
}

/** A bare four-digit whole number that reads as a year ("(2024)"). */
function yearLike(n: WrittenNumber): boolean {
  return !n.percent && n.currency === undefined && /^\d{4}$/.test(n.text);
}

/**
 * The same result stated again in another form right after it: "≈ 0.798
 * or 79.80%", "= 0.0489, or 4.9%", "= 0.85x (85%)", "= 0.0142 (or 1.42%)".
 * A ratio restated as a percentage or the other way round only: "= 12.5%
 * (2024)" names a period, and "= 3 or 4" is no restatement.
 */
function restated(
  tokens: readonly CalcToken[],
  end: number,
  first: NumberToken,
  lines: Lines,
): { figure: NumberToken; end: number } | undefined {
  let r = end;
  if (tokens[r]?.type === "barrier" && lines.word(r) === ",") r++;
  const bracket = tokens[r]?.type === "open";
  if (bracket) r++;
  const or = tokens[r]?.type === "barrier" && lines.word(r) === "or";
  if (or) r++;
  if (!bracket && !or) return undefined;
  const figure = statedFigure(tokens, r);
  if (!figure || figure.number.percent === first.number.percent || yearLike(figure.number))
    return undefined;
  let after = r + (figure.number.signed ? 2 : 1);
  if (bracket) {
    if (tokens[after]?.type !== "close") return undefined;
    after++;
  } else {
    const next = tokens[after]?.type;
    if (next === "op" || next === "of" || next === "number" || next === "open") return undefined;
  }
  return { figure, end: after };
}

/** Where a run of arithmetic tokens from `r` ends, at most 64 tokens on. */
function runEnd(tokens: readonly CalcToken[], r: number): number {
  let e = r;
  while (e < tokens.length && e - r < MAX_RUN && ARITHMETIC.has((tokens[e] as CalcToken).type)) e++;
  return e;
}

/**
 * Read the chain whose first equals sign is `tokens[k]`: the working before
 * it (the longest expression ending there, with an operator), then each part
 * after an equals sign until one is no working followed by another "=".
 * Working that states no figure yet goes on across a line break when the
 * next line starts with "=" or repeats the line's label (see {@link Lines});
 * then the working may stand after the first "=" ("Upkeep ratio = 212 /
 * 4,870" over "Upkeep ratio = 4.35%"). A stated figure may be restated in
 * another form ("= 0.798 or 79.80%"): each is a result.
 * Undefined when no working comes before `k` (or after it, so carried on);
 * a chain may state no figure ("= 2,732 / 12,861" at the end of a sentence).
 */
export function readChain(
  tokens: readonly CalcToken[],
  k: number,
  lines: Lines,
): Chain | undefined {
  let runStart = k;
  while (
    runStart > 0 &&
    k - runStart < MAX_RUN &&
    ARITHMETIC.has((tokens[runStart - 1] as CalcToken).type)
  )
    runStart--;
  let root: ChainPart | undefined;
  for (let s = runStart; s < k && !root; s++) {
    const expression = parseExpression(tokens, s, k);
    if (expression && hasOperator(expression))
      root = { kind: "working", expression, from: s, to: k };
  }
  const parts: ChainPart[] = [];
  const equals: number[] = [];
  let eq = k;
  if (root) parts.push(root);
  else {
    // "Upkeep ratio = 212 / 4,870" at the end of a line the next carries on.
    const e = runEnd(tokens, k + 1);
    const expression = e > k + 1 ? parseExpression(tokens, k + 1, e) : undefined;
    const carried = expression && hasOperator(expression) ? lines.continuation(e, k) : undefined;
    if (!expression || carried === undefined) return undefined;
    parts.push({ kind: "working", expression, from: k + 1, to: e });
    equals.push(k);
    eq = carried;
  }
  let end = k + 1;
  let stated = false;
  for (;;) {
    equals.push(eq);
    if (parts.length >= MAX_PARTS) break;
    let r = eq + 1;
    let hedged = (tokens[eq] as Extract<CalcToken, { type: "equals" }>).approximate === true;
    while (tokens[r]?.type === "hedge") {
      hedged = true;
      r++;
    }
    const e = runEnd(tokens, r);
    const whole = e > r ? parseExpression(tokens, r, e) : undefined;
    const figure = statedFigure(tokens, r);
    if (whole && hasOperator(whole)) {
      // More working: "= 6,535 / 48,210 = …", or at the end of a line the
      // next carries on.
      const carried =
        tokens[e]?.type === "equals" ? e : stated ? undefined : lines.continuation(e, k);
      if (carried !== undefined) {
        parts.push({ kind: "working", expression: whole, from: r, to: e });
        eq = carried;
        continue;
      }
    }
    // A stated figure: alone, or followed by what is no arithmetic of it
    // ("= 12.5% (2019)"); never the first number of more working
    // ("= 2,732 / 12,861" ends with no result).
    const next = figure ? tokens[r + (figure.number.signed ? 2 : 1)] : undefined;
    const after = tokens[r + (figure?.number.signed ? 3 : 2)]?.type;
    // "= 22.0% of revenue" states 22.0%; "= 15% of 200" is more working.
    const ofWorking = next?.type === "of" && (after === "number" || after === "open");
    if (!figure || next?.type === "op" || ofWorking) break;
    parts.push({ kind: "result", result: figure, hedged });
    stated = true;
    end = r + (figure.number.signed ? 2 : 1);
    const again = restated(tokens, end, figure, lines);
    if (again) {
      parts.push({ kind: "result", result: again.figure, hedged, restates: figure });
      end = again.end;
    }
    if (tokens[end]?.type !== "equals") break;
    eq = end;
  }
  // Returned even with no stated figure, so the caller starts no chain at
  // these equals signs again: each is walked once, and hostile text of many
  // "=" stays linear.
  return { parts, equals, end };
}
