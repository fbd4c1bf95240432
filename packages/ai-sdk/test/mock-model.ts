import { MockLanguageModelV3 } from "ai/test";

export const usage = {
  inputTokens: { total: 20, noCache: 20, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 10, text: 10, reasoning: undefined },
};

/** The `ai` package's own mock model, answering `text` (streamed in word-sized deltas). */
export function mockModel(text: string, providerMetadata?: Record<string, Record<string, string>>) {
  const words = text.match(/\S+\s*/g) ?? [];
  return new MockLanguageModelV3({
    doGenerate: async () => ({
      content: [{ type: "text", text }],
      finishReason: { unified: "stop", raw: "stop" },
      usage,
      warnings: [],
      ...(providerMetadata ? { providerMetadata } : {}),
    }),
    doStream: async () => ({
      stream: new ReadableStream({
        start(controller) {
          controller.enqueue({ type: "stream-start", warnings: [] });
          controller.enqueue({ type: "text-start", id: "t1" });
          for (const delta of words) controller.enqueue({ type: "text-delta", id: "t1", delta });
          controller.enqueue({ type: "text-end", id: "t1" });
          controller.enqueue({
            type: "finish",
            finishReason: { unified: "stop", raw: "stop" },
            usage,
            ...(providerMetadata ? { providerMetadata } : {}),
          });
          controller.close();
        },
      }),
    }),
  });
}
