import type { TestProject } from "vitest/node";
// @ts-expect-error -- a plain .mjs script without type declarations
import { startPostgres } from "../../../tooling/scripts/postgres.mjs";

/** Connection info the pg tests get through `inject("postgres")`. */
export interface PostgresInfo {
  readonly host: string;
  readonly port: number;
  readonly socketDir: string;
  readonly database: string;
  readonly user: string;
  readonly connectionString: string;
  readonly version: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The server's connection info, or why it could not start (the pg tests then fail with it). */
    postgres: { info?: PostgresInfo; error?: string };
  }
}

let stop: (() => Promise<void>) | undefined;

/** Start one PostgreSQL server for the run; a failure is handed to the tests, which fail loudly. */
export async function setup(project: TestProject): Promise<void> {
  try {
    const pg = await startPostgres();
    stop = pg.stop;
    const { host, port, socketDir, database, user, connectionString, version } = pg;
    project.provide("postgres", {
      info: { host, port, socketDir, database, user, connectionString, version },
    });
  } catch (error) {
    project.provide("postgres", { error: (error as Error).message });
  }
}

export async function teardown(): Promise<void> {
  await stop?.();
}
