import type { LanguageModelMiddleware } from "ai";

// The language-model spec types, taken from the middleware type that `ai`
// exports, so this package needs no direct dependency on `@ai-sdk/provider`.
type WrapGenerate = NonNullable<LanguageModelMiddleware["wrapGenerate"]>;
type WrapStream = NonNullable<LanguageModelMiddleware["wrapStream"]>;

/** The parameters of one language-model call, as a middleware sees them. */
export type CallParams = Parameters<WrapGenerate>[0]["params"];
/** The result of `doGenerate`. */
export type GenerateResult = Awaited<ReturnType<WrapGenerate>>;
/** The result of `doStream`. */
export type StreamResult = Awaited<ReturnType<WrapStream>>;
/** One part of a model's stream. */
export type StreamPart = StreamResult["stream"] extends ReadableStream<infer P> ? P : never;
/** Provider metadata: JSON objects by provider name. */
export type ProviderMetadata = NonNullable<GenerateResult["providerMetadata"]>;
