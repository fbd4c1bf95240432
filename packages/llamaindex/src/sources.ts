// Retrieved nodes (or plain context strings) as crossfoot sources.

/** A retrieved node as this package reads it: its text, its id and its metadata. */
export interface NodeLike {
  /** The node's text (LlamaIndex.TS's `getContent(MetadataMode.NONE)`). */
  getContent(mode?: unknown): string;
  readonly id_?: string;
  readonly metadata?: Readonly<Record<string, unknown>>;
}

/** A retrieval result: a node with its score, as `EngineResponse.sourceNodes` holds them. */
export interface NodeWithScoreLike {
  readonly node: NodeLike;
  readonly score?: number;
}

/** One retrieved context: a string, a node, or a node with its score. */
export type ContextLike = string | NodeLike | NodeWithScoreLike;

/** A crossfoot text record made from retrieved context. */
export interface NodeSource {
  readonly id: string;
  readonly text: string;
}

/**
 * Turn retrieved context into crossfoot sources: one text record each, its
 * id the node's `metadata[idKey]` (default `metadata.id`) when it has one, so
 * a response can cite `[R1]`, else `S1`, `S2`, … by position, cited as `[1]`
 * or `[S1]`. Nodes that share an id are one source, their texts joined.
 * Node ids (`id_`, often a UUID) are not used: responses do not cite them.
 *
 * @throws TypeError naming the item when it is neither a string nor a node.
 * @example
 * nodeSources([new TextNode({ text: "Revenue was $3,214 million.", metadata: { id: "R1" } })]);
 * // [{ id: "R1", text: "Revenue was $3,214 million." }]
 */
export function nodeSources(context: readonly ContextLike[], idKey = "id"): NodeSource[] {
  if (!Array.isArray(context)) {
    throw new TypeError(
      `crossfoot: the context must be an array of strings or nodes, got ${typeof context}`,
    );
  }
  const texts = new Map<string, string[]>();
  context.forEach((item: unknown, index) => {
    const { id, text } = readItem(item, index, idKey);
    const list = texts.get(id);
    if (list) list.push(text);
    else texts.set(id, [text]);
  });
  return [...texts].map(([id, parts]) => ({ id, text: parts.join("\n\n") }));
}

function readItem(item: unknown, index: number, idKey: string): NodeSource {
  const fallback = `S${index + 1}`;
  if (typeof item === "string") return { id: fallback, text: item };
  const node = nodeOf(item);
  if (!node) {
    throw new TypeError(
      `crossfoot: context item ${index} is neither a string nor a node with getContent(), got ${item === null ? "null" : typeof item}`,
    );
  }
  const own = node.metadata?.[idKey];
  if (own !== undefined && typeof own !== "string" && typeof own !== "number") {
    throw new TypeError(
      `crossfoot: context item ${index} has a metadata.${idKey} that is neither a string nor a number`,
    );
  }
  // Its text alone: metadata (file names, ids) is no part of what the source says.
  const text = node.getContent(METADATA_NONE);
  if (typeof text !== "string") {
    throw new TypeError(`crossfoot: context item ${index}'s getContent() gave no string`);
  }
  return { id: own === undefined || own === "" ? fallback : String(own), text };
}

/** LlamaIndex.TS's `MetadataMode.NONE`, by value, so no runtime import of llamaindex is needed here. */
const METADATA_NONE = "NONE";

function nodeOf(item: unknown): NodeLike | undefined {
  if (item === null || typeof item !== "object") return undefined;
  if (typeof (item as NodeLike).getContent === "function") return item as NodeLike;
  const inner = (item as NodeWithScoreLike).node;
  return inner !== null && typeof inner === "object" && typeof inner.getContent === "function"
    ? inner
    : undefined;
}
