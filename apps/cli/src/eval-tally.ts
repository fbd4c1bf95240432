// What `eval` and `collect` share: the reports a run writes, and the tally of its outcomes in line order.
import { colorsFor } from "./color.js";
import { CliError } from "./errors.js";
import type { CaseOutcome } from "./eval-runner.js";
import { asExpected, type EvalOutput, type EvalSummary } from "./eval-summary.js";
import type { CliIo } from "./io.js";
import { JsonOutput } from "./json-output.js";
import { JunitOutput } from "./junit-output.js";
import type { ReportTarget } from "./output-file.js";
import { TextOutput } from "./text-output.js";

/**
 * The console report (JSON or text, on stderr when a report takes stdout)
 * and the JUnit report when asked for; `toConsole` clears the progress line first.
 */
export function consoleOutputs(
  io: CliIo,
  options: {
    readonly json: boolean;
    readonly verbose: boolean;
    readonly reportOnStdout: boolean;
    readonly junitPath: ReportTarget | undefined;
    readonly shown: string;
    readonly clear: () => void;
  },
): EvalOutput[] {
  const toConsole = (text: string) => {
    options.clear();
    (options.reportOnStdout ? io.stderr : io.stdout)(text);
  };
  const outputs: EvalOutput[] = [
    options.json
      ? new JsonOutput(toConsole)
      : new TextOutput(
          toConsole,
          options.verbose,
          colorsFor(io, options.reportOnStdout ? io.stderrIsTTY : io.stdoutIsTTY),
        ),
  ];
  if (options.junitPath) outputs.push(new JunitOutput(options.junitPath, options.shown, io.stdout));
  return outputs;
}

/** A run's outcomes, taken in line order, counted and handed to every report. */
export class EvalTally {
  total = 0;
  private correct = 0;
  private errors = 0;
  private readonly claimStatuses: Record<string, number> = {};
  private stoppedAt: CaseOutcome | undefined;

  constructor(
    private readonly outputs: readonly EvalOutput[],
    private readonly failFast: boolean,
  ) {}

  /** Take one outcome; false stops the run (an error case under --fail-fast). */
  readonly take = (o: CaseOutcome): boolean => {
    if (o.got === "error" && this.failFast) {
      this.stoppedAt = o;
      return false;
    }
    this.total++;
    if (o.got === "error") this.errors++;
    else if (asExpected(o)) this.correct++;
    for (const c of o.claims)
      this.claimStatuses[c.status] = (this.claimStatuses[c.status] ?? 0) + 1;
    for (const out of this.outputs) out.case(o);
    return true;
  };

  /** Let every report go without writing it (the run failed). */
  dispose(): void {
    for (const out of this.outputs) out.dispose();
  }

  /**
   * Finish every report with the run's summary and return the exit status;
   * a run stopped by --fail-fast or with no case is an input error.
   */
  finish(shown: string, threshold: number, seconds: number): number {
    if (this.stoppedAt) {
      this.dispose();
      throw new CliError(
        this.stoppedAt.error ?? `${shown}:${this.stoppedAt.line}: not a valid case`,
      );
    }
    if (this.total === 0) {
      this.dispose();
      throw new CliError(`${shown}: no cases`);
    }
    const accuracy = this.correct / this.total;
    const summary: EvalSummary = {
      file: shown,
      total: this.total,
      correct: this.correct,
      errors: this.errors,
      accuracy,
      threshold,
      passed: accuracy + 1e-12 >= threshold,
      seconds,
      claimStatuses: this.claimStatuses,
    };
    for (const out of this.outputs) out.finish(summary);
    return summary.passed ? 0 : 1;
  }
}
