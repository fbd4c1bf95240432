// The playground page: the form, the checking worker, the URL fragment and the review view, wired together.

import presets from "virtual:crossfoot-presets";
import { attachReview, REVIEW_CSS } from "@crossfoot/review";
import { CheckClient } from "./check-client.js";
import { findControls, readState, writeState } from "./controls.js";
import { copyLinkOnClick } from "./copy-link.js";
import { debounce } from "./debounce.js";
import { readFileInto } from "./file-input.js";
import { decodeState, encodeState } from "./link.js";
import { renderOptionBoxes } from "./option-boxes.js";
import { DEFAULT_OPTIONS } from "./options.js";
import { DEFAULT_PRESET } from "./preset.js";
import { EDITED, presetOf, renderPresetPicker } from "./preset-picker.js";
import { showChecking, showError, showReply } from "./result-view.js";
import type { PlaygroundState } from "./state.js";
import "./style.css";

/** How long typing must pause before a check. */
const PAUSE_MS = 150;
/** The longest fragment written to the address bar. */
const MAX_FRAGMENT = 1_900_000;

const controls = findControls(document);

// The review view's style, and its listeners: once, on the document, so every review shown later works.
const reviewStyle = document.createElement("style");
reviewStyle.textContent = REVIEW_CSS;
document.head.append(reviewStyle);
attachReview(document);

renderOptionBoxes(controls.options);
renderPresetPicker(controls.preset, presets);

const client = new CheckClient(
  () => new Worker(new URL("./worker.ts", import.meta.url), { type: "module" }),
  (reply) => showReply(controls, reply),
);

/** Counts updates, so an older one still encoding its link gives way to a newer. */
let updates = 0;
/** The fragment this page last wrote, so its own writes are not taken for navigation. */
let written = "";
/** Settles once the newest state is in the address bar. */
let linked: Promise<void> = Promise.resolve();

/** Put the form's state in the URL, then have it checked. */
async function update(): Promise<void> {
  const ticket = ++updates;
  const state = readState(controls);
  controls.preset.value = presetOf(state, presets)?.id ?? EDITED;
  let hash = await encodeState(state);
  if (ticket !== updates) return;
  // Browsers refuse addresses past about 2 MB: rather no link than one to an older state.
  const tooLong = hash.length > MAX_FRAGMENT;
  if (tooLong) hash = "";
  controls.copyLink.disabled = tooLong;
  controls.copyStatus.textContent = tooLong ? "Too large to share as a link." : "";
  written = hash;
  history.replaceState(history.state, "", hash === "" ? location.pathname + location.search : hash);
  client.check(state);
}

const updateSoon = debounce(() => {
  linked = update();
}, PAUSE_MS);

/** After each keystroke: say a check is coming, and run it once typing pauses. */
function edited(): void {
  controls.linkError.hidden = true;
  showChecking(controls);
  updateSoon();
}

/** Show a whole state (a preset, a link) and check it at once. */
function apply(state: PlaygroundState): void {
  writeState(controls, state);
  showChecking(controls);
  linked = update();
}

const fallback: PlaygroundState = presets.find((p) => p.id === DEFAULT_PRESET) ??
  presets[0] ?? { sources: "", answer: "", options: DEFAULT_OPTIONS };

/** Show the state the URL holds, or the default preset when it holds none. */
async function restore(): Promise<void> {
  const state = await decodeState(location.hash);
  if (state !== undefined && "error" in state) {
    controls.linkError.textContent = `${state.error} Showing an example instead.`;
    controls.linkError.hidden = false;
  } else controls.linkError.hidden = true;
  apply(state === undefined || "error" in state ? fallback : state);
}

controls.sources.addEventListener("input", edited);
controls.answer.addEventListener("input", edited);
controls.options.addEventListener("change", edited);
controls.preset.addEventListener("change", () => {
  const preset = presets.find((p) => p.id === controls.preset.value);
  if (preset) apply(preset);
});
readFileInto(controls.sourcesFile, controls.sources, edited, (message) =>
  showError(controls, message),
);
copyLinkOnClick(controls.copyLink, controls.copyStatus, async () => {
  updateSoon.flush();
  await linked;
  return location.href;
});
window.addEventListener("hashchange", () => {
  if (location.hash !== written) void restore();
});

void restore();
