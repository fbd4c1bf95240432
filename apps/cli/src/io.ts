/** What a command reads and writes, so tests can run the CLI in-process. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /**
   * The whole of standard input; with `maxBytes`, fails (a CliError, while
   * reading) once it holds more than that.
   */
  readonly readStdin: (maxBytes?: number) => Promise<string>;
  /** Directory relative paths resolve against. */
  readonly cwd: string;
  /** Whether standard output is a terminal: colours the human report (default false). */
  readonly stdoutIsTTY?: boolean;
  /** Whether standard error is a terminal: shows the eval progress bar (default false). */
  readonly stderrIsTTY?: boolean;
  /** Width of the terminal on standard error, for the progress bar (default 80). */
  readonly stderrColumns?: number;
  /** Environment variables the CLI reads: `NO_COLOR`, `FORCE_COLOR`, `TERM` (default none). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** A monotonic clock in milliseconds (default `performance.now`). */
  readonly now?: () => number;
}
