import type { Diagnostic, SourceRecord, SourceValue } from "./types.js";
import { ValueIndex } from "./value-index.js";

/**
 * Loaded sources: records, their values, the value index and what could not
 * be read. Build it once and check many answers against it.
 */
export class SourceSet {
  readonly records: readonly SourceRecord[];
  readonly values: readonly SourceValue[];
  readonly diagnostics: readonly Diagnostic[];
  readonly index: ValueIndex;
  private readonly byId: ReadonlyMap<string, SourceRecord>;

  constructor(records: readonly SourceRecord[], diagnostics: readonly Diagnostic[] = []) {
    this.records = records;
    this.values = records.flatMap((r) => r.values);
    this.diagnostics = diagnostics;
    this.index = new ValueIndex(this.values);
    this.byId = new Map(records.map((r) => [r.id, r]));
  }

  /** The record with this id. */
  record(id: string): SourceRecord | undefined {
    return this.byId.get(id);
  }

  /**
   * The record a citation id names: the id itself (`R1`, `S2`), or for a
   * bare number `[2]` the record `S2` (plain sources are numbered by position).
   */
  resolve(citationId: string): SourceRecord | undefined {
    const direct = this.byId.get(citationId);
    if (direct) return direct;
    if (/^\d+$/.test(citationId)) return this.byId.get(`S${Number(citationId)}`);
    return undefined;
  }
}
