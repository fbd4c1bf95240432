import type { WrittenNumber } from "./tokens.js";

/** A parsed arithmetic expression. */
export type Expr =
  | {
      readonly type: "num";
      readonly number: WrittenNumber;
      readonly start: number;
      readonly end: number;
    }
  | { readonly type: "neg"; readonly operand: Expr }
  | {
      readonly type: "bin";
      readonly op: "+" | "-" | "*" | "/";
      readonly left: Expr;
      readonly right: Expr;
    }
  /** "15% of 200" */
  | { readonly type: "of"; readonly percent: Expr; readonly whole: Expr }
  | { readonly type: "group"; readonly inner: Expr };

/** How numbers are read when evaluating: with their scale words, or as written. */
export type Reading = "scaled" | "written";

/** Evaluate an expression; percents count as themselves (15% → 15) except in "of". */
export function evaluate(e: Expr, reading: Reading = "scaled"): number {
  switch (e.type) {
    case "num":
      return reading === "scaled" ? e.number.value : e.number.written;
    case "neg":
      return -evaluate(e.operand, reading);
    case "group":
      return evaluate(e.inner, reading);
    case "of":
      return (evaluate(e.percent, reading) / 100) * evaluate(e.whole, reading);
    case "bin": {
      let a = evaluate(e.left, reading);
      let b = evaluate(e.right, reading);
      // "1 − 15%": against the whole (a bare 1) a percentage is its fraction.
      if (e.op === "+" || e.op === "-") {
        if (isWhole(e.left) && isPercent(e.right)) b /= 100;
        else if (isPercent(e.left) && isWhole(e.right)) a /= 100;
      }
      if (e.op === "+") return a + b;
      if (e.op === "-") return a - b;
      if (e.op === "*") return a * b;
      return a / b;
    }
  }
}

/** A bare 1: no percent sign, currency or scale. */
export function isWhole(e: Expr): boolean {
  return (
    e.type === "num" &&
    e.number.value === 1 &&
    !e.number.percent &&
    e.number.currency === undefined &&
    e.number.exponent === undefined
  );
}

/** A number written with a percent sign. */
function isPercent(e: Expr): boolean {
  return e.type === "num" && e.number.percent === true;
}

/** Print an expression in a canonical form that parses back to the same tree. */
export function print(e: Expr): string {
  switch (e.type) {
    case "num":
      return e.number.text;
    case "neg":
      return `-${print(e.operand)}`;
    case "group":
      return `(${print(e.inner)})`;
    case "of":
      return `${print(e.percent)} of ${print(e.whole)}`;
    case "bin":
      return `${print(e.left)} ${e.op === "*" ? "×" : e.op === "-" ? "−" : e.op} ${print(e.right)}`;
  }
}

/** Every number leaf, left to right. */
export function leaves(e: Expr): Extract<Expr, { type: "num" }>[] {
  switch (e.type) {
    case "num":
      return [e];
    case "neg":
      return leaves(e.operand);
    case "group":
      return leaves(e.inner);
    case "of":
      return [...leaves(e.percent), ...leaves(e.whole)];
    case "bin":
      return [...leaves(e.left), ...leaves(e.right)];
  }
}

/** Whether the expression multiplies by 100 anywhere (it already yields a percentage). */
export function timesHundred(e: Expr): boolean {
  switch (e.type) {
    case "num":
      return false;
    case "neg":
      return timesHundred(e.operand);
    case "group":
      return timesHundred(e.inner);
    case "of":
      return false;
    case "bin":
      if (
        e.op === "*" &&
        [e.left, e.right].some(
          (x) => x.type === "num" && x.number.value === 100 && !x.number.percent,
        )
      ) {
        return true;
      }
      return timesHundred(e.left) || timesHundred(e.right);
  }
}
