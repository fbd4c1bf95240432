// The result area: the status line, an error in place of the review, loading diagnostics, and the review view itself.

import type { Controls } from "./controls.js";
import type { CheckReply } from "./messages.js";

/** Say a check is under way (the last review stays until its reply). */
export function showChecking(controls: Controls): void {
  controls.status.dataset.state = "checking";
  controls.status.textContent = "Checking…";
}

/**
 * Show the worker's reply: the review view (HTML from `renderReview`, which
 * escapes all it shows) and its verdict, or the error in place of both.
 */
export function showReply(controls: Controls, reply: CheckReply): void {
  if ("error" in reply) {
    showError(controls, reply.error);
    return;
  }
  controls.error.hidden = true;
  controls.error.textContent = "";
  const selected = controls.review.querySelector('.cf-claim[aria-pressed="true"]');
  controls.review.innerHTML = reply.html;
  controls.review.hidden = false;
  if (selected) reselect(controls.review, selected);
  controls.status.dataset.state = "done";
  // Seen: that the view is current (its bar shows the verdict); heard: the verdict itself.
  const verdict = controls.status.ownerDocument.createElement("span");
  verdict.className = "pg-visually-hidden";
  verdict.textContent = `: ${reply.summary}`;
  controls.status.replaceChildren("Up to date", verdict);
  const list = controls.diagnostics.querySelector("ul");
  list?.replaceChildren(
    ...reply.diagnostics.map((d) => {
      const item = controls.diagnostics.ownerDocument.createElement("li");
      item.textContent = d;
      return item;
    }),
  );
  controls.diagnostics.hidden = reply.diagnostics.length === 0;
}

/** Show why there is no review, in its place. */
export function showError(controls: Controls, message: string): void {
  controls.status.dataset.state = "error";
  controls.status.textContent = "Not checked: see the error below";
  controls.error.textContent = message;
  controls.error.hidden = false;
  controls.diagnostics.hidden = true;
  controls.review.hidden = true;
  controls.review.replaceChildren();
}

/**
 * Select again, in the new view, the figure selected in the old one, when
 * the same figure is still there (same place in the list, same text): a
 * click, which the review view's delegated listener handles as a reader's.
 */
function reselect(review: HTMLElement, before: Element): void {
  for (const mark of review.querySelectorAll<HTMLElement>(".cf-claim")) {
    if (
      mark.getAttribute("data-claim") === before.getAttribute("data-claim") &&
      mark.textContent === before.textContent
    ) {
      mark.click();
      return;
    }
  }
}
