// Characters XML 1.0 does not allow at all (control characters, lone surrogates, U+FFFE/U+FFFF).
const INVALID =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Escape text for XML or HTML content and attribute values; drop characters XML forbids. */
export function escapeXml(text: string): string {
  return text.replace(INVALID, "\uFFFD").replace(/[&<>"']/g, (ch) => ENTITIES[ch] as string);
}
