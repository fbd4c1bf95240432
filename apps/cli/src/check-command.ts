import { applyCorrections, type Checker, type Report } from "crossfoot";
import { parseAnswerArgs, readAnswerInput } from "./answer-input.js";
import { noteFiguresChecked } from "./cache-worth.js";
import { colorsFor } from "./color.js";
import { CliError } from "./errors.js";
import { renderHumanReport } from "./human-report.js";
import type { CliIo } from "./io.js";
import { printable } from "./printable.js";
import { applyTolerance } from "./tolerance.js";

export const CHECK_USAGE = `usage: crossfoot check [ANSWER | --answer FILE|-] --sources FILE [--rows FILE] [options]

Check every number in an answer against its sources.
  ANSWER               the answer itself, as one argument (- reads standard input)
  --answer FILE        the answer file (plain text), or - to read it from standard input
                       (--output FILE is another name for the same flag)
  --sources FILE       a JSON file: an array of strings and records {id, text, fields, rows,
                       table, unit}, one record, or a table (repeatable)
  --rows FILE          a table: JSON rows, or CSV/TSV by extension (repeatable)
  --require-citations  a grounded figure in a sentence that cites nothing fails
  --strict             no rounding: figures must equal a source value or derivation
  --no-derived         no derivations: figures must be source values
  --tolerance X        a figure within X (0.01 = 1%) of a source value passes
  --policy NAME        strict (citations required, coincidence 0.01) or lenient
                       (no row/period binding, tolerance 0.015)
  --max-coincidence X  how many chance derivations a proof may allow (default 0.1)
  --config FILE        options from a JSON or crossfoot.config.{json,js,mjs,cjs} file
                       (default: crossfoot.config.* in the current directory)
  --max-file-bytes N   refuse an answer, sources, rows or config file (or standard input)
                       larger than N bytes (default 268435456, 256 MiB)
  --json               print the report as JSON
  --caveat             print only the caveat sentence to append to a failed answer
  --fix                print the answer with each failing figure corrected where exactly one
                       source value or derivation makes it pass (with --json: the corrected
                       answer and the corrections); stderr says what changed and what could not
A flag other than --sources and --rows given twice must have the same value.
The report starts "PASSED · N claims · 0 failed · score 1.00" or
"FAILED · N claims · F failed · score S", then lists each claim with its evidence.
Exit status: 0 PASSED (every claim passes), 1 FAILED, 2 usage or input error; with --fix,
0 when the corrected answer passes.`;

/** `crossfoot check`: one answer, one report; exit 0 when it passed, 1 when it failed. */
export async function checkCommand(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseAnswerArgs("check", args, {
    caveat: { type: "boolean" },
    fix: { type: "boolean" },
  });
  const { values } = parsed;
  if (values.help) {
    io.stdout(`${CHECK_USAGE}\n`);
    return 0;
  }
  const { answer, checker, settings } = await readAnswerInput("check", parsed, io, () => {
    if (values.json && values.caveat)
      throw new CliError("check: give --json or --caveat, not both");
    if (values.fix && values.caveat) throw new CliError("check: give --fix or --caveat, not both");
  });
  const checked = checker.check(answer);
  const report = applyTolerance(checked, checker, answer, settings.tolerance);
  if (values.fix)
    return fix(answer, checked, report, checker, settings.tolerance, values.json === true, io);
  if (report.claims.length > 0) noteFiguresChecked();
  if (values.json) io.stdout(`${JSON.stringify(report, null, 2)}\n`);
  else if (values.caveat) {
    const sentence = report.caveat();
    if (sentence) io.stdout(`${printable(sentence)}\n`);
  } else io.stdout(`${renderHumanReport(report, colorsFor(io, io.stdoutIsTTY))}\n`);
  return report.passed ? 0 : 1;
}

/**
 * `crossfoot check --fix`: the answer with the corrections of its failing
 * figures applied (those a tolerance passed are left as written), and on
 * stderr each correction and each figure left failing.
 */
function fix(
  answer: string,
  checked: Report,
  report: Report,
  checker: Checker,
  tolerance: number,
  json: boolean,
  io: CliIo,
): number {
  const corrections = checked.corrections().filter((c) => !report.claims[c.claim]?.passed);
  const fixed = applyCorrections(answer, corrections);
  const after =
    corrections.length === 0
      ? report
      : applyTolerance(checker.check(fixed), checker, fixed, tolerance);
  if (json) {
    io.stdout(`${JSON.stringify({ answer: fixed, passed: after.passed, corrections }, null, 2)}\n`);
  } else {
    io.stdout(fixed.endsWith("\n") || fixed === "" ? fixed : `${fixed}\n`);
    for (const c of corrections)
      io.stderr(
        `corrected: ${printable(c.from)} -> ${printable(c.to)} (${c.status}: ${printable(c.evidence)})\n`,
      );
    for (const c of after.failures)
      io.stderr(`not corrected: ${printable(c.text)} (${c.status}: ${printable(c.evidence)})\n`);
    for (const issue of after.issues) io.stderr(`not corrected: ${printable(issue.message)}\n`);
  }
  return after.passed ? 0 : 1;
}
