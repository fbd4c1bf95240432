/** A metric formula, parsed: numbers, inputs, averages of balances, sizes and arithmetic. */
export type MetricExpr =
  | { readonly type: "num"; readonly value: number }
  | { readonly type: "input"; readonly name: string }
  | { readonly type: "avg"; readonly name: string }
  | { readonly type: "abs"; readonly arg: MetricExpr }
  | { readonly type: "neg"; readonly arg: MetricExpr }
  | {
      readonly type: "bin";
      readonly op: "+" | "-" | "*" | "/";
      readonly left: MetricExpr;
      readonly right: MetricExpr;
    };

type Token =
  | { readonly t: "num"; readonly value: number }
  | { readonly t: "id"; readonly name: string }
  | { readonly t: "op"; readonly op: string };

const OPS: Readonly<Record<string, string>> = {
  "+": "+",
  "-": "-",
  "\u2212": "-",
  "*": "*",
  "\u00d7": "*",
  "/": "/",
  "(": "(",
  ")": ")",
};

/** One pass over the formula; unknown characters are an error (formulas are data a user writes). */
function tokens(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === " ") {
      i++;
      continue;
    }
    if (OPS[c]) {
      out.push({ t: "op", op: OPS[c] as string });
      i++;
      continue;
    }
    let j = i;
    if (/[0-9.]/.test(c)) {
      while (j < text.length && /[0-9.]/.test(text[j] as string)) j++;
      const value = Number(text.slice(i, j));
      if (!Number.isFinite(value)) throw new TypeError(`metric formula: bad number in "${text}"`);
      out.push({ t: "num", value });
    } else if (/[a-z_]/i.test(c)) {
      while (j < text.length && /[a-z0-9_]/i.test(text[j] as string)) j++;
      out.push({ t: "id", name: text.slice(i, j).toLowerCase() });
    } else {
      throw new TypeError(`metric formula: unexpected "${c}" in "${text}"`);
    }
    i = j;
  }
  return out;
}

/**
 * Parse a metric formula ("gross_profit / revenue * 100", "365 *
 * avg(inventory) / cost_of_sales"). Throws a TypeError naming the formula
 * when it is malformed. Recursive descent, one pass: linear in the text.
 */
export function parseMetricFormula(text: string): MetricExpr {
  const list = tokens(text);
  let k = 0;
  const fail = (): never => {
    throw new TypeError(`metric formula: cannot read "${text}"`);
  };
  const isOp = (op: string) => {
    const t = list[k];
    return t?.t === "op" && t.op === op;
  };
  const expr = (): MetricExpr => {
    let left = term();
    while (isOp("+") || isOp("-")) {
      const op = (list[k++] as { op: "+" | "-" }).op;
      left = { type: "bin", op, left, right: term() };
    }
    return left;
  };
  const term = (): MetricExpr => {
    let left = factor();
    while (isOp("*") || isOp("/")) {
      const op = (list[k++] as { op: "*" | "/" }).op;
      left = { type: "bin", op, left, right: factor() };
    }
    return left;
  };
  const factor = (): MetricExpr => {
    const t = list[k++];
    if (!t) return fail();
    if (t.t === "num") return { type: "num", value: t.value };
    if (t.t === "op") {
      if (t.op === "-") return { type: "neg", arg: factor() };
      if (t.op !== "(") return fail();
      const inner = expr();
      if (!isOp(")")) return fail();
      k++;
      return inner;
    }
    if (!isOp("(")) return { type: "input", name: t.name };
    k++;
    const inner = expr();
    if (!isOp(")")) return fail();
    k++;
    if (t.name === "abs") return { type: "abs", arg: inner };
    if (t.name === "avg" && inner.type === "input") return { type: "avg", name: inner.name };
    return fail();
  };
  const out = expr();
  if (k !== list.length) fail();
  return out;
}

/** The inputs a formula reads, and whether it reads any at the start of the period (an average). */
export function formulaInputs(
  e: MetricExpr,
  out = new Map<string, boolean>(),
): Map<string, boolean> {
  switch (e.type) {
    case "input":
      if (!out.has(e.name)) out.set(e.name, false);
      break;
    case "avg":
      out.set(e.name, true);
      break;
    case "abs":
    case "neg":
      formulaInputs(e.arg, out);
      break;
    case "bin":
      formulaInputs(e.left, out);
      formulaInputs(e.right, out);
      break;
  }
  return out;
}
