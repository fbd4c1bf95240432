import { Checker, type CheckOptions } from "crossfoot";
import type { CallParams } from "./types.js";

/** Where a call's sources come from when its provider options carry none. */
export type SourcesCallback = (call: {
  readonly params: CallParams;
  readonly type: "generate" | "stream";
}) => unknown | PromiseLike<unknown>;

/** What a call may pass as `providerOptions.crossfoot`. */
export interface CrossfootCallOptions {
  /** The sources of this call: strings and records, as `check()` takes them. */
  readonly sources?: unknown;
  /** Check options for this call, over the middleware's. */
  readonly options?: CheckOptions;
}

const CALL_KEYS = new Set(["sources", "options"]);

/**
 * The checker for one call, built before the model runs so a call without
 * sources, or with bad options, fails before it costs a generation.
 */
export async function callChecker(
  params: CallParams,
  type: "generate" | "stream",
  sourcesCallback: SourcesCallback | undefined,
  baseOptions: CheckOptions,
): Promise<Checker> {
  const own = params.providerOptions?.crossfoot as Record<string, unknown> | undefined;
  if (own !== undefined) {
    const unknown = Object.keys(own).filter((k) => !CALL_KEYS.has(k));
    if (unknown.length > 0) {
      throw new TypeError(
        `crossfoot: unknown key${unknown.length === 1 ? "" : "s"} in providerOptions.crossfoot: ${unknown.join(", ")} (expected sources, options)`,
      );
    }
  }
  const callOptions = own?.options;
  if (callOptions !== undefined && (typeof callOptions !== "object" || callOptions === null)) {
    throw new TypeError("crossfoot: providerOptions.crossfoot.options must be an object");
  }
  let sources = own?.sources;
  if (sources === undefined && sourcesCallback) sources = await sourcesCallback({ params, type });
  if (sources === undefined || sources === null) {
    throw new TypeError(
      "crossfoot: this call has no sources to check the answer against: pass providerOptions.crossfoot.sources, or a sources callback to crossfootMiddleware",
    );
  }
  return new Checker(sources, { ...baseOptions, ...(callOptions as CheckOptions | undefined) });
}
