/**
 * A LangChain `Document` as this package reads it: only `pageContent` and
 * `metadata` are used, so documents from any `@langchain/core` version (or a
 * plain object of the same shape) work.
 */
export interface DocumentLike {
  readonly pageContent: string;
  readonly metadata?: Readonly<Record<string, unknown>>;
}

/** One piece of retrieved context: a string or a `Document`. */
export type ContextItem = string | DocumentLike;

/** A crossfoot text record built from the context. */
export interface ContextSource {
  readonly id: string;
  readonly text: string;
}

/**
 * Turn retrieved context into crossfoot sources.
 *
 * Each item becomes a text record. Its id is the document's `metadata[idKey]`
 * (default `metadata.id`) when present, so an answer can cite `[R1]`;
 * otherwise `S1`, `S2`, … by position, which an answer cites as `[1]` or
 * `[S1]`. Chunks that share an id are one source: their texts are joined, so
 * a citation of that id covers every chunk.
 *
 * @throws TypeError naming the item when it is neither a string nor a
 * document, or when its id is not a string or number.
 * @example
 * toSources([new Document({ pageContent: "Revenue was $3,214 million.", metadata: { id: "R1" } })]);
 * // [{ id: "R1", text: "Revenue was $3,214 million." }]
 */
export function toSources(
  context: ContextItem | readonly ContextItem[],
  idKey = "id",
): ContextSource[] {
  const items: readonly unknown[] = Array.isArray(context) ? context : [context];
  const texts = new Map<string, string[]>();
  items.forEach((item, index) => {
    const { id, text } = readItem(item, index, idKey);
    const list = texts.get(id);
    if (list) list.push(text);
    else texts.set(id, [text]);
  });
  return [...texts].map(([id, parts]) => ({ id, text: parts.join("\n\n") }));
}

function readItem(item: unknown, index: number, idKey: string): ContextSource {
  const positional = `S${index + 1}`;
  if (typeof item === "string") return { id: positional, text: item };
  if (typeof item !== "object" || item === null || !("pageContent" in item)) {
    throw new TypeError(
      `crossfoot: context[${index}] must be a string or a Document with pageContent, got ${describe(item)}`,
    );
  }
  const { pageContent, metadata } = item as { pageContent: unknown; metadata?: unknown };
  if (typeof pageContent !== "string") {
    throw new TypeError(
      `crossfoot: context[${index}].pageContent must be a string, got ${describe(pageContent)}`,
    );
  }
  const raw =
    typeof metadata === "object" && metadata !== null
      ? (metadata as Record<string, unknown>)[idKey]
      : undefined;
  if (raw === undefined || raw === null || raw === "") return { id: positional, text: pageContent };
  if (typeof raw !== "string" && typeof raw !== "number") {
    throw new TypeError(
      `crossfoot: context[${index}].metadata.${idKey} must be a string or a number, got ${describe(raw)}`,
    );
  }
  return { id: String(raw), text: pageContent };
}

/** A short name for a value's type, for error messages. */
export function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : typeof value;
}
