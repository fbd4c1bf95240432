import type { Expr } from "./ast.js";
import type { CalcToken } from "./tokens.js";

// Deeper nesting than this is not arithmetic a person writes; refusing it
// keeps the recursive parser far from the stack limit on hostile input.
const MAX_DEPTH = 32;

/**
 * Parse `tokens[from, to)` as one complete expression, or return undefined.
 * Grammar: expr := term (("+"|"-") term)*; term := factor (("*"|"/") factor)*;
 * factor := "-" factor | primary ("of" primary)?; primary := number | "(" expr ")",
 * where "(" number ")" alone, not after "+" or "-", is that number negated (an
 * accounting negative).
 */
export function parseExpression(
  tokens: readonly CalcToken[],
  from: number,
  to: number,
): Expr | undefined {
  let i = from;
  let depth = 0;
  const peek = () => (i < to ? tokens[i] : undefined);

  const primary = (): Expr | undefined => {
    const t = peek();
    if (!t) return undefined;
    if (t.type === "number") {
      i++;
      return { type: "num", number: t.number, start: t.start, end: t.end };
    }
    if (t.type === "open") {
      // "$743 million / ($5,033 million)": a lone figure in brackets is a
      // negative written the accountant's way, as the statements it is
      // copied from write it. After a sign or a plus or minus the brackets
      // only group: "-($546 million)" and "500 − (120)" write the sign.
      const lone = tokens[i + 1];
      const before = tokens[i - 1];
      const signed = before?.type === "op" && (before.op === "-" || before.op === "+");
      if (!signed && lone?.type === "number" && i + 2 < to && tokens[i + 2]?.type === "close") {
        i += 3;
        return {
          type: "neg",
          operand: { type: "num", number: lone.number, start: lone.start, end: lone.end },
        };
      }
      if (++depth > MAX_DEPTH) return undefined;
      i++;
      const inner = expr();
      const close = peek();
      depth--;
      if (!inner || close?.type !== "close") return undefined;
      i++;
      return { type: "group", inner };
    }
    return undefined;
  };

  const factor = (): Expr | undefined => {
    const t = peek();
    if (t?.type === "op" && (t.op === "-" || t.op === "+")) {
      if (++depth > MAX_DEPTH) return undefined;
      i++;
      const operand = factor();
      depth--;
      if (!operand) return undefined;
      return t.op === "-" ? { type: "neg", operand } : operand;
    }
    const p = primary();
    if (!p) return undefined;
    if (peek()?.type === "of" && p.type === "num" && p.number.percent) {
      i++;
      const whole = primary();
      if (!whole) return undefined;
      return { type: "of", percent: p, whole };
    }
    return p;
  };

  const term = (): Expr | undefined => {
    let left = factor();
    while (left) {
      const t = peek();
      if (t?.type !== "op" || (t.op !== "*" && t.op !== "/")) break;
      i++;
      const right = factor();
      if (!right) return undefined;
      left = { type: "bin", op: t.op, left, right };
    }
    return left;
  };

  const expr = (): Expr | undefined => {
    let left = term();
    while (left) {
      const t = peek();
      if (t?.type !== "op" || (t.op !== "+" && t.op !== "-")) break;
      i++;
      const right = term();
      if (!right) return undefined;
      left = { type: "bin", op: t.op, left, right };
    }
    return left;
  };

  const result = expr();
  return result && i === to ? result : undefined;
}
