// A preset: one case of examples/cases.jsonl, as the playground loads it.
import type { PlaygroundState } from "./state.js";

/** One example case, its sources written out as the sources box shows them. */
export interface Preset extends PlaygroundState {
  /** The case's id in `examples/cases.jsonl`. */
  readonly id: string;
  /** The outcome the case expects. */
  readonly expect: "pass" | "fail";
  /** Where its sources come from: the case itself or its `sources_file`. */
  readonly from: string;
}

/** The preset shown when the URL holds no state: one passing and one failing figure. */
export const DEFAULT_PRESET = "wrong-direction";
