import type { Mention } from "@crossfoot/extract";

// What may stand between two figures of one arithmetic expression: one
// operator, with brackets and spaces around it ("$15,357 million /
// $38,655 million", "(4,835 + 1,020", "x 100"). A spaced "x" only.
const OPERATOR_GAP = /^[\s)]*(?:[/÷×*+−–]|\s-\s|\sx\s)[\s(]*$/;
// An operator that only arithmetic writes (a "+" or "−" may join prose).
const ARITHMETIC = /[/÷×*]|\sx\s/;

/**
 * The figures of an arithmetic expression the sentence writes without a
 * result ("COGS % margin = ($15,357 million / $38,655 million) * 100", the
 * line before the one that works it out): two or more figures joined only by
 * operators, at least one of them a multiplication or division, or the
 * expression in brackets. They are the formula's inputs, each taken from
 * the line its formula needs, not from a row the sentence's label names.
 * Figures already in a written calculation (`inCalculation`) are left out.
 */
export function openExpressionOperands(
  text: string,
  figures: readonly Mention[],
  inCalculation: (m: Mention) => boolean,
): ReadonlySet<Mention> {
  if (figures.length < 2 || !/[/÷×*]|\sx\s/.test(text)) return NONE;
  let out: Set<Mention> | undefined;
  let run: Mention[] = [];
  let arithmetic = false;
  const close = () => {
    if (run.length >= 2 && (arithmetic || bracketed(text, run))) {
      out ??= new Set();
      for (const m of run) if (!inCalculation(m)) out.add(m);
    }
    run = [];
    arithmetic = false;
  };
  for (let k = 0; k < figures.length; k++) {
    const m = figures[k] as Mention;
    const prev = run[run.length - 1];
    if (prev !== undefined) {
      const gap = text.slice(prev.end, m.start);
      if (OPERATOR_GAP.test(gap)) {
        if (ARITHMETIC.test(gap)) arithmetic = true;
        run.push(m);
        continue;
      }
      close();
    }
    run.push(m);
  }
  close();
  return out ?? NONE;
}

const NONE: ReadonlySet<Mention> = new Set();

/** Whether a run of figures is written inside brackets: "(4,835 + 1,020)". */
function bracketed(text: string, run: readonly Mention[]): boolean {
  const first = run[0] as Mention;
  const last = run[run.length - 1] as Mention;
  return /\(\s*$/.test(text.slice(0, first.start)) && /^\s*\)/.test(text.slice(last.end));
}
