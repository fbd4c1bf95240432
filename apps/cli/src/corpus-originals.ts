// `corpus verify --originals`: the original documents, from a folder, a JSONL file or one file.
import { readdirSync, statSync } from "node:fs";
import { basename, extname, join, resolve } from "node:path";
import type { CorpusDocument } from "@crossfoot/corpus";
import { CliError } from "./errors.js";
import { parseJson, readText } from "./files.js";

/** The extensions of documents a folder of originals may hold. */
export const DOCUMENT_EXTENSIONS = [".html", ".htm", ".md", ".csv", ".json", ".txt"] as const;

const isDocument = (name: string) =>
  (DOCUMENT_EXTENSIONS as readonly string[]).includes(extname(name).toLowerCase());

/** Where the originals came from: the documents, and the files read (no report may overwrite them). */
export interface Originals {
  readonly documents: CorpusDocument[];
  readonly files: string[];
}

/**
 * Read the originals: a folder (one document a file, its id the file name
 * without extension; other files are skipped with a warning), a JSONL file of
 * `{ "id", "text" }`, or one document file. Two documents with one id, an
 * empty folder, or a malformed line are input errors.
 */
export function readOriginals(
  value: string,
  cwd: string,
  maxBytes: number,
  warn: (message: string) => void,
): Originals {
  const path = resolve(cwd, value);
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(path);
  } catch {
    throw new CliError(`corpus verify: --originals: no such file or folder: ${path}`);
  }
  if (stats.isDirectory()) return readFolder(path, maxBytes, warn);
  if (extname(path).toLowerCase() === ".jsonl") return readJsonl(path, maxBytes);
  if (!isDocument(path)) {
    throw new CliError(
      `corpus verify: --originals ${value}: expected a folder, a .jsonl file or a document (${DOCUMENT_EXTENSIONS.join(" ")})`,
    );
  }
  const id = basename(path, extname(path));
  return { documents: [{ id, text: readText(path, "original", maxBytes) }], files: [path] };
}

function readFolder(dir: string, maxBytes: number, warn: (message: string) => void): Originals {
  const documents: CorpusDocument[] = [];
  const files: string[] = [];
  const seen = new Map<string, string>();
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith(".")) continue;
    const path = join(dir, name);
    if (!statSync(path).isFile()) continue;
    if (!isDocument(name)) {
      warn(`corpus verify: skipped ${path}: not ${DOCUMENT_EXTENSIONS.join(", ")}`);
      continue;
    }
    const id = basename(name, extname(name));
    const other = seen.get(id);
    if (other !== undefined) {
      throw new CliError(
        `corpus verify: --originals: ${other} and ${name} are both document "${id}"; keep one`,
      );
    }
    seen.set(id, name);
    documents.push({ id, text: readText(path, "original", maxBytes) });
    files.push(path);
  }
  if (documents.length === 0) {
    throw new CliError(
      `corpus verify: --originals: no documents in ${dir} (${DOCUMENT_EXTENSIONS.join(" ")})`,
    );
  }
  return { documents, files };
}

function readJsonl(path: string, maxBytes: number): Originals {
  const documents: CorpusDocument[] = [];
  const seen = new Set<string>();
  readText(path, "originals", maxBytes)
    .split("\n")
    .forEach((line, k) => {
      if (line.trim() === "") return;
      const value = parseJson(line, path, k) as { id?: unknown; text?: unknown } | null;
      if (typeof value !== "object" || value === null || Array.isArray(value)) {
        throw new CliError(`${path}:${k + 1}: expected an object {"id", "text"}`);
      }
      if (typeof value.id !== "string" || value.id === "") {
        throw new CliError(`${path}:${k + 1}: "id" must be a non-empty string`);
      }
      if (typeof value.text !== "string") {
        throw new CliError(`${path}:${k + 1}: "text" must be a string`);
      }
      if (seen.has(value.id)) {
        throw new CliError(`${path}:${k + 1}: document "${value.id}" is given twice`);
      }
      seen.add(value.id);
      documents.push({ id: value.id, text: value.text });
    });
  if (documents.length === 0)
    throw new CliError(`corpus verify: --originals: ${path} holds no document`);
  return { documents, files: [path] };
}
