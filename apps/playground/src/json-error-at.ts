// Where JSON text stops being JSON: JSON.parse's messages do not always say.

/** Thrown inside the scan at the first character that cannot continue the JSON. */
const STOP = Symbol("stop");
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERALS = ["true", "false", "null"] as const;

/**
 * The UTF-16 offset of the first character at which `text` cannot be JSON
 * (its length when the text ends too soon), or `undefined` when it is JSON
 * or too deeply nested to scan.
 *
 * @example
 * jsonErrorAt('{"a": 1,}'); // 8: the "}" where a key must be
 */
export function jsonErrorAt(text: string): number | undefined {
  let i = 0;
  const stop = (): never => {
    throw STOP;
  };
  const space = () => {
    while (text[i] === " " || text[i] === "\t" || text[i] === "\n" || text[i] === "\r") i++;
  };
  const take = (c: string) => {
    if (text[i] !== c) stop();
    i++;
  };
  const string = () => {
    take('"');
    for (;;) {
      const c = text[i];
      if (c === undefined || c < " ") stop();
      if (c === '"') {
        i++;
        return;
      }
      if (c === "\\") {
        i++;
        const e = text[i];
        if (e === "u") {
          for (let k = 1; k <= 4; k++) {
            if (!/[0-9a-fA-F]/.test(text[i + k] ?? "")) {
              i += k;
              stop();
            }
          }
          i += 5;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i++;
        else stop();
      } else i++;
    }
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === "{" || c === "[") {
      const close = c === "{" ? "}" : "]";
      i++;
      space();
      if (text[i] === close) {
        i++;
        return;
      }
      for (;;) {
        if (c === "{") {
          space();
          string();
          space();
          take(":");
        }
        value();
        space();
        if (text[i] !== ",") return take(close);
        i++;
      }
    }
    if (c === '"') return string();
    NUMBER.lastIndex = i;
    const number = NUMBER.exec(text);
    if (number) {
      i += number[0].length;
      return;
    }
    const literal = LITERALS.find((word) => text.startsWith(word, i));
    if (!literal) stop();
    i += (literal as string).length;
  };
  try {
    value();
    space();
    return i < text.length ? i : undefined;
  } catch (error) {
    if (error === STOP) return i;
    return undefined; // nested past the stack: no position to give
  }
}
