// The page's form: its elements, and the state read from or written into them.
import { OPTION_FIELDS, type OptionName, type PlaygroundOptions } from "./options.js";
import type { PlaygroundState } from "./state.js";

/** The elements the playground reads and writes. */
export interface Controls {
  readonly linkError: HTMLElement;
  readonly preset: HTMLSelectElement;
  readonly sources: HTMLTextAreaElement;
  readonly sourcesFile: HTMLInputElement;
  readonly answer: HTMLTextAreaElement;
  readonly options: HTMLFieldSetElement;
  readonly copyLink: HTMLButtonElement;
  readonly copyStatus: HTMLElement;
  readonly status: HTMLElement;
  readonly error: HTMLElement;
  readonly diagnostics: HTMLElement;
  readonly review: HTMLElement;
}

/** The page's controls; throws naming the first one index.html lacks. */
export function findControls(doc: Document): Controls {
  const byId = <T extends HTMLElement>(id: string, type: new () => T): T => {
    const el = doc.getElementById(id);
    if (!(el instanceof type)) throw new Error(`index.html has no #${id} ${type.name}`);
    return el;
  };
  return {
    linkError: byId("link-error", HTMLElement),
    preset: byId("preset", HTMLSelectElement),
    sources: byId("sources", HTMLTextAreaElement),
    sourcesFile: byId("sources-file", HTMLInputElement),
    answer: byId("answer", HTMLTextAreaElement),
    options: byId("options", HTMLFieldSetElement),
    copyLink: byId("copy-link", HTMLButtonElement),
    copyStatus: byId("copy-status", HTMLElement),
    status: byId("status", HTMLElement),
    error: byId("error", HTMLElement),
    diagnostics: byId("diagnostics", HTMLElement),
    review: byId("review", HTMLElement),
  };
}

/** The checkbox of one option (made by `renderOptionBoxes`). */
function optionBox(controls: Controls, name: OptionName): HTMLInputElement {
  const box = controls.options.querySelector(`input[name="${name}"]`);
  if (!(box instanceof HTMLInputElement)) throw new Error(`no checkbox for option ${name}`);
  return box;
}

/** The state the form shows. */
export function readState(controls: Controls): PlaygroundState {
  const options = Object.fromEntries(
    OPTION_FIELDS.map((f) => [f.name, optionBox(controls, f.name).checked]),
  ) as unknown as PlaygroundOptions;
  return { sources: controls.sources.value, answer: controls.answer.value, options };
}

/** Show a state in the form. */
export function writeState(controls: Controls, state: PlaygroundState): void {
  controls.sources.value = state.sources;
  controls.answer.value = state.answer;
  for (const f of OPTION_FIELDS) optionBox(controls, f.name).checked = state.options[f.name];
}
