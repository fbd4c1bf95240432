import { type CheckCase, PASSING_STATUSES } from "./types.js";

/** A problem with a case's expectation, at a JSON pointer relative to the case. */
export interface ConsistencyProblem {
  readonly pointer: string;
  readonly message: string;
}

/**
 * Check that a `check` case's expectation agrees with itself, so a typo in a
 * vector is caught when the vector is loaded rather than blamed on the code:
 * each claim's text must occur in the output, in order; `score` must equal
 * passing claims / claims (1 with no claims); `passed: true` needs every claim
 * passing and no issues; and `passed: false` needs a failing claim or an issue.
 */
export function checkCaseConsistency(c: CheckCase): ConsistencyProblem | undefined {
  const { claims, passed, score, issues } = c.expect;
  let from = 0;
  for (const [i, claim] of claims.entries()) {
    const at = c.output.indexOf(claim.text, from);
    if (at < 0) {
      return {
        pointer: `/expect/claims/${i}/text`,
        message: `${JSON.stringify(claim.text)} does not occur in the output after the previous claim (claims are listed in text order)`,
      };
    }
    from = at + 1;
  }
  const failing = claims.filter((claim) => !PASSING_STATUSES.has(claim.status)).length;
  const computed = claims.length === 0 ? 1 : (claims.length - failing) / claims.length;
  if (score !== undefined && Math.abs(Number(score) - computed) > 1e-9) {
    return {
      pointer: "/expect/score",
      message: `score "${score}" disagrees with the claims: ${claims.length - failing} of ${claims.length} pass (${computed})`,
    };
  }
  if (passed && failing > 0) {
    return {
      pointer: "/expect/passed",
      message: `passed is true, but ${failing} expected claim(s) have a failing status`,
    };
  }
  if (passed && issues !== undefined && issues > 0) {
    return {
      pointer: "/expect/passed",
      message: `passed is true, but ${issues} issue(s) are expected, and any issue fails the report`,
    };
  }
  if (!passed && failing === 0 && issues === 0) {
    return {
      pointer: "/expect/passed",
      message: "passed is false, but every expected claim passes and no issue is expected",
    };
  }
  return undefined;
}
