/**
 * Study probe of how a record's text states its table's scale: the same
 * copied figures, with the text's bracketed unit statement ("(in millions)",
 * "(in thousands, except per share data)") written in other forms that
 * annual reports use ("(in millions except per share data)", "(in millions
 * unless otherwise stated)", "(in millions of US dollars)" …).
 *
 * A context qualifies when its paragraphs state one scale, only in brackets.
 * Each form makes a variant context (its uid prefixed, so the held-out test
 * of the uid's last character is unchanged) whose paragraphs say the same in
 * that form; the probe cases are the copied figures with a scale word (span
 * answers and derivation operands), checked against each variant and against
 * the text as written, so a form the loader misses shows up as a gap between
 * them. Held-out tables are refused by the caller (probeCasesFor).
 */
import { unitHeadersIn } from "@crossfoot/sources";
import type { TatqaContext } from "./dataset.js";

/** The forms a unit statement is rewritten in; `{s}` is the scale word ("millions"). */
export const UNIT_FORMS: Readonly<Record<string, string>> = {
  "comma, except": "(in {s}, except per share data)",
  "except, no comma": "(in {s} except per share data)",
  "unless otherwise stated": "(in {s} unless otherwise stated)",
  "of US dollars": "(in {s} of US dollars)",
  "semicolon, except": "(in {s}; except per share amounts)",
  "of dollars, except": "(in {s} of dollars except per share amounts)",
};

/** A variant context: the form its unit statement is written in. */
export interface FormContext extends TatqaContext {
  readonly unitForm: string;
}

const SCALE_NAMES: Readonly<Record<number, string>> = {
  1e3: "thousands",
  1e6: "millions",
  1e9: "billions",
};

/** The variant contexts of one context (none when its text does not state one scale in brackets only). */
export function unitFormVariants(ctx: TatqaContext): FormContext[] {
  const texts = ctx.paragraphs.map((p) => p.text);
  const headers = texts.flatMap((t) =>
    unitHeadersIn(t).filter((h) => !h.percent && h.multiplier > 1),
  );
  if (headers.length === 0 || !headers.every((h) => h.text.startsWith("("))) return [];
  const scales = new Set(headers.map((h) => h.multiplier));
  if (scales.size !== 1) return [];
  const name = SCALE_NAMES[headers[0]?.multiplier ?? 0];
  if (!name) return [];
  const out: FormContext[] = [];
  let k = 0;
  for (const [form, pattern] of Object.entries(UNIT_FORMS)) {
    const statement = pattern.replace("{s}", name);
    const paragraphs = ctx.paragraphs.map((p) => {
      let text = p.text;
      for (const h of unitHeadersIn(p.text)) if (!h.percent) text = text.replace(h.text, statement);
      return { ...p, text };
    });
    out.push({
      ...ctx,
      table: { ...ctx.table, uid: `form${k++}-${ctx.table.uid}` },
      paragraphs,
      unitForm: form,
    });
  }
  return out;
}
