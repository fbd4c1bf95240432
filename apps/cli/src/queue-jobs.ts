// The jobs the queue commands exchange: one per case line, with an id made
// from the case file and the line, so the same file enqueued twice is one
// set of jobs.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import type { CheckOptions } from "crossfoot";
import { openRegular } from "./safe-read.js";

/** The name every case job carries (BullMQ's job name). */
export const CASE_JOB_NAME = "crossfoot-case";

/** The version of the job data below; a worker refuses any other. */
export const CASE_JOB_FORMAT = 1;

/**
 * One case line as a job's data: everything a worker needs to check it as
 * `crossfoot eval` would, with no file of its own to read.
 */
export interface CaseJobData {
  readonly format: typeof CASE_JOB_FORMAT;
  /** The case file as named to `enqueue`: messages name it as eval's do. */
  readonly file: string;
  /** The line's 1-based number in the file. */
  readonly line: number;
  /** The case's id (`line-N` when it has none or it cannot be read): an error case reports it. */
  readonly id: string;
  /**
   * The case as JSON: the line itself, or, when it names a `sources_file`,
   * the line's fields with that file's sources inlined as `sources`.
   */
  readonly case: string;
  /** Options every case starts from (the enqueuer's config); the case's own `options` win. */
  readonly options: CheckOptions;
  /** The relative tolerance of the enqueuer's config (0: none). */
  readonly tolerance: number;
  /**
   * Why the line is not a valid case, found while enqueueing (as eval words
   * it, `file:line[:column]: …`): a worker fails the job with it at once.
   */
  readonly error?: string;
}

/**
 * Read a job's data, or throw an Error saying what is wrong with it: a
 * worker fails such a job at once, never retries it.
 */
export function readCaseJob(data: unknown): CaseJobData {
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new Error("the job's data is not an object");
  }
  const d = data as Record<string, unknown>;
  if (d.format !== CASE_JOB_FORMAT) {
    throw new Error(
      `the job's data has format ${JSON.stringify(d.format)}, not ${CASE_JOB_FORMAT} (enqueued by another version of crossfoot?)`,
    );
  }
  const wrong = (field: string, what: string) =>
    new Error(`the job's field "${field}" must be ${what}`);
  if (typeof d.file !== "string") throw wrong("file", "a string");
  if (typeof d.line !== "number" || !Number.isSafeInteger(d.line) || d.line < 1) {
    throw wrong("line", "a whole number from 1");
  }
  if (typeof d.id !== "string") throw wrong("id", "a string");
  if (typeof d.case !== "string") throw wrong("case", "a string");
  if (typeof d.options !== "object" || d.options === null || Array.isArray(d.options)) {
    throw wrong("options", "an object");
  }
  if (typeof d.tolerance !== "number" || !(d.tolerance >= 0 && d.tolerance < 1)) {
    throw wrong("tolerance", "a number from 0 to below 1");
  }
  if (d.error !== undefined && typeof d.error !== "string") throw wrong("error", "a string");
  return d as unknown as CaseJobData;
}

/**
 * The identity of a case file: a hash of its name as given on the command
 * line (messages name it) and its bytes. Enqueue and collect compute it
 * alike, so collect finds the jobs of the file it is given.
 */
export async function caseFileKey(path: string, shown: string): Promise<string> {
  const { fd } = openRegular(path, "cases");
  const hash = createHash("sha256").update(shown).update("\u0000");
  for await (const chunk of createReadStream("", { fd })) hash.update(chunk as Buffer);
  return hash.digest("hex").slice(0, 32);
}

/**
 * A case line's job id: `cf-<file key>-<line>`. BullMQ adds a job only when
 * no job has its id, so enqueueing a file again adds nothing.
 */
export const caseJobId = (fileKey: string, line: number) => `cf-${fileKey}-${line}`;
