/**
 * Numbers that are part of a name: "Millford 41", "County Road 418 south",
 * "7 Kestrel State", "QX 412 087". A number written beside a capitalised word
 * names something, while one beside words in lower case ("28 laps",
 * "12.6 hectares (31 acres)") states a quantity. Cells and headings that
 * hold such names are text a person reads as a name, not data left unread.
 */

/**
 * A number as written: digits with their decimal point and thousands
 * separators, and groups of three digits after a space ("363 023", a grid
 * reference; "1 711 787").
 */
const NUMBER_RUN = /\d+(?:[.,]\d+)*(?: \d{3}(?!\d))*/g;
// What may stand between a number and the word it belongs to: a space or a hyphen.
const JOINER = /[ \u00a0\-\u2010\u2011]/;
const LETTER = /\p{L}/u;
const UPPER = /\p{Lu}/u;

/** A number of a text, [start, end), and whether a capitalised word beside it makes it part of a name. */
export interface NumberInText {
  readonly start: number;
  readonly end: number;
  readonly inName: boolean;
}

/**
 * The numbers a text writes, each with whether it is part of a name: the
 * word just before or just after it (a space or hyphen between, no other
 * mark) has two or more letters and opens with a capital ("Harbour 12",
 * "CR 418", "9 DMU"). One pass over the text.
 */
export function numbersInText(text: string): readonly NumberInText[] {
  const out: NumberInText[] = [];
  // A loop of exec, not matchAll: matchAll copies the expression on every call.
  NUMBER_RUN.lastIndex = 0;
  for (let m = NUMBER_RUN.exec(text); m !== null; m = NUMBER_RUN.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    out.push({ start, end, inName: capitalBefore(text, start) || capitalAfter(text, end) });
  }
  NUMBER_RUN.lastIndex = 0;
  return out;
}

/** Whether every number of a text is part of a name (and it has one). */
export function numbersAllInNames(text: string): boolean {
  const numbers = numbersInText(text);
  return numbers.length > 0 && numbers.every((n) => n.inName);
}

/** The word that ends just before `at` (across one space or hyphen) has 2+ letters and opens with a capital. */
function capitalBefore(text: string, at: number): boolean {
  let i = at - 1;
  if (i < 0 || !JOINER.test(text[i] as string)) return false;
  i--;
  let letters = 0;
  while (i >= 0 && LETTER.test(text[i] as string)) {
    letters++;
    i--;
  }
  // A word glued to a digit before it ("3M 12") is no word of its own.
  if (i >= 0 && /\d/.test(text[i] as string)) return false;
  return letters >= 2 && UPPER.test(text[i + 1] as string);
}

/** The word that starts just after `at` (across one space or hyphen) has 2+ letters and opens with a capital. */
function capitalAfter(text: string, at: number): boolean {
  let i = at;
  if (i >= text.length || !JOINER.test(text[i] as string)) return false;
  i++;
  const first = i;
  while (i < text.length && LETTER.test(text[i] as string)) i++;
  return i - first >= 2 && UPPER.test(text[first] as string);
}
