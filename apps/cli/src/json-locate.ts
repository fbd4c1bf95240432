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
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!m || m[0].length === 0) return "expected a value";
    i += m[0].length;
    return undefined;
  };
  // Returns an error, or undefined once one value has been read.
  const scanValue = (): string | undefined => {
    ws();
    if (i >= n) return "unexpected end of input, expected a value";
    const c = text[i];
    if (c === "{" || c === "[") {
      stack.push(c);
      i++;
      ws();
      if (text[i] === (c === "{" ? "}" : "]")) {
        stack.pop();
        i++;
        return undefined;
      }
      return c === "{" ? scanMember() : scanValue();
    }
    if (c === '"') return scanString();
    for (const lit of ["true", "false", "null"]) {
      if (text.startsWith(lit, i)) {
        i += lit.length;
        return undefined;
      }
    }
    return scanNumber();
  };
  const scanMember = (): string | undefined => {
    ws();
    if (text[i] !== '"') return "expected a property name in double quotes";
    const e = scanString();
    if (e) return e;
    ws();
    if (text[i] !== ":") return "expected ':' after property name";
    i++;
    return scanValue();
  };
  let error = scanValue();
  while (!error) {
    ws();
    const open = stack[stack.length - 1];
    if (!open) break;
    const close = open === "{" ? "}" : "]";
    if (text[i] === ",") {
      i++;
      error = open === "{" ? scanMember() : scanValue();
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
  if (error) return fail(error);
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
