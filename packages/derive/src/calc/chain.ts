import type { Expr } from "./ast.js";
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

/**
 * Read the chain whose first equals sign is `tokens[k]`: the working before
 * it (the longest expression ending there, with an operator), then each part
 * after an equals sign until one is no working followed by another "=".
 * Undefined when no working comes before `k`; a chain may state no figure
 * ("= 2,732 / 12,861" at the end of a sentence).
 */
export function readChain(tokens: readonly CalcToken[], k: number): Chain | undefined {
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
  if (!root) return undefined;
  const parts: ChainPart[] = [root];
  const equals: number[] = [];
  let eq = k;
  let end = k + 1;
  for (;;) {
    equals.push(eq);
    if (parts.length >= MAX_PARTS) break;
    let r = eq + 1;
    let hedged = (tokens[eq] as Extract<CalcToken, { type: "equals" }>).approximate === true;
    while (tokens[r]?.type === "hedge") {
      hedged = true;
      r++;
    }
    let e = r;
    while (e < tokens.length && e - r < MAX_RUN && ARITHMETIC.has((tokens[e] as CalcToken).type))
      e++;
    const whole = e > r ? parseExpression(tokens, r, e) : undefined;
    const figure = statedFigure(tokens, r);
    if (whole && hasOperator(whole) && tokens[e]?.type === "equals") {
      // More working: "= 6,535 / 48,210 = …".
      parts.push({ kind: "working", expression: whole, from: r, to: e });
      eq = e;
      continue;
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
    end = r + (figure.number.signed ? 2 : 1);
    if (next?.type !== "equals") break;
    eq = end;
  }
  // Returned even with no stated figure, so the caller starts no chain at
  // these equals signs again: each is walked once, and hostile text of many
  // "=" stays linear.
  return { parts, equals, end };
}
