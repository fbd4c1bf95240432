import type { Attributes } from "@opentelemetry/api";
import { type Claim, type Issue, type Report, type SourceSet, STATUSES } from "crossfoot";

/** Attribute names, in one place so the span, events and counter agree. */
export const ATTR = {
  passed: "crossfoot.passed",
  score: "crossfoot.score",
  claimsTotal: "crossfoot.claims.total",
  claimsPassed: "crossfoot.claims.passed",
  claimsFailed: "crossfoot.claims.failed",
  statusPrefix: "crossfoot.claims.status.",
  issues: "crossfoot.issues",
  answerLength: "crossfoot.answer.length",
  sourceRecords: "crossfoot.sources.records",
  sourceValues: "crossfoot.sources.values",
  sourceDiagnostics: "crossfoot.sources.diagnostics",
  claimStatus: "crossfoot.claim.status",
  claimText: "crossfoot.claim.text",
  claimValue: "crossfoot.claim.value",
  claimKind: "crossfoot.claim.kind",
  claimStart: "crossfoot.claim.start",
  claimEnd: "crossfoot.claim.end",
  claimSentence: "crossfoot.claim.sentence",
  claimCited: "crossfoot.claim.cited",
  claimEvidence: "crossfoot.claim.evidence",
  issueType: "crossfoot.issue.type",
  issueMessage: "crossfoot.issue.message",
} as const;

/** The span attributes of a finished check: counts overall and one count per status. */
export function reportAttributes(report: Report): Attributes {
  const failed = report.failures.length;
  const attributes: Attributes = {
    [ATTR.passed]: report.passed,
    [ATTR.score]: report.score,
    [ATTR.claimsTotal]: report.claims.length,
    [ATTR.claimsPassed]: report.claims.length - failed,
    [ATTR.claimsFailed]: failed,
    [ATTR.issues]: report.issues.length,
  };
  // Every status, zeros included, so a query for one status never has to
  // tell "none" from "not recorded".
  const counts = report.counts;
  for (const status of STATUSES) attributes[ATTR.statusPrefix + status] = counts[status];
  return attributes;
}

/** What the span records about the inputs: sizes, never the text itself. */
export function inputAttributes(answer: string, sources: SourceSet): Attributes {
  return {
    [ATTR.answerLength]: answer.length,
    [ATTR.sourceRecords]: sources.records.length,
    [ATTR.sourceValues]: sources.values.length,
    [ATTR.sourceDiagnostics]: sources.diagnostics.length,
  };
}

/** The attributes of a failing claim's event; text and evidence only when content is captured. */
export function claimAttributes(claim: Claim, captureContent: boolean): Attributes {
  return {
    [ATTR.claimStatus]: claim.status,
    [ATTR.claimKind]: claim.kind,
    [ATTR.claimValue]: claim.value,
    [ATTR.claimStart]: claim.start,
    [ATTR.claimEnd]: claim.end,
    [ATTR.claimSentence]: claim.sentence,
    [ATTR.claimCited]: [...claim.cited],
    ...(captureContent
      ? { [ATTR.claimText]: claim.text, [ATTR.claimEvidence]: claim.evidence }
      : {}),
  };
}

/** The attributes of an issue's event. */
export function issueAttributes(issue: Issue, captureContent: boolean): Attributes {
  return {
    [ATTR.issueType]: issue.type,
    [ATTR.claimStart]: issue.start,
    [ATTR.claimEnd]: issue.end,
    ...(captureContent ? { [ATTR.issueMessage]: issue.message } : {}),
  };
}
