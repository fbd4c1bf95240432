import pc from "picocolors";
import type { CliIo } from "./io.js";

/** The colour functions the reports use; identity functions when colour is off. */
export type Colors = ReturnType<typeof pc.createColors>;

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
  return pc.createColors(enabled);
}
