// `corpus verify --chunks`: the chunks, from a JSONL file or (through corpus-postgres.ts) a PostgreSQL table or query.
import { resolve } from "node:path";
import type { CorpusChunk } from "@crossfoot/corpus";
import { CliError } from "./errors.js";
import { parseJson, readText } from "./files.js";

/** A postgres:// URL as messages and reports show it: the password, if any, replaced by `****`. */
export function shownUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "****";
    return u.toString();
  } catch {
    return "the --chunks URL";
  }
}

/** Whether `--chunks` names a PostgreSQL database rather than a file. */
export function isPostgresUrl(value: string): boolean {
  return /^postgres(?:ql)?:\/\//i.test(value);
}

/**
 * One chunk from a record (a JSONL line, a row): `id` a string or a number,
 * `document` and `text` strings, `metadata` an object (or JSON text of one,
 * or null). `where` names the record in messages.
 */
export function chunkOf(value: unknown, where: string): CorpusChunk {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new CliError(`${where}: expected an object {"id", "document", "text", "metadata"?}`);
  }
  const record = value as Record<string, unknown>;
  const { id, document, text } = record;
  if (!(typeof id === "string" || typeof id === "number" || typeof id === "bigint")) {
    throw new CliError(`${where}: "id" must be a string or a number`);
  }
  if (typeof document !== "string") throw new CliError(`${where}: "document" must be a string`);
  if (typeof text !== "string") throw new CliError(`${where}: "text" must be a string`);
  let metadata = record.metadata;
  if (typeof metadata === "string") {
    try {
      metadata = JSON.parse(metadata);
    } catch {
      throw new CliError(`${where}: "metadata" is text that is not JSON`);
    }
  }
  if (metadata === null || metadata === undefined) return { id: String(id), document, text };
  if (typeof metadata !== "object" || Array.isArray(metadata)) {
    throw new CliError(`${where}: "metadata" must be an object`);
  }
  return { id: String(id), document, text, metadata: metadata as Record<string, unknown> };
}

/** The chunks of a JSONL file: one `{ id, document, text, metadata? }` a line (other keys are ignored). */
export function readChunksFile(
  value: string,
  cwd: string,
  maxBytes: number,
): {
  chunks: CorpusChunk[];
  file: string;
} {
  const path = resolve(cwd, value);
  const chunks: CorpusChunk[] = [];
  readText(path, "chunks", maxBytes)
    .split("\n")
    .forEach((line, k) => {
      if (line.trim() === "") return;
      chunks.push(chunkOf(parseJson(line, path, k), `${path}:${k + 1}`));
    });
  if (chunks.length === 0) throw new CliError(`corpus verify: --chunks: ${path} holds no chunk`);
  return { chunks, file: path };
}
