// The playground's state in the URL fragment, so a verdict can be shared as a link.
import { fromBase64Url, toBase64Url } from "./base64url.js";
import { readOptions } from "./options.js";
import type { PlaygroundState } from "./state.js";

/*
 * A fragment is a version prefix, a dot, then base64url of UTF-8 JSON
 * `{"s": sources, "a": answer, "o": options}`:
 *   #d1.<…>  the JSON compressed with deflate-raw (CompressionStream), when the browser has it
 *   #j1.<…>  the JSON as is
 * Both forms decode anywhere (the compressed one needs DecompressionStream).
 */
const DEFLATED = "d1.";
const PLAIN = "j1.";

/** The URL fragment (with its `#`) that restores a state. */
export async function encodeState(state: PlaygroundState): Promise<string> {
  const json = JSON.stringify({ s: state.sources, a: state.answer, o: state.options });
  const bytes = new TextEncoder().encode(json);
  if (typeof CompressionStream === "function") {
    const packed = await pipeBytes(bytes, new CompressionStream("deflate-raw"));
    return `#${DEFLATED}${toBase64Url(packed)}`;
  }
  return `#${PLAIN}${toBase64Url(bytes)}`;
}

/**
 * The state a URL fragment holds: `undefined` when the fragment is empty,
 * and an error (not a throw) when it is no link of this playground.
 */
export async function decodeState(
  hash: string,
): Promise<PlaygroundState | undefined | { error: string }> {
  const fragment = hash.startsWith("#") ? hash.slice(1) : hash;
  if (fragment === "") return undefined;
  try {
    let bytes: Uint8Array;
    if (fragment.startsWith(DEFLATED)) {
      if (typeof DecompressionStream !== "function")
        return { error: "This browser cannot read compressed links (no DecompressionStream)." };
      bytes = await pipeBytes(
        fromBase64Url(fragment.slice(DEFLATED.length)),
        new DecompressionStream("deflate-raw"),
      );
    } else if (fragment.startsWith(PLAIN)) {
      bytes = fromBase64Url(fragment.slice(PLAIN.length));
    } else {
      return { error: "The link's fragment is not a playground state." };
    }
    const data = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) as unknown;
    if (typeof data !== "object" || data === null) throw new Error("not an object");
    const { s, a, o } = data as Record<string, unknown>;
    if (typeof s !== "string" || typeof a !== "string") throw new Error("no sources or answer");
    return { sources: s, answer: a, options: readOptions(o) };
  } catch {
    return { error: "The link's state could not be read: it may have been cut short." };
  }
}

/** Bytes through a compression or decompression stream. */
async function pipeBytes(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}
