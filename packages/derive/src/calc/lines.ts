import type { CalcToken } from "./tokens.js";

// Longest label read before a line's first equals sign, in characters: a
// name ("Gross margin for 2024"), not a sentence.
const MAX_LABEL = 80;
// Most tokens read inside a citation at the end of a line ("[R1, p. 4]").
const MAX_CITATION = 8;
// Most tokens searched back from an equals sign for its line's start: the
// working between them is bounded as a chain's parts are.
const MAX_BACK = 160;
// Most lines that start with "=" a label is carried down: a chain's parts.
const MAX_CARRIED = 16;

/**
 * The lines of a tokenised text, as a chain of working written over several
 * of them reads them:
 *
 *     Upkeep ratio = ($212 million / $4,870 million) × 100
 *     Upkeep ratio = 0.0435 × 100
 *     Upkeep ratio = 4.35%
 *
 * A line that repeats the label of the line before it ("Upkeep ratio"), or
 * that starts with an equals sign, goes on with that line's working. Nothing
 * is built ahead: each question searches a bounded number of tokens, so a
 * text is read in linear time.
 */
export class Lines {
  constructor(
    private readonly tokens: readonly CalcToken[],
    private readonly text: string,
  ) {}

  /** The text of token `k`, in lower case ("or"). */
  word(k: number): string {
    const t = this.tokens[k];
    return t ? this.text.slice(t.start, t.end).toLowerCase() : "";
  }

  /** The first token of the line token `k` is on, or undefined when too far back. */
  private lineStart(k: number): number | undefined {
    let s = k;
    while (s > 0 && (this.tokens[s - 1] as CalcToken).type !== "line") {
      if (k - s >= MAX_BACK) return undefined;
      s--;
    }
    return s;
  }

  /** The first equals sign of the line starting at token `start`, within a label's reach. */
  private firstEquals(start: number): number | undefined {
    const from = this.tokens[start]?.start;
    if (from === undefined) return undefined;
    for (let k = start; k < this.tokens.length; k++) {
      const t = this.tokens[k] as CalcToken;
      if (t.type === "line" || t.start - from > MAX_LABEL) return undefined;
      if (t.type === "equals") return k;
    }
    return undefined;
  }

  /**
   * The label of the line starting at token `start`: its words before its
   * first equals sign, in lower case without list markers or emphasis ("-
   * **Gross margin** =" is "gross margin"); a line that starts with "="
   * goes on with the line before it, and has its label. Undefined when the
   * line has no equals sign, or more than a label before it.
   */
  private labelAt(line: number): string | undefined {
    let start = line;
    for (let carried = 0; carried <= MAX_CARRIED; carried++) {
      const eq = this.firstEquals(start);
      if (eq === undefined) return undefined;
      if (eq > start) {
        const from = (this.tokens[start] as CalcToken).start;
        const to = (this.tokens[eq] as CalcToken).start;
        const words = this.text
          .slice(from, to)
          .replace(/[*_#>•]/g, " ")
          .replace(/^\s*-\s/, " ")
          .replace(/\s+/g, " ")
          .trim()
          .toLowerCase();
        return /[a-z]/.test(words) ? words : undefined;
      }
      // "= …" goes on with the line before it.
      if (start < 2 || this.tokens[start - 1]?.type !== "line") return undefined;
      const before = this.lineStart(start - 2);
      if (before === undefined) return undefined;
      start = before;
    }
    return undefined;
  }

  /** The label of the line token `k` is on (see `labelAt`). */
  labelOf(k: number): string | undefined {
    const start = this.lineStart(k);
    return start === undefined ? undefined : this.labelAt(start);
  }

  /**
   * Where the line goes on after a citation and a full stop written at the
   * end of working ("… × 100 [R1]."), from token `e`: at most a few tokens on.
   */
  private afterCitation(e: number): number {
    let k = e;
    if (this.word(k) === "[") {
      let m = k + 1;
      while (m - k <= MAX_CITATION && m < this.tokens.length && this.word(m) !== "]") m++;
      if (this.word(m) === "]") k = m + 1;
    }
    if (this.word(k) === ".") k++;
    return k;
  }

  /**
   * The equals sign that carries on a chain stopped at token `e`, a line
   * break, when the chain's first equals sign is token `first`: the next
   * line's first token when it is one ("= 0.0435 × 100"), or the next
   * line's first equals sign when that line repeats the chain's label.
   */
  continuation(e: number, first: number): number | undefined {
    const end = this.afterCitation(e);
    if (this.tokens[end]?.type !== "line") return undefined;
    const next = end + 1;
    if (this.tokens[next]?.type === "equals") return next;
    const eq = this.firstEquals(next);
    if (eq === undefined) return undefined;
    const label = this.labelOf(first);
    return label !== undefined && label === this.labelAt(next) ? eq : undefined;
  }
}
