// The sources box as crossfoot's loadSources takes it: JSON when it looks like JSON, else one text source.
import { jsonErrorAt } from "./json-error-at.js";

/** Sources that look like JSON but do not parse: the message says where. */
export class SourcesSyntaxError extends Error {
  override readonly name = "SourcesSyntaxError";
}

/**
 * What the sources box holds, as `Checker` takes it. Text whose first
 * character is `[` or `{` is JSON (an array of strings and records, a
 * record, or rows) and must parse; anything else (plain text, Markdown,
 * HTML, CSV) is one text source, whose tables crossfoot reads cell by cell.
 * An empty box is no sources at all.
 *
 * @example
 * readSources('[{"id": "R1", "fields": {"revenue": 12}}]'); // one record
 * readSources("| year | revenue |\n|---|---|\n| 2024 | 12 |"); // one text source
 */
export function readSources(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === "") return [];
  if (trimmed[0] !== "[" && trimmed[0] !== "{") return text;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch (error) {
    throw new SourcesSyntaxError(
      `The sources look like JSON (they start with "${trimmed[0]}") but do not parse: ${whereInJson(trimmed, error)}`,
    );
  }
}

/** JSON.parse's message, with the line and column where the JSON breaks. */
function whereInJson(text: string, error: unknown): string {
  // The engine's own position, when it gives one, is replaced by a line and column.
  const message = String((error as Error)?.message ?? error)
    .replace(/\s*\(line \d+ column \d+\)/, "")
    .replace(/ at position \d+/, "");
  const offset = jsonErrorAt(text);
  if (offset === undefined) return message;
  const before = text.slice(0, offset).split("\n");
  const column = (before[before.length - 1]?.length ?? 0) + 1;
  return `${message} (line ${before.length}, column ${column})`;
}
