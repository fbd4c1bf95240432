import type { CliIo } from "./io.js";

/** The colour functions the reports use; identity functions when colour is off. */
export interface Colors {
  readonly bold: (text: string) => string;
  readonly red: (text: string) => string;
  readonly green: (text: string) => string;
}

const plain = (text: string) => text;
const NO_COLORS: Colors = { bold: plain, red: plain, green: plain };

/**
 * picocolors' colours, turned on. Required only when colour is on:
 * picocolors reads `process.stdout` when it loads, and a piped run (the
 * common case in a pipeline) would otherwise load the stream classes it
 * never uses. The bundler keeps a module required inside a function unrun
 * until the call.
 */
function picocolors(): Colors {
  const pc = require("picocolors") as typeof import("picocolors");
  return pc.createColors(true);
}

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
  return enabled ? picocolors() : NO_COLORS;
}
