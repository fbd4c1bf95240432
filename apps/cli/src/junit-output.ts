import type { CaseOutcome } from "./eval-runner.js";
import { asExpected, caseSummary, type EvalOutput, type EvalSummary } from "./eval-summary.js";
import { type ReportTarget, writeReport } from "./output-file.js";
import { Spool } from "./spool.js";
import { escapeXml as x } from "./xml.js";

/** The case's claims and issues, one line each, as every crossfoot report lists them. */
const claimLines = (o: CaseOutcome) =>
  [
    ...o.claims.map((c) => `[${c.status}] ${c.text} - ${c.evidence}`),
    ...(o.issues ?? []).map((message) => `issue: ${message}`),
  ].join("\n");

/**
 * `eval --junit FILE`: JUnit XML, one `<testcase>` per case. A case whose
 * outcome differs from its label is a `<failure>` whose message is the case's
 * summary (`FAILED · 1 claim · 1 failed · score 0.00 · expected PASSED`), a
 * line that is not a valid case an `<error>`; the claims and their evidence
 * are the element's text.
 */
export class JunitOutput implements EvalOutput {
  private readonly spool = new Spool();
  private failures = 0;

  /**
   * @param path where to write the XML (`-`: standard output)
   * @param fileName the case file as named on the command line
   * @param stdout how standard output is written
   */
  constructor(
    private readonly path: ReportTarget,
    private readonly fileName: string,
    private readonly stdout: (text: string) => void = () => {},
  ) {}

  case(o: CaseOutcome): void {
    const attrs = `name="${x(o.id)}" classname="crossfoot.eval" file="${x(this.fileName)}" line="${o.line}" time="${(o.ms / 1000).toFixed(6)}"`;
    let body: string;
    if (o.got === "error") {
      body = `\n      <error message="${x(o.error ?? "")}" type="invalid_case">${x(o.error ?? "")}</error>\n    `;
    } else if (!asExpected(o)) {
      this.failures++;
      body = `\n      <failure message="${x(caseSummary(o))}" type="unexpected_verdict">${x(claimLines(o))}</failure>\n    `;
    } else {
      body =
        o.claims.length > 0
          ? `\n      <system-out>${x(`${caseSummary(o)}\n${claimLines(o)}`)}</system-out>\n    `
          : "";
    }
    this.spool.write(
      body ? `    <testcase ${attrs}>${body}</testcase>\n` : `    <testcase ${attrs}/>\n`,
    );
  }

  finish(s: EvalSummary): void {
    const counts = `tests="${s.total}" failures="${this.failures}" errors="${s.errors}" time="${s.seconds.toFixed(3)}"`;
    writeReport(this.path, "--junit", this.stdout, (write) => {
      write('<?xml version="1.0" encoding="UTF-8"?>\n');
      write(`<testsuites name="crossfoot eval" ${counts}>\n`);
      write(`  <testsuite name="${x(s.file)}" ${counts} skipped="0">\n`);
      write("    <properties>\n");
      write(`      <property name="accuracy" value="${s.accuracy}"/>\n`);
      write(`      <property name="min-accuracy" value="${s.threshold}"/>\n`);
      write(`      <property name="passed" value="${s.passed}"/>\n`);
      write("    </properties>\n");
      this.spool.copyTo(write);
      write("  </testsuite>\n</testsuites>\n");
    });
    this.dispose();
  }

  dispose(): void {
    this.spool.dispose();
  }
}
