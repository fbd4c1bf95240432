import { describe } from "./context.js";

/**
 * The text of an answer: a string, or a chat message (an `AIMessage` from a
 * model without an output parser), whose text content blocks are joined.
 *
 * @throws TypeError when the answer is neither.
 */
export function answerText(answer: unknown): string {
  if (typeof answer === "string") return answer;
  if (typeof answer === "object" && answer !== null && "content" in answer) {
    const content = (answer as { content: unknown }).content;
    if (typeof content === "string") return content;
    if (Array.isArray(content)) {
      // Multimodal messages carry blocks; only text blocks hold figures.
      return content
        .map((block) =>
          typeof block === "string"
            ? block
            : block?.type === "text" && typeof block.text === "string"
              ? block.text
              : "",
        )
        .join("");
    }
  }
  throw new TypeError(
    `crossfoot: input.answer must be a string or a chat message, got ${describe(answer)}`,
  );
}
