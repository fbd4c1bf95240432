// The examples select: one entry per preset, and which preset (if any) the form shows.
import type { Preset } from "./preset.js";
import { type PlaygroundState, sameState } from "./state.js";

/** The select's value when the form shows no preset as it was. */
export const EDITED = "";

/** Fill the select with the presets, after an entry for the user's own input. */
export function renderPresetPicker(select: HTMLSelectElement, presets: readonly Preset[]): void {
  const doc = select.ownerDocument;
  const own = doc.createElement("option");
  own.value = EDITED;
  own.textContent = "Your own sources and answer";
  select.append(own);
  for (const preset of presets) {
    const option = doc.createElement("option");
    option.value = preset.id;
    option.textContent = `${preset.id} (should ${preset.expect})`;
    select.append(option);
  }
}

/** The preset a state is, unchanged, or `undefined`. */
export function presetOf(state: PlaygroundState, presets: readonly Preset[]): Preset | undefined {
  return presets.find((p) => sameState(p, state));
}
