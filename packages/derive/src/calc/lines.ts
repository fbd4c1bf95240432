import type { CalcToken } from "./tokens.js";

// Longest label read before a line's first equals sign, in characters: a
// name ("Gross margin for 2024"), not a sentence.
const MAX_LABEL = 80;
// Most tokens read inside a citation at the end of a line ("[R1, p. 4]").
const MAX_CITATION = 8;

/**
 * The lines of a tokenised text, as a chain of working written over several
 * of them reads them:
 *
 *     Upkeep ratio = ($212 million / $4,870 million) × 100
 *     Upkeep ratio = 0.0435 × 100
 *     Upkeep ratio = 4.35%
 *
 * A line that repeats the label of the line before it ("Upkeep ratio"), or
 * that starts with an equals sign, goes on with that line's working. Built
 * once per text in linear time; each question is answered in constant time.
 */
export class Lines {
  /** For each token, the index of the first token of its line. */
  private readonly lineStart: number[] = [];
  /** For each line (by its first token), the index of its first equals sign. */
  private readonly firstEquals = new Map<number, number>();
  /** For each line (by its first token), its label, when it has one. */
  private readonly labels = new Map<number, string>();

  constructor(
    private readonly tokens: readonly CalcToken[],
    private readonly text: string,
  ) {
    let start = 0;
    let previous: string | undefined;
    const close = () => {
      const label = this.readLabel(start, previous);
      if (label !== undefined) this.labels.set(start, label);
      previous = label;
    };
    for (let k = 0; k < tokens.length; k++) {
      const t = tokens[k] as CalcToken;
      if (t.type === "line") {
        close();
        this.lineStart.push(k);
        start = k + 1;
        continue;
      }
      this.lineStart.push(start);
      if (t.type === "equals" && !this.firstEquals.has(start)) this.firstEquals.set(start, k);
    }
    close();
  }

  /**
   * The label of the line starting at token `start`: its words before its
   * first equals sign, in lower case without list markers or emphasis ("-
   * **Gross margin** =" is "gross margin"); a line that starts with "="
   * goes on with the line before it, and has its label. Undefined when the
   * line has no equals sign, or more than a label before it.
   */
  private readLabel(start: number, previous: string | undefined): string | undefined {
    const eq = this.firstEquals.get(start);
    if (eq === undefined) return undefined;
    if (eq === start) return previous;
    const from = (this.tokens[start] as CalcToken).start;
    const to = (this.tokens[eq] as CalcToken).start;
    if (to - from > MAX_LABEL) return undefined;
    const words = this.text
      .slice(from, to)
      .replace(/[*_#>•]/g, " ")
      .replace(/^\s*-\s/, " ")
      .replace(/\s+/g, " ")
      .trim()
      .toLowerCase();
    return /[a-z]/.test(words) ? words : undefined;
  }

  /** The label of the line token `k` is on (see `readLabel`). */
  labelOf(k: number): string | undefined {
    const start = this.lineStart[k];
    return start === undefined ? undefined : this.labels.get(start);
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

  /** The text of token `k`, in lower case ("or"). */
  word(k: number): string {
    const t = this.tokens[k];
    return t ? this.text.slice(t.start, t.end).toLowerCase() : "";
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
    const eq = this.firstEquals.get(next);
    if (eq === undefined) return undefined;
    const label = this.labelOf(first);
    return label !== undefined && label === this.labelOf(next) ? eq : undefined;
  }
}
