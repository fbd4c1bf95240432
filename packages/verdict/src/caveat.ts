import type { Claim, Issue } from "./claim.js";

/** How many failing figures a caveat names before it says "and N more". */
const LISTED = 5;

function list(items: readonly string[]): string {
  const shown = items.slice(0, LISTED);
  const more = items.length - shown.length;
  if (more > 0) return `${shown.join(", ")} and ${more} more`;
  if (shown.length <= 1) return shown.join("");
  return `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}`;
}

/**
 * The sentence a pipeline appends to an answer that did not pass: the
 * figures that could not be verified and the citations to missing sources.
 * The empty string for an answer that passed.
 */
export function renderCaveat(claims: readonly Claim[], issues: readonly Issue[]): string {
  const failed = claims.filter((c) => !c.passed).map((c) => c.text);
  if (failed.length === 0 && issues.length === 0) return "";
  // An issue's message starts with the unknown id ("[R9] cites no source …").
  const unknown = [...new Set(issues.flatMap((i) => /^\[[^\]]+\]/.exec(i.message)?.[0] ?? []))];
  const parts: string[] = [];
  if (failed.length > 0) {
    const total = claims.length;
    const which =
      failed.length === total
        ? total === 1
          ? "The figure"
          : `All ${total} figures`
        : `${failed.length} of the ${total} figures`;
    parts.push(
      `${which} in this answer could not be verified against its sources (${list(failed)})`,
    );
  }
  if (issues.length > 0) {
    const ids = unknown.length > 0 ? ` (${list(unknown)})` : "";
    parts.push(
      `${failed.length > 0 ? "it" : "this answer"} cites ${issues.length === 1 ? "a source that does" : "sources that do"} not exist${ids}`,
    );
  }
  return `Note: ${parts.join(", and ")}.`;
}
