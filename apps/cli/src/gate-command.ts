import { gate } from "crossfoot";
import { parseAnswerArgs, readAnswerInput } from "./answer-input.js";
import { CliError } from "./errors.js";
import type { CliIo } from "./io.js";
import { printable } from "./printable.js";
import { numberFlag } from "./settings.js";

export const GATE_USAGE = `usage: crossfoot gate [ANSWER | --answer FILE|-] --sources FILE [--rows FILE] [options]

Gate an answer: remove each sentence whose figures fail, keep the rest as written,
and withhold the whole answer when too little of it survives.
  ANSWER               the answer itself, as one argument (- reads standard input)
  --answer FILE        the answer file (plain text), or - to read it from standard input
  --sources FILE       a JSON file: an array of strings and records {id, text, fields, rows,
                       table, unit}, one record, or a table (repeatable)
  --rows FILE          a table: JSON rows, or CSV/TSV by extension (repeatable)
  --keep-ratio X       the least share of sentences kept for the answer to be given
                       (default 0.5; 0 to 1)
  --ratio-of WHAT      count every sentence (sentences, the default) or only the
                       sentences that state figures (figures)
  --require-citations  a grounded figure in a sentence that cites nothing fails
  --strict             no rounding: figures must equal a source value or derivation
  --no-derived         no derivations: figures must be source values
  --policy NAME        strict (citations required, coincidence 0.01) or lenient
                       (no row/period binding; its tolerance is check's alone)
  --max-coincidence X  how many chance derivations a proof may allow (default 0.1)
  --config FILE        options from a JSON or crossfoot.config.{json,js,mjs,cjs} file
  --max-file-bytes N   refuse an input file larger than N bytes (default 256 MiB)
  --json               print the outcome as JSON: grounded, answer, removed, keepRatio
                       and each sentence's verdict
Sentences without figures are kept (a judge for them is in the library's gate()).
Prints the gated answer; each removed sentence and why goes to standard error.
Exit status: 0 the answer is given, 1 the gate withheld it, 2 usage or input error.`;

/** `crossfoot gate`: the answer without its failing sentences; exit 1 when the gate abstains. */
export async function gateCommand(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseAnswerArgs("gate", args, {
    "keep-ratio": { type: "string" },
    "ratio-of": { type: "string" },
  });
  const { values } = parsed;
  if (values.help) {
    io.stdout(`${GATE_USAGE}\n`);
    return 0;
  }
  let keepRatio: number | undefined;
  let ratioOf: "sentences" | "figures" | undefined;
  const { answer, checker, settings } = await readAnswerInput("gate", parsed, io, () => {
    const ratio = values["keep-ratio"];
    if (ratio !== undefined)
      keepRatio = numberFlag("gate: --keep-ratio", ratio, (x) => x >= 0 && x <= 1, "from 0 to 1");
    const of = values["ratio-of"];
    if (of !== undefined && of !== "sentences" && of !== "figures")
      throw new CliError(
        `gate: --ratio-of must be sentences or figures, got ${JSON.stringify(of)}`,
      );
    ratioOf = of as "sentences" | "figures" | undefined;
    if (values.tolerance !== undefined)
      throw new CliError("gate: --tolerance is for check only: the gate keeps what check proves");
  });
  const outcome = await gate(answer, checker.sources, {
    ...settings.options,
    ...(keepRatio === undefined ? {} : { keepRatio }),
    ...(ratioOf === undefined ? {} : { ratioOf }),
  });
  if (values.json) {
    const { report: _report, ...rest } = outcome;
    io.stdout(`${JSON.stringify(rest, null, 2)}\n`);
  } else {
    if (outcome.answer !== "")
      io.stdout(outcome.answer.endsWith("\n") ? outcome.answer : `${outcome.answer}\n`);
    for (const v of outcome.verdicts) {
      if (!v.kept) io.stderr(`removed: ${printable(v.text)} (${printable(v.detail)})\n`);
    }
    if (!outcome.grounded) {
      const share = `${Math.round(outcome.keepRatio * 100)}%`;
      io.stderr(`withheld: only ${share} of the sentences passed, below the keep ratio\n`);
    }
  }
  return outcome.grounded ? 0 : 1;
}
