import { findReferences, type Reference } from "@crossfoot/extract";
import type { SourceRecord } from "@crossfoot/sources";
import type { ReferenceEvidence } from "@crossfoot/verdict";
import type { Judgement } from "./judgement.js";

const cache = new WeakMap<SourceRecord, readonly Reference[]>();

/** The technical references a record's text cites, found once per record. */
function referencesOf(record: SourceRecord): readonly Reference[] {
  let refs = cache.get(record);
  if (!refs) {
    refs = record.text ? findReferences(record.text) : [];
    cache.set(record, refs);
  }
  return refs;
}

/** A section as compared: its digits and sub-parts, spacing dropped. */
const sectionKey = (section: string) => section.replace(/\s+/g, "").toLowerCase();

/**
 * Judge a technical reference of the answer against the sources in scope:
 * `supported_exact` when one cites the same section of the same document,
 * `contradicted` when they cite that document only with other sections,
 * `unsupported` when none cites the document at all.
 */
export function judgeReference(ref: Reference, records: readonly SourceRecord[]): Judgement {
  const citations: ReferenceEvidence["citations"][number][] = [];
  for (const record of records) {
    for (const r of referencesOf(record)) {
      if (r.documentKey !== ref.documentKey) continue;
      citations.push({
        recordId: record.id,
        text: r.text,
        section: r.section,
        location: `chars ${r.start}-${r.end}`,
      });
    }
  }
  const same = citations.find((c) => sectionKey(c.section) === sectionKey(ref.section));
  if (same) {
    return {
      status: "supported_exact",
      evidence: `[${same.recordId}] cites ${same.text}`,
      details: { type: "reference", found: true, citations },
    };
  }
  if (citations.length > 0) {
    const cited = [...new Set(citations.map((c) => `${c.section} ([${c.recordId}] ${c.text})`))];
    return {
      status: "contradicted",
      evidence: `the sources cite ${ref.document} only at section ${cited.join(", ")}, not ${ref.section}`,
      details: { type: "reference", found: false, citations },
    };
  }
  const reason = `no source cites ${ref.document}`;
  return {
    status: "unsupported",
    evidence: reason,
    details: { type: "none", reason, searched: records.map((r) => r.id) },
  };
}
