/** A usage or input error: the CLI prints its one-line message and exits 2. */
export class CliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CliError";
  }
}
