/**
 * Technical references: a document and a section of it, as standards,
 * specifications and regulations are cited ("3GPP TS 38.331 §5.3.5.4",
 * "Reg. 892 s. 4.4(2)", "ETSI TS 138 331 clause 5.3.3", "RFC 7231 Section 6.5").
 */
export interface Reference {
  /** The reference as written, document and section. */
  readonly text: string;
  /** Half-open UTF-16 offsets of `text`. */
  readonly start: number;
  readonly end: number;
  /** The document as written: `3GPP TS 38.331`, `Reg. 892`. */
  readonly document: string;
  /** The section as written, without its marker: `5.3.5.4`, `4.4(2)`. */
  readonly section: string;
  /** The document normalised for comparison: `3GPP TS 38.331`, `REG 892` (for "Regulation 892" too). */
  readonly documentKey: string;
}

// Documents, each a bounded pattern (no nested quantifiers): scanning stays linear.
const DOCUMENT =
  /\b(?:3GPP\s+T[SR]\s+\d{2}\.\d{3}|ETSI\s+(?:TS|TR|EN|ES|EG)\s+\d{3}\s\d{3}(?:-\d{1,2})?|(?:O\.\s?)?Reg(?:ulation)?\.?\s+\d{1,5}(?:\/\d{2,4})?|RFC\s?\d{3,5}|ISO(?:\/IEC)?\s+\d{3,5}(?:-\d{1,2})?|IEEE\s+\d{3,4}(?:\.\d{1,3}[a-z]{0,2})?)(?![\d.]\d)/g;
// Words one of which every DOCUMENT match holds, as written ("Reg" also in "O. Reg", "Regulation"):
// one pass of a small pattern of plain alternatives finds whether any is there.
const DOCUMENT_WORD = /3GPP|ETSI|Reg|RFC|ISO|IEEE/;
// The section right after a document: "§5.3.5.4", "Section 5.3", "s. 4.4(2)", "clause 5.3.3".
const SECTION =
  /[\s,]{0,3}(?:§§?\s?|[Ss]ections?\s+|[Ss]ecs?\.\s?|s{1,2}\.\s?|[Cc]lauses?\s+|cl\.\s?|[Aa]rticles?\s+|[Aa]rt\.\s?|[Pp]aragraphs?\s+|para\.\s?)(\d{1,4}(?:\.\d{1,4}){0,8}(?:\([0-9a-z]{1,4}\)){0,4})/y;

/** The key a document compares by: one spacing, "Regulation"/"Reg." as `REG`, case folded. */
function documentKey(document: string): string {
  return document
    .replace(/^(?:O\.\s?)?Reg(?:ulation)?\.?\s+/i, (m) => (/^O/i.test(m) ? "O REG " : "REG "))
    .replace(/\s+/g, " ")
    .trim()
    .toUpperCase();
}

/**
 * Find the technical references in a text: a known kind of document (3GPP
 * and ETSI specifications, regulations, RFCs, ISO and IEEE standards)
 * followed by the section cited. A document named without a section is not
 * a reference claim. Linear in the length of the text.
 *
 * @example
 * findReferences("Per 3GPP TS 38.331 §5.3.5.4, latency fell.")[0]
 * // { text: "3GPP TS 38.331 §5.3.5.4", document: "3GPP TS 38.331", section: "5.3.5.4", … }
 */
export function findReferences(text: string): Reference[] {
  const out: Reference[] = [];
  // Most texts name no such document: one search for the words every
  // document holds spares them the full pattern (and a start of the command
  // line compiling it).
  if (!DOCUMENT_WORD.test(text)) return out;
  DOCUMENT.lastIndex = 0;
  for (let m = DOCUMENT.exec(text); m !== null; m = DOCUMENT.exec(text)) {
    SECTION.lastIndex = m.index + m[0].length;
    const s = SECTION.exec(text);
    if (!s?.[1]) continue;
    const end = s.index + s[0].length;
    out.push({
      text: text.slice(m.index, end),
      start: m.index,
      end,
      document: m[0],
      section: s[1],
      documentKey: documentKey(m[0]),
    });
    DOCUMENT.lastIndex = Math.max(DOCUMENT.lastIndex, end);
  }
  return out;
}
