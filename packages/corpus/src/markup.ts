/**
 * HTML markup outside tables is not content: a `style="width:50%"` or a
 * `colspan="2"` would read as figures, and `<td>>4,870` as a bound. Before
 * a document or a chunk is read, the tags and comments outside its complete
 * tables (and the contents of `<script>` and `<style>`) are blanked with
 * spaces, a block tag's first character becoming a line break, and the
 * common entities are written as what they stand for, padded with spaces in
 * front. Every offset stays where it was, so numbers read from the blanked
 * text sit at their offsets in the text as given. Tables are left as they
 * are: `@crossfoot/sources` parses them with htmlparser2. One linear pass.
 */

/** A section heading and where it starts. */
export interface Heading {
  readonly start: number;
  readonly text: string;
}

/** A text made ready to read, and its headings. */
export interface ReadableText {
  /** The text with markup outside tables blanked (same length as the input). */
  readonly text: string;
  /** Its headings in order: HTML `<h1>`–`<h6>`, Markdown `#` lines. */
  readonly headings: readonly Heading[];
}

const HTML_HINT =
  /<(?:html|body|head|p|div|span|table|tr|td|th|thead|tbody|h[1-6]|br|li|ul|ol|section|article|header|footer|main|b|i|strong|em|a|sup|sub|font)\b[^<>]{0,200}>|<\/(?:p|div|span|table|tr|td|th|h[1-6]|li|b|i|strong|em|a)>/i;

const BLOCK = new Set([
  "p",
  "div",
  "br",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "li",
  "ul",
  "ol",
  "tr",
  "td",
  "th",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "section",
  "article",
  "header",
  "footer",
  "main",
  "body",
  "html",
  "head",
  "title",
  "hr",
  "blockquote",
  "pre",
  "caption",
]);

const ENTITIES: Readonly<Record<string, string>> = {
  nbsp: " ",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  minus: "\u2212",
  ndash: "\u2013",
  mdash: "\u2014",
  dollar: "$",
  euro: "\u20ac",
  pound: "\u00a3",
  yen: "\u00a5",
  percnt: "%",
  thinsp: " ",
  ensp: " ",
  emsp: " ",
};

// The end of a tag cut at its start: a tag name or attributes, then ">".
const TAG_TAIL = /^\s*(?:\/?[a-zA-Z][\w-]*|[^<>\n]*=\s*["'][^<>\n"']*["']?|[^<>\n]*["'])\s*\/?>/;

/** Whether a text looks like HTML (holds a common tag). */
export function isHtml(text: string): boolean {
  return HTML_HINT.test(text);
}

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** The tag name at `text[at]` ("<" or "</" before it), lower-cased, or "". */
function tagName(text: string, at: number): string {
  let k = at;
  while (k < text.length && k - at < 16) {
    const c = text.charCodeAt(k);
    if (!isLetter(c) && !(c >= 48 && c <= 57)) break;
    k++;
  }
  return text.slice(at, k).toLowerCase();
}

/** The `[start, end)` spans of complete (or, at the end, unclosed) `<table>` elements. */
function tableSpans(text: string, lower: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let at = 0;
  for (;;) {
    const start = lower.indexOf("<table", at);
    if (start < 0) break;
    const next = lower.charCodeAt(start + 6);
    if (isLetter(next)) {
      at = start + 6;
      continue;
    }
    const close = lower.indexOf("</table", start);
    if (close < 0) {
      spans.push({ start, end: text.length });
      break;
    }
    const gt = lower.indexOf(">", close);
    const end = gt < 0 ? text.length : gt + 1;
    spans.push({ start, end });
    at = end;
  }
  return spans;
}

/** Decode one entity at `text[at] === "&"`: its end and the character it stands for, or undefined. */
function entityAt(text: string, at: number): { end: number; char: string } | undefined {
  // The ";" within ten characters, looked for there only (a text of many "&" stays linear).
  let semi = -1;
  for (let k = at + 1; k < text.length && k - at <= 10; k++) {
    if (text.charCodeAt(k) === 59) {
      semi = k;
      break;
    }
  }
  if (semi < 0) return undefined;
  const body = text.slice(at + 1, semi);
  if (body.startsWith("#")) {
    const code =
      body[1] === "x" || body[1] === "X"
        ? Number.parseInt(body.slice(2), 16)
        : Number.parseInt(body.slice(1), 10);
    if (!Number.isFinite(code) || code <= 0 || code > 0xffff) return undefined;
    const char = code === 0xa0 ? " " : String.fromCharCode(code);
    return { end: semi + 1, char };
  }
  const char = ENTITIES[body.toLowerCase()];
  return char === undefined ? undefined : { end: semi + 1, char };
}

/** Markup outside `spans` blanked, keeping offsets. */
function blankMarkup(text: string, lower: string, spans: { start: number; end: number }[]): string {
  const out: string[] = [];
  let at = 0;
  let span = 0;
  let copied = 0;
  // A piece of a tag a chunk starts with (`olspan="2">`, `td>`): blanked too.
  const first = TAG_TAIL.exec(text.slice(0, 256));
  if (first && (spans[0] === undefined || first[0].length <= spans[0].start)) {
    out.push(" ".repeat(first[0].length));
    copied = first[0].length;
    at = copied;
  }
  // The next "<" and "&" at or after `at`, searched again only once passed,
  // so a text of many "&" and one late "<" is not searched over and over.
  let lt = -2;
  let amp = -2;
  // The next ">" likewise: once there is none, no "<" after it opens a tag.
  let close = -2;
  const blank = (from: number, to: number, breakLine: boolean) => {
    out.push(text.slice(copied, from));
    if (to > from) out.push((breakLine ? "\n" : " ") + " ".repeat(to - from - 1));
    copied = to;
  };
  while (at < text.length) {
    const s = spans[span];
    if (s && at >= s.start) {
      at = s.end;
      span++;
      continue;
    }
    const stop = s ? s.start : text.length;
    if (lt !== -1 && lt < at) lt = text.indexOf("<", at);
    if (amp !== -1 && amp < at) amp = text.indexOf("&", at);
    const next = Math.min(lt < 0 ? stop : lt, amp < 0 ? stop : amp, stop);
    if (next >= stop) {
      at = stop;
      continue;
    }
    if (next === amp) {
      const entity = entityAt(text, amp);
      if (entity) {
        out.push(text.slice(copied, amp));
        out.push(" ".repeat(entity.end - amp - 1) + entity.char);
        copied = entity.end;
        at = entity.end;
      } else at = amp + 1;
      continue;
    }
    // A comment, a tag, or a literal "<".
    if (lower.startsWith("<!--", lt)) {
      const close = lower.indexOf("-->", lt + 4);
      const end = close < 0 ? text.length : close + 3;
      blank(lt, Math.min(end, stop), false);
      at = Math.min(end, stop);
      continue;
    }
    const closing = text.charCodeAt(lt + 1) === 47; // "/"
    const nameAt = lt + (closing ? 2 : 1);
    const bang = text.charCodeAt(lt + 1) === 33; // "!": a doctype
    if (!bang && !isLetter(text.charCodeAt(nameAt))) {
      at = lt + 1;
      continue;
    }
    if (close !== -1 && close < lt) close = text.indexOf(">", lt);
    const gt = close;
    if (gt < 0 || gt >= stop) {
      at = lt + 1;
      continue;
    }
    const name = bang ? "" : tagName(text, nameAt);
    blank(lt, gt + 1, BLOCK.has(name));
    at = gt + 1;
    if (!closing && (name === "script" || name === "style")) {
      const close = lower.indexOf(`</${name}`, at);
      const end = close < 0 || close >= stop ? stop : close;
      blank(at, end, false);
      at = end;
    }
  }
  out.push(text.slice(copied));
  return out.join("");
}

/** Text without tags, entities decoded, whitespace collapsed: a heading's words. */
function plainText(html: string): string {
  let out = "";
  let at = 0;
  while (at < html.length) {
    const c = html[at] as string;
    if (c === "<") {
      const gt = html.indexOf(">", at);
      if (gt < 0) break;
      out += " ";
      at = gt + 1;
    } else if (c === "&") {
      const entity = entityAt(html, at);
      out += entity ? entity.char : c;
      at = entity ? entity.end : at + 1;
    } else {
      out += c;
      at++;
    }
  }
  return out.replace(/\s+/g, " ").trim();
}

/** HTML headings `<h1>`–`<h6>`, in order. Linear: each search starts after the last. */
function htmlHeadings(text: string, lower: string): Heading[] {
  const out: Heading[] = [];
  let at = 0;
  for (;;) {
    const open = lower.indexOf("<h", at);
    if (open < 0) break;
    const level = lower.charCodeAt(open + 2);
    const after = lower.charCodeAt(open + 3);
    if (level < 49 || level > 54 || isLetter(after) || (after >= 48 && after <= 57)) {
      at = open + 2;
      continue;
    }
    const gt = lower.indexOf(">", open);
    if (gt < 0) break;
    const close = lower.indexOf("</h", gt);
    if (close < 0) break;
    const words = plainText(text.slice(gt + 1, close));
    if (words) out.push({ start: open, text: words.slice(0, 200) });
    at = close + 3;
  }
  return out;
}

/** Markdown ATX headings (`# Title`, `## Results`), in order. */
function markdownHeadings(text: string): Heading[] {
  const out: Heading[] = [];
  let at = 0;
  while (at < text.length) {
    let end = text.indexOf("\n", at);
    if (end < 0) end = text.length;
    let k = at;
    while (k < end && k - at < 3 && text.charCodeAt(k) === 32) k++;
    let hashes = 0;
    while (k + hashes < end && text.charCodeAt(k + hashes) === 35) hashes++;
    const space = text.charCodeAt(k + hashes);
    if (hashes >= 1 && hashes <= 6 && (space === 32 || space === 9)) {
      const words = text
        .slice(k + hashes, end)
        .replace(/\s#+\s*$/, "")
        .trim();
      if (words) out.push({ start: at, text: words.slice(0, 200) });
    }
    at = end + 1;
  }
  return out;
}

/**
 * A text made ready to read: HTML markup outside tables blanked (offsets
 * kept), and the headings that divide it into sections.
 *
 * @example
 * readable("<h2>Outlook</h2><p style=\"margin:12px\">Sales rose 4%.</p>");
 * // { text: "\n  Outlook     \n                  Sales rose 4%.    ",
 * //   headings: [{ start: 0, text: "Outlook" }] }
 */
export function readable(text: string): ReadableText {
  if (!isHtml(text)) return { text, headings: markdownHeadings(text) };
  const lower = text.toLowerCase();
  const spans = tableSpans(text, lower);
  return { text: blankMarkup(text, lower, spans), headings: htmlHeadings(text, lower) };
}

/** The index of the last heading starting at or before `offset`, or -1. */
export function headingBefore(headings: readonly Heading[], offset: number): number {
  let lo = 0;
  let hi = headings.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((headings[mid] as Heading).start <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}
