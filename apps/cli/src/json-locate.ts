// A JSON number, matched in place (sticky) so long numbers are never cut short.
const NUMBER = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
const LITERALS = ["true", "false", "null"] as const;

/**
 * Where a JSON text first goes wrong. `JSON.parse` on Node 20 often reports no
 * position, so when it fails this scanner walks the text once (iteratively, so
 * deep nesting cannot overflow the stack) and returns the offset and reason of
 * the first error.
 */
export function locateJsonError(text: string): { offset: number; reason: string } {
  let i = 0;
  const n = text.length;
  const stack: ("{" | "[")[] = [];
  const ws = () => {
    while (i < n && (text[i] === " " || text[i] === "\t" || text[i] === "\n" || text[i] === "\r"))
      i++;
  };
  const fail = (reason: string) => ({ offset: Math.min(i, n), reason });
  const scanString = (): string | undefined => {
    i++;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 34) {
        i++;
        return undefined;
      }
      if (c === 92) {
        const e = text[i + 1];
        if (e === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return "bad \\u escape in string";
          i += 6;
          continue;
        }
        if (e === undefined || !'"\\/bfnrt'.includes(e)) return "bad escape in string";
        i += 2;
        continue;
      }
      if (c < 32) return "unescaped control character in string";
      i++;
    }
    return "unterminated string";
  };
  const scanNumber = (): string | undefined => {
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (!m) return "expected a value";
    i += m[0].length;
    return undefined;
  };
  // A loop over states rather than recursion: "value" reads a value (an
  // opening bracket pushes it and moves on to the first element or member),
  // "member" reads `"name":`, and "after" reads the `,` or closing bracket
  // that follows a complete value.
  let state: "value" | "member" | "after" = "value";
  let error: string | undefined;
  while (error === undefined) {
    ws();
    if (state === "value") {
      if (i >= n) {
        error = "unexpected end of input, expected a value";
        break;
      }
      const c = text[i];
      if (c === "{" || c === "[") {
        stack.push(c);
        i++;
        ws();
        if (text[i] === (c === "{" ? "}" : "]")) {
          stack.pop();
          i++;
          state = "after";
        } else {
          state = c === "{" ? "member" : "value";
        }
        continue;
      }
      if (c === '"') error = scanString();
      else {
        const lit = LITERALS.find((l) => text.startsWith(l, i));
        if (lit) i += lit.length;
        else error = scanNumber();
      }
      state = "after";
    } else if (state === "member") {
      if (text[i] !== '"') {
        error = "expected a property name in double quotes";
        break;
      }
      error = scanString();
      if (error !== undefined) break;
      ws();
      if (text[i] !== ":") {
        error = "expected ':' after property name";
        break;
      }
      i++;
      state = "value";
    } else {
      const open = stack[stack.length - 1];
      if (!open) break;
      const close = open === "{" ? "}" : "]";
      if (text[i] === ",") {
        i++;
        state = open === "{" ? "member" : "value";
      } else if (text[i] === close) {
        stack.pop();
        i++;
      } else {
        error =
          i >= n
            ? `unexpected end of input, expected ',' or '${close}'`
            : `expected ',' or '${close}'`;
      }
    }
  }
  if (error !== undefined) return fail(error);
  ws();
  if (i < n) return fail("unexpected text after the JSON value");
  return fail("invalid JSON");
}

/** 1-based line and column of an offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let k = 0; k < offset && k < text.length; k++) {
    if (text.charCodeAt(k) === 10) {
      line++;
      lineStart = k + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}
