// The keys that tie a claim's evidence to the cells, fields and words of the sources shown beside it.
import type { Claim, SourcePlace, SourceRef } from "@crossfoot/verdict";

/**
 * The key of a place in a record, as the sources pane marks it and a claim
 * names it: `R1~c~0~2~1` (table, row, column), `R1~t~10~16` (text offsets),
 * `R1~f~revenue_2024`. Ids and field names are URI-encoded, so a key has no
 * space and splits from a list.
 */
export function placeKey(recordId: string, place: SourcePlace): string {
  const id = encodeURIComponent(recordId);
  switch (place.type) {
    case "cell":
      return `${id}~c~${place.table}~${place.row}~${place.column}`;
    case "text":
      return `${id}~t~${place.start}~${place.end}`;
    case "field":
      return `${id}~f~${encodeURIComponent(place.field)}`;
  }
}

/** The key of a source reference, when it says where it sits. */
export function refKey(ref: SourceRef): string | undefined {
  return ref.place ? placeKey(ref.recordId, ref.place) : undefined;
}

/** What a claim's evidence points at: the values that prove it, that contradict it, and the nearest it was held to. */
export interface ClaimPlaces {
  readonly proves: readonly SourceRef[];
  readonly contradicts: readonly SourceRef[];
  readonly near: readonly SourceRef[];
}

/** The source values a claim's evidence names, by the part they play. */
export function claimPlaces(claim: Claim): ClaimPlaces {
  const d = claim.details;
  // An uncited figure's value is right: its evidence proves it, only the citation is missing.
  const holds = claim.passed || claim.status === "uncited";
  switch (d.type) {
    case "match":
      return holds
        ? { proves: [d.source], contradicts: [], near: [] }
        : { proves: [], contradicts: [d.source], near: [] };
    case "derivation":
      return holds
        ? { proves: d.operands, contradicts: [], near: [] }
        : { proves: [], contradicts: d.operands, near: [] };
    case "elsewhere":
      return { proves: [], contradicts: [d.source], near: [] };
    case "none":
      return { proves: [], contradicts: [], near: d.nearest ?? [] };
    default:
      return { proves: [], contradicts: [], near: [] };
  }
}
