import type { Citation } from "@crossfoot/extract";

/**
 * A sentence's text with its citations blanked out (each character a space,
 * so offsets stay), for reading the names it speaks of: "[R1]", "[S2]" and
 * "(Source 2)" name sources, not subjects, and read as names their capitals
 * would bind the sentence to a subject "R" or "S" as well as its own
 * ("Segment S revenue … [R1]" would take Segment R's figure).
 */
export function nameText(text: string, citations: readonly Citation[]): string {
  if (citations.length === 0) return text;
  let out = "";
  let at = 0;
  for (const c of citations) {
    const start = Math.max(at, c.start);
    const end = Math.min(text.length, c.end);
    if (end <= start) continue;
    out += text.slice(at, start) + " ".repeat(end - start);
    at = end;
  }
  return out + text.slice(at);
}
