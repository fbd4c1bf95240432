import type { Report } from "crossfoot";

const LISTED = 5;

function list(items: readonly string[]): string {
  const shown = items.slice(0, LISTED);
  const more = items.length - shown.length;
  if (more > 0) return `${shown.join(", ")} and ${more} more`;
  if (shown.length <= 1) return shown.join("");
  return `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}`;
}

/**
 * The sentence a pipeline appends to an answer that did not pass, naming the
 * figures that could not be verified and the citations to missing sources;
 * the empty string for an answer that passed.
 *
 * @example
 * caveat(report, answer)
 * // "Note: 1 of the 2 figures in this answer could not be verified against its sources ($3.6bn)."
 */
export function caveat(report: Report, answer: string): string {
  if (report.passed) return "";
  const failed = report.claims.filter((c) => !c.passed).map((c) => c.text);
  // An issue's message starts with the unknown id ("[R9] cites no source …");
  // failing that, name the citation marker it points at.
  const unknown = [
    ...new Set(
      report.issues.map((i) => /^\[[^\]]+\]/.exec(i.message)?.[0] ?? answer.slice(i.start, i.end)),
    ),
  ];
  const parts: string[] = [];
  if (failed.length > 0) {
    const total = report.claims.length;
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
  if (report.issues.length > 0) {
    const ids = unknown.length > 0 ? ` (${list(unknown)})` : "";
    parts.push(
      `${failed.length > 0 ? "it" : "this answer"} cites ${report.issues.length === 1 ? "a source that does" : "sources that do"} not exist${ids}`,
    );
  }
  return `Note: ${parts.join(", and ")}.`;
}
