import ts from "typescript";

// The bundled CLI is read and compiled at every start of the command. V8
// keeps a source that is all ASCII as one byte a character; a single other
// character (a "–" or "€" in a regular expression of the extractor) makes it
// two bytes a character for the whole file, which is slower to read (UTF-8
// decoding), to hash and to compile from the code cache. esbuild's
// `charset: "ascii"` escapes strings and identifiers but prints regular
// expression literals and raw template text as written, so this does the rest.

const NON_ASCII = /[^\x00-\x7f]+/g;

/** Each UTF-16 code unit of `text` outside ASCII as `\uXXXX`. */
function escapeUnits(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    out += `\\u${text.charCodeAt(i).toString(16).padStart(4, "0")}`;
  }
  return out;
}

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/**
 * `code` (JavaScript) with every character outside ASCII in a string, regular
 * expression, template or identifier written as an escape, which means the
 * same there: in a regular expression `\uXXXX` matches the same code unit
 * (and, with the `u` or `v` flag, a surrogate pair the same code point). The
 * raw text of a `String.raw` template gets the character as a substitution
 * (`${"\u2013"}`), which gives the same string; any other tagged template,
 * and comments, are left as written (the result is then not all ASCII: only
 * slower to load, never different).
 */
export function asciiOnly(code: string): string {
  if (!/[^\x00-\x7f]/.test(code)) return code;
  const file = ts.createSourceFile(
    "bundle.js",
    code,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.JS,
  );
  const edits: Edit[] = [];
  const escapeIn = (node: ts.Node, replace: (run: string) => string) => {
    const start = node.getStart(file);
    const text = code.slice(start, node.end);
    if (/[^\x00-\x7f]/.test(text)) {
      edits.push({ start, end: node.end, text: text.replace(NON_ASCII, replace) });
    }
  };
  const visit = (node: ts.Node): void => {
    switch (node.kind) {
      case ts.SyntaxKind.StringLiteral:
      case ts.SyntaxKind.RegularExpressionLiteral:
      case ts.SyntaxKind.NoSubstitutionTemplateLiteral:
      case ts.SyntaxKind.TemplateHead:
      case ts.SyntaxKind.TemplateMiddle:
      case ts.SyntaxKind.TemplateTail:
      case ts.SyntaxKind.Identifier:
      case ts.SyntaxKind.PrivateIdentifier:
        escapeIn(node, escapeUnits);
        return;
      case ts.SyntaxKind.TaggedTemplateExpression: {
        const tagged = node as ts.TaggedTemplateExpression;
        visit(tagged.tag);
        const raw = tagged.tag.getText(file) === "String.raw";
        const parts = ts.isNoSubstitutionTemplateLiteral(tagged.template)
          ? [tagged.template]
          : [tagged.template.head, ...tagged.template.templateSpans.map((s) => s.literal)];
        if (raw) for (const part of parts) escapeIn(part, (run) => `\${"${escapeUnits(run)}"}`);
        if (!ts.isNoSubstitutionTemplateLiteral(tagged.template)) {
          for (const span of tagged.template.templateSpans) visit(span.expression);
        }
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = "";
  let at = 0;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    out += code.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + code.slice(at);
}
