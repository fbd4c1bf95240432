import type { CliIo } from "./io.js";

/** The colour functions the reports use; identity functions when colour is off. */
export interface Colors {
  readonly bold: (text: string) => string;
  readonly red: (text: string) => string;
  readonly green: (text: string) => string;
}

/**
 * An ANSI style, picocolors' way: a close code inside the text (a nested
 * style ending) is followed by this style's open code again, so the outer
 * style carries on after it. (Written here rather than imported: picocolors
 * reads `process.stdout` when it loads, which costs every run the stream
 * classes the command otherwise never loads.)
 */
function style(open: string, close: string, replace = open): (text: string) => string {
  return (text) => {
    let index = text.indexOf(close, open.length);
    if (index === -1) return open + text + close;
    let result = "";
    let cursor = 0;
    do {
      result += text.substring(cursor, index) + replace;
      cursor = index + close.length;
      index = text.indexOf(close, cursor);
    } while (index !== -1);
    return open + result + text.substring(cursor) + close;
  };
}

const COLORS: Colors = {
  bold: style("\x1b[1m", "\x1b[22m", "\x1b[22m\x1b[1m"),
  red: style("\x1b[31m", "\x1b[39m"),
  green: style("\x1b[32m", "\x1b[39m"),
};
const plain = (text: string) => text;
const NO_COLORS: Colors = { bold: plain, red: plain, green: plain };

/**
 * Colour on a terminal, plain when piped. `NO_COLOR` (any non-empty value,
 * https://no-color.org) and `TERM=dumb` turn it off; `FORCE_COLOR` (other than
 * `0`) turns it on even when piped.
 */
export function colorsFor(io: CliIo, isTTY: boolean | undefined): Colors {
  const env = io.env ?? {};
  let enabled = isTTY === true && env.TERM !== "dumb";
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== "") enabled = env.FORCE_COLOR !== "0";
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") enabled = false;
  return enabled ? COLORS : NO_COLORS;
}
