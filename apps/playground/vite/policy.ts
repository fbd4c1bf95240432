// The built site's Content-Security-Policy: its own files only, no eval, no other origin.
import { createHash } from "node:crypto";
import { REVIEW_CSS } from "@crossfoot/review";
import type { Plugin } from "vite";

/**
 * The policy the built page carries (and a server may also send, so the
 * worker runs under it too): scripts, workers and styles from the site's own
 * origin, the review view's style element allowed by its hash, nothing
 * evaluated from strings, nothing fetched from anywhere else.
 */
export function contentSecurityPolicy(): string {
  const reviewStyle = createHash("sha256").update(REVIEW_CSS).digest("base64");
  return [
    "default-src 'self'",
    "script-src 'self'",
    "worker-src 'self'",
    `style-src 'self' 'sha256-${reviewStyle}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
}

/** A Vite plugin writing {@link contentSecurityPolicy} into the built page (not the dev server's, whose client needs more). */
export function policyPlugin(): Plugin {
  return {
    name: "crossfoot-policy",
    apply: "build",
    transformIndexHtml(html) {
      // Right after the charset, before anything the policy governs.
      const charset = /<meta charset="utf-8"\s*\/?>/i;
      if (!charset.test(html)) throw new Error('index.html needs <meta charset="utf-8"> first');
      const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy().replace(/'/g, "&#39;")}" />`;
      return html.replace(charset, (tag) => `${tag}\n    ${meta}`);
    },
  };
}
