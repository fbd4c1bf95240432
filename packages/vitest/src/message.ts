import type { Claim, Issue, Report } from "crossfoot";

function claimLine(claim: Claim): string {
  return `  [${claim.status}] ${claim.text} - ${claim.evidence}`;
}

function issueLine(issue: Issue): string {
  return `  [${issue.type}] ${issue.message}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** Shortens a long answer so the message stays readable; the claims carry the detail. */
function quote(answer: string): string {
  const flat = answer.replace(/\s+/g, " ").trim();
  return JSON.stringify(flat.length > 200 ? `${flat.slice(0, 199)}…` : flat);
}

/**
 * The failure message. Without `.not`: each failing figure and issue with
 * its reason. With `.not` (the answer was grounded): each figure with the
 * evidence that grounds it.
 */
export function failureMessage(answer: string, report: Report, isNot: boolean): string {
  const hint = `expect(answer)${isNot ? ".not" : ""}.toBeGroundedIn(sources)`;
  const figures = plural(report.claims.length, "figure");
  let body: string[];
  if (!isNot) {
    const issues = report.issues.length > 0 ? ` and ${plural(report.issues.length, "issue")}` : "";
    body = [
      `${report.failures.length} of ${figures} not grounded${issues} (score ${report.score.toFixed(2)}):`,
      ...report.failures.map(claimLine),
      ...report.issues.map(issueLine),
    ];
  } else if (report.claims.length === 0) {
    body = ["expected a figure that is not grounded, but the answer has no figures"];
  } else {
    body = [
      `expected a figure that is not grounded, but all ${figures} are:`,
      ...report.claims.map(claimLine),
    ];
  }
  return [hint, "", ...body, "", `Answer: ${quote(answer)}`].join("\n");
}
