// The options fieldset: one labelled checkbox per option, with its hint.
import { DEFAULT_OPTIONS, OPTION_FIELDS } from "./options.js";

/** Fill the options fieldset with a checkbox for each option, set to its default. */
export function renderOptionBoxes(fieldset: HTMLFieldSetElement): void {
  const doc = fieldset.ownerDocument;
  for (const field of OPTION_FIELDS) {
    const id = `option-${field.name}`;
    const row = doc.createElement("div");
    row.className = "pg-check";
    const box = doc.createElement("input");
    box.type = "checkbox";
    box.id = id;
    box.name = field.name;
    box.checked = DEFAULT_OPTIONS[field.name];
    box.setAttribute("aria-describedby", `${id}-hint`);
    const label = doc.createElement("label");
    label.htmlFor = id;
    label.textContent = field.label;
    const hint = doc.createElement("span");
    hint.id = `${id}-hint`;
    hint.className = "pg-hint";
    hint.textContent = field.hint;
    row.append(box, label, hint);
    fieldset.append(row);
  }
}
