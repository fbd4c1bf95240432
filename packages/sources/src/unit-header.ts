import { findCurrency } from "@crossfoot/units";

/** A unit header in force over table cells or text: "(in millions)", "$ in thousands", "(%)". */
export interface UnitHeader {
  /** The header as written, e.g. `(in millions)`. */
  readonly text: string;
  /** What a value under it is multiplied by (1 for `(%)`). */
  readonly multiplier: number;
  /** The header makes plain numbers percentages: `(%)`, `(in %)`. */
  readonly percent: boolean;
  /** A currency the header names: `$ in millions` → `$`. */
  readonly currency?: string;
  /** Where the header ends in the text it was found in (for text headers). */
  readonly end?: number;
  /** Not stated: read from the size of the amounts a record's text writes. */
  readonly inferred?: boolean;
  /**
   * The header excepts share counts from its scale ("(in thousands, except
   * share and per share data)"): lines of shares stay as written.
   */
  readonly exceptShares?: boolean;
}

const SCALE: Readonly<Record<string, number>> = {
  thousand: 1e3,
  thousands: 1e3,
  "000": 1e3,
  "000s": 1e3,
  "'000": 1e3,
  "'000s": 1e3,
  million: 1e6,
  millions: 1e6,
  mn: 1e6,
  billion: 1e9,
  billions: 1e9,
  bn: 1e9,
};

const CUR = String.raw`(?:US\$|\$|€|£|¥|USD|EUR|GBP|RMB)`;
const WORD = String.raw`(thousands?|millions?|billions?|mn|bn|'?000s?)`;
// Parenthesised: "(in millions)", "( millions )", "($ in thousands)", "(in millions, except per share data)",
// "(000s)", "(in %)", "(%)". Reports also go on without a comma: "(in millions
// except per share data)", "(in millions unless otherwise stated)", "(in
// thousands; except …)", "(in millions of US dollars)", "(in thousand NT
// dollars)" (the currency after the scale, with or without "of"). A PDF
// extraction may drop the spaces: "(Dollarsinmillions,exceptpersharedata)",
// "(inmillions)" read as written with them. Such a tail starts with
// a word that qualifies the statement and names no other scale; a bracket that
// goes on about something else ("(millions of customers served)") is no unit.
const QUALIFIED_TAIL = String.raw`(?:\s*[;:]|\s+[-–—]|\s+(?=(?:except|unless|other|excluding|and|but|where)\b))(?:(?!thousand|million|billion)[^()]){0,60}`;
const PAREN = new RegExp(
  String.raw`\(\s*(${CUR})?\s*(?:(?:dollars|euros|amounts|figures|U\.S\.\s+dollars)\s*)?(?:in\s*)?(?:(${CUR})\s*)?${WORD}(?:\s+(?:of\s+)?(?:U\.S\.\s+|[A-Z]{2}\s+|[A-Z][a-z]{2,12}\s+){0,2}(?:dollars|euros?|pounds|yen|renminbi|rupees|francs|${CUR}))?(?:\s*,[^()]{0,60}|${QUALIFIED_TAIL})?\s*\)|\(\s*(?:in\s+)?(%|percent(?:age)?)\s*\)`,
  "gi",
);
// Bare: "$ in millions", "in thousands", "Amounts in millions" at a line or cell boundary.
const BARE = new RegExp(
  String.raw`(?:^|(?<=[\s,;:|>]))(?:(${CUR})\s*)?in\s+(thousands|millions|billions)(?:\s+of\s+(?:U\.S\.\s+)?(?:dollars|euros|pounds))?(?=$|[\s,.;:|<)])`,
  "gim",
);

/** The code a header's currency sign stands for (`€` → EUR, `RMB` → CNY); US dollars stay the generic `$`. */
export function currencyCode(sign: string): string {
  const upper = sign.toUpperCase();
  if (upper === "US$" || upper === "USD") return "$";
  return findCurrency(sign)?.code ?? findCurrency(upper)?.code ?? sign;
}

// An exception a header states after its scale ("except share and per share
// data", "except for number of shares"): it excepts share counts when it
// names shares other than per share.
// Spaces may be missing ("exceptpersharedata"), so the words are not
// bounded on their right; "per common share" is per share too.
const EXCEPT = /\bexcept(?!ion)([^()]*)/i;
const PER_SHARE = /\bper[\s-]*(?:(?:common|ordinary)\s*)?shares?|(?<=except)per[\s-]*shares?/gi;
const SHARES = /(?:\b|(?<=except))shares?(?!holder)/i;

// The rest of a bare statement's clause: up to its bracket's close or its line's end.
const CLAUSE_AFTER = /^[^()\n]*/;

/** Whether a header's exception leaves share counts unscaled. */
function exceptsShares(text: string): boolean {
  const tail = EXCEPT.exec(text)?.[1];
  return tail !== undefined && SHARES.test(tail.replace(PER_SHARE, " "));
}

function build(text: string, word: string, currency: string | undefined, end: number): UnitHeader {
  const w = word.toLowerCase();
  if (w === "%" || w.startsWith("percent")) return { text, multiplier: 1, percent: true, end };
  return {
    text,
    multiplier: SCALE[w] ?? 1,
    percent: false,
    ...(currency ? { currency: currencyCode(currency) } : {}),
    ...(exceptsShares(text) ? { exceptShares: true } : {}),
    end,
  };
}

// A currency glued to a scale inside a header cell: "2019 €m", "RMB'Million",
// "US$'000", "£bn", "HK$ million". Only for labels: in prose "$5m" is a value,
// and here the scale must not follow a digit.
const GLUED = new RegExp(
  String.raw`(?:^|[\s(/])(US\$|HK\$|C\$|A\$|S\$|RMB|CNY|USD|EUR|GBP|JPY|CHF|\$|€|£|¥)\s?['’]?\s?(m|mn|bn|b|k|millions?|billions?|thousands?|000s?)(?=$|[\s),./])`,
  "i",
);
const GLUED_SCALE: Readonly<Record<string, number>> = { m: 1e6, b: 1e9, k: 1e3 };
const ABBREVIATED = /^\s*\(?\s*(['’]000s?|000s|m|mn|bn)\s*\)?\s*$/i;

/** Every unit header in a text, in order. */
export function unitHeadersIn(text: string): UnitHeader[] {
  if (text.indexOf("(") < 0 && !/in\s+(thousands|millions|billions)/i.test(text)) return [];
  const found: UnitHeader[] = [];
  for (const m of text.matchAll(PAREN)) {
    const word = m[3] ?? m[4];
    if (!word) continue;
    found.push(build(m[0], word, m[1] ?? m[2], (m.index ?? 0) + m[0].length));
  }
  // Parenthesised headers are found in order and never overlap, so one
  // pointer walks them beside the bare ones (linear, not a search per match).
  const parenthesised = found.length;
  let p = 0;
  for (const m of text.matchAll(BARE)) {
    if (!m[2]) continue;
    const at = m.index ?? 0;
    while (p < parenthesised && ((found[p] as UnitHeader).end ?? 0) <= at) p++;
    // Inside a parenthesised header already found.
    const f = found[p];
    if (p < parenthesised && f !== undefined && at >= (f.end ?? 0) - f.text.length) continue;
    const end = at + m[0].length;
    const header = build(m[0].trim(), m[2], m[1], end);
    // "(All amounts in thousands of dollars, except share data)": the
    // exception follows a bare statement within its bracket or line.
    const clause = CLAUSE_AFTER.exec(text.slice(end, end + 80))?.[0] ?? "";
    found.push(exceptsShares(clause) ? { ...header, exceptShares: true } : header);
  }
  return found.sort((a, b) => (a.end ?? 0) - (b.end ?? 0));
}

/** The unit header a short label (a header cell, a row label, a record's `unit`) states, if any. */
export function unitHeaderOf(label: string): UnitHeader | undefined {
  const all = unitHeadersIn(label);
  if (all.length > 0) return stripEnd(all[all.length - 1] as UnitHeader);
  const bare =
    /^\s*(?:(US\$|\$|€|£|¥)\s*)?(?:in\s+)?(thousands?|millions?|billions?|%|percent)\s*$/i.exec(
      label,
    );
  if (bare?.[2]) return stripEnd(build(label.trim(), bare[2], bare[1], 0));
  // "Number of shares (1,000)": a label's closing "(1,000)" states thousands.
  // Only after words: alone, "(1,000)" is an accounting negative. (Tried
  // only on a label with a bracket: on a row label without one, the pattern
  // would try every letter before failing, and most row labels have none.)
  const thousands =
    label.indexOf("(") < 0 ? null : /[A-Za-z][^()]{0,80}(\(\s*1[,.\s]?000\s*\))\s*$/.exec(label);
  if (thousands?.[1]) return stripEnd(build(thousands[1], "thousand", undefined, 0));
  // A header cell that is only a scale's abbreviation: "M" under "NUMBER"
  // beside "$M", "'000", "(bn)". Only the whole cell: in a label's words "m"
  // could be anything.
  const abbreviated = ABBREVIATED.exec(label);
  if (abbreviated?.[1]) {
    const word = abbreviated[1].toLowerCase().replace(/^['’]/, "'");
    const multiplier = word.startsWith("'") || word === "000s" ? 1e3 : word === "bn" ? 1e9 : 1e6;
    return { text: label.trim(), multiplier, percent: false };
  }
  const glued = GLUED.exec(label);
  if (glued?.[1] && glued[2]) {
    const text = glued[0].replace(/^[\s(/]/, "");
    const word = glued[2].toLowerCase().replace(/^0/, "'0");
    const header = build(text, word, glued[1], 0);
    return stripEnd({ ...header, multiplier: GLUED_SCALE[word] ?? header.multiplier });
  }
  return undefined;
}

function stripEnd(h: UnitHeader): UnitHeader {
  const { end: _end, ...rest } = h;
  return rest;
}

/** Whether a label is nothing but a unit header (so it does not name a column). */
export function isOnlyUnitHeader(label: string): boolean {
  const h = unitHeaderOf(label);
  return h !== undefined && label.replace(h.text, "").trim() === "";
}
