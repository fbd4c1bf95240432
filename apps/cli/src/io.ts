/** What a command reads and writes, so tests can run the CLI in-process. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** The whole of standard input. */
  readonly readStdin: () => Promise<string>;
  /** Directory relative paths resolve against. */
  readonly cwd: string;
}
