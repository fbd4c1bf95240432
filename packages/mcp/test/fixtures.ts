/** Fictional sources and answers shared by the tests. */
export const sources = [
  { id: "R1", fields: { revenue_2023: 2_870_000_000, revenue_2024: 3_214_000_000 } },
  { id: "R2", text: "Acme employed 1,850 people at the end of FY2024." },
];
export const GOOD = "Revenue grew 12% to $3.2bn [R1]. Acme had 1,850 employees [R2].";
export const BAD = "Revenue grew 21% to $3.2bn [R1]. Acme had 1,850 employees [R1].";

/** The text of a tool result's first content block. */
export function textOf(result: object): string {
  const content = "content" in result ? result.content : undefined;
  const [first] = (Array.isArray(content) ? content : []) as { type: string; text?: string }[];
  if (first?.type !== "text" || typeof first.text !== "string") {
    throw new Error(`expected a text block, got ${JSON.stringify(content)}`);
  }
  return first.text;
}
