/** How many known ids an unknown-citation message lists before "… and N more". */
export const KNOWN_IDS_LISTED = 5;

/**
 * The known ids an unknown-citation message lists: the first
 * {@link KNOWN_IDS_LISTED}, then how many more there are, so a message stays
 * one short line however many records the sources hold.
 *
 * @example
 * knownIds([{ id: "R1" }, { id: "R2" }]); // "R1, R2"
 * knownIds([]); // "none"
 */
export function knownIds(records: readonly { readonly id: string }[]): string {
  if (records.length === 0) return "none";
  const shown = records
    .slice(0, KNOWN_IDS_LISTED)
    .map((r) => r.id)
    .join(", ");
  const more = records.length - KNOWN_IDS_LISTED;
  return more > 0 ? `${shown} … and ${more.toLocaleString("en-US")} more` : shown;
}
