/**
 * Financial abbreviations and the words they stand for, so "SG&A" names the
 * row "Selling, general and administrative expenses". Expanded on both sides
 * (answer and labels), so a table that abbreviates matches too. A Map, not
 * an object literal: a word such as "constructor" must not read Object's own
 * properties.
 */
export const ABBREVIATIONS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries({
    "sg&a": ["selling", "general", "administrative"],
    "g&a": ["general", "administrative"],
    "r&d": ["research", "development"],
    "d&a": ["depreciation", "amortization"],
    "pp&e": ["property", "plant", "equipment"],
    opex: ["operating", "expense"],
    capex: ["capital", "expenditure"],
    cogs: ["cost", "good", "sold"],
    ebitda: ["ebitda"],
    yoy: [],
    qoq: [],
    // A month and its abbreviation are one word: "August 2019" names the row "Aug - 2019".
    january: ["jan"],
    february: ["feb"],
    march: ["mar"],
    april: ["apr"],
    june: ["jun"],
    july: ["jul"],
    august: ["aug"],
    september: ["sep"],
    sept: ["sep"],
    october: ["oct"],
    november: ["nov"],
    december: ["dec"],
  }),
);

/**
 * Words that may stand for one another when the sentence names no row in its
 * own words: "net sales" and "revenue", "sales" for "net sales", "payments"
 * for "paid". Only a fallback: a row the sentence names exactly always wins.
 */
export const SYNONYMS: readonly (readonly string[])[] = [
  ["revenue", "sale", "net"],
  ["payment", "paid"],
  ["amortization", "amortisation"],
];

/** Qualifiers a row label carries that prose often leaves out: "Net sales" is named by "sales". */
export const QUALIFIERS: ReadonlySet<string> = new Set(["net", "total", "expense"]);
