// A whole page around review views: self-contained, no network, under a policy that allows only its own style and script.
import { h } from "./escape.js";
import { REVIEW_SCRIPT } from "./interact.js";
import { REVIEW_CSS } from "./style.js";

/** The base64 SHA-256 of a text, for a Content-Security-Policy hash source. */
async function sha256(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  let binary = "";
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The Content-Security-Policy of a page with the given inline style and
 * script: nothing may load from anywhere, and only these exact blocks run.
 */
export async function strictPolicy(style: string, script: string): Promise<string> {
  return `default-src 'none'; style-src 'sha256-${await sha256(style)}'; script-src 'sha256-${await sha256(script)}'; img-src data:; base-uri 'none'; form-action 'none'`;
}

/**
 * A self-contained HTML page of review views (from {@link renderReview}):
 * inline style and script only, allowed by their hashes and nothing else.
 *
 * @example
 * await writeFile("review.html", await reviewPage("Q3 answer", [renderReview({ answer, report, sources })]));
 */
export async function reviewPage(title: string, views: readonly string[]): Promise<string> {
  const style = REVIEW_CSS;
  const script = REVIEW_SCRIPT;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${h(await strictPolicy(style, script))}">
<title>${h(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>${h(title)}</h1>
${views.join("\n")}
</main>
<script>${script}</script>
</body>
</html>
`;
}
