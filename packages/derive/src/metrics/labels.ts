/**
 * Line labels and metric names as words to compare: lower case, "&" as
 * "and", apostrophes and punctuation dropped, a plural "s" cut ("Revenues",
 * "stockholders' equity"), parentheticals ("(loss)", "(1)") and "attributable
 * to …" left out. One pass over the text, no backtracking.
 */
export function labelWords(text: string): string[] {
  const lower = text.toLowerCase();
  const cut = lower.indexOf(" attributable to ");
  const body = cut >= 0 ? lower.slice(0, cut) : lower;
  const words: string[] = [];
  let word = "";
  let depth = 0;
  const flush = () => {
    if (word.length > 0) words.push(stem(word));
    word = "";
  };
  for (const c of body) {
    if (c === "(") {
      flush();
      depth++;
    } else if (c === ")") {
      depth = Math.max(0, depth - 1);
    } else if (depth > 0) {
      // inside a parenthetical: nothing kept
    } else if (c === "'" || c === "\u2019") {
      // "stockholders'" reads as "stockholders"
    } else if (c === "&") {
      flush();
      words.push("and");
    } else if (/[a-z0-9%]/.test(c)) {
      word += c;
    } else {
      flush();
    }
  }
  flush();
  return words;
}

/** A word without its plural "s" (not "ss": "gross" stays). */
function stem(word: string): string {
  return word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}

// Words a line label may add around the words an input names without
// naming another line: "Total revenue", "Net sales", "Inventories, net".
const QUALIFIERS = new Set(["total", "net", "consolidated"]);

/**
 * How far a line's label is from a pattern's words: 0 when they are the
 * same, 1 when the label only adds qualifiers ("Total", "Net"), undefined
 * when the label names something else ("Cost of revenue" for "revenue").
 */
export function labelDistance(
  label: readonly string[],
  pattern: readonly string[],
): number | undefined {
  if (same(label, pattern)) return 0;
  let start = 0;
  let end = label.length;
  while (start < end && QUALIFIERS.has(label[start] as string)) start++;
  while (end > start && QUALIFIERS.has(label[end - 1] as string)) end--;
  // A pattern may start with a qualifier ("net income"): keep it when the label has it.
  for (let s = 0; s <= start; s++) {
    for (let e = label.length; e >= end; e--) {
      if (e - s === pattern.length && same(label.slice(s, e), pattern)) return 1;
    }
  }
  return undefined;
}

function same(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Where a run of words occurs in a list of words (-1: nowhere). */
export function indexOfWords(words: readonly string[], run: readonly string[]): number {
  if (run.length === 0) return -1;
  for (let i = 0; i + run.length <= words.length; i++) {
    let k = 0;
    while (k < run.length && words[i + k] === run[k]) k++;
    if (k === run.length) return i;
  }
  return -1;
}
