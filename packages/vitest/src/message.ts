import type { Report } from "crossfoot";

/** A report's summary, its claim and issue lines indented under the head line. */
function indented(summary: string): string[] {
  const [head = "", ...rest] = summary.split("\n");
  return [head, ...rest.map((line) => `  ${line}`)];
}

/** Shortens a long answer so the message stays readable; the claims carry the detail. */
function quote(answer: string): string {
  const flat = answer.replace(/\s+/g, " ").trim();
  return JSON.stringify(flat.length > 200 ? `${flat.slice(0, 199)}…` : flat);
}

/**
 * The failure message: the head line every crossfoot report starts with
 * (`FAILED · 3 claims · 1 failed · score 0.67`), then, without `.not`, each
 * failing figure and issue with its reason; with `.not` (the answer passed),
 * each figure with the evidence that grounds it.
 */
export function failureMessage(answer: string, report: Report, isNot: boolean): string {
  const hint = `expect(answer)${isNot ? ".not" : ""}.toBeGroundedIn(sources)`;
  let body: string[];
  if (!isNot) body = indented(report.summary({ claims: "failing" }));
  else {
    body = [
      ...indented(report.summary()),
      report.claims.length === 0
        ? "expected the answer to fail, but it has no figures"
        : "expected the answer to fail, but every figure is grounded",
    ];
  }
  return [hint, "", ...body, "", `Answer: ${quote(answer)}`].join("\n");
}
