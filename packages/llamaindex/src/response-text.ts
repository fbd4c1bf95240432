// The text of a query engine's response: its message content, a string or text parts.

/**
 * The text a query engine answered: `message.content` when it is a string,
 * or the text of its text parts joined, when it is a list of parts.
 *
 * @throws TypeError when the response has no such text.
 */
export function responseText(response: {
  readonly message?: { readonly content: unknown };
}): string {
  const content = response?.message?.content;
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    return content
      .filter(
        (part): part is { type: "text"; text: string } =>
          part?.type === "text" && typeof part.text === "string",
      )
      .map((part) => part.text)
      .join("");
  }
  throw new TypeError("crossfoot: the query engine's response has no message content to check");
}
