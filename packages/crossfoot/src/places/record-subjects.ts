import type { SourceRecord, SourceSet } from "@crossfoot/sources";
import { entityTokens, namesIn } from "../read/figure-names.js";

/**
 * The subjects the records of one source set name in their text fields
 * (`{ company: "Acme" }` → `acme`), as the entity tokens a sentence's context
 * holds, each record read once. Owned by a Checker's cache.
 */
export class RecordSubjects {
  private readonly byRecord = new Map<string, readonly string[]>();
  private all: ReadonlySet<string> | undefined;

  constructor(private readonly sources: SourceSet) {}

  /** The subjects a record names: the capitalised words of its text fields. */
  of(record: SourceRecord): readonly string[] {
    let known = this.byRecord.get(record.id);
    if (known === undefined) {
      known = subjectsOf(record);
      this.byRecord.set(record.id, known);
    }
    return known;
  }

  /** Every subject any record names. */
  any(): ReadonlySet<string> {
    if (this.all === undefined) {
      const all = new Set<string>();
      for (const r of this.sources.records) for (const s of this.of(r)) all.add(s);
      this.all = all;
    }
    return this.all;
  }

  /**
   * The subjects of `entities` (a sentence's or clause's entity tokens) that
   * some record names; empty when the sentence names none, so no record is
   * about another subject than it speaks of.
   */
  named(entities: ReadonlySet<string>): readonly string[] {
    const any = this.any();
    if (any.size === 0) return NO_SUBJECTS;
    const out: string[] = [];
    for (const s of any) if (entities.has(s)) out.push(s);
    return out;
  }

  /** {@link aboutOther} of the record with this id (false for an unknown id). */
  recordAboutOther(recordId: string, named: readonly string[]): boolean {
    const record = this.sources.record(recordId);
    return record !== undefined && this.aboutOther(record, named);
  }

  /** How evidence names a record's subject: its text fields as written ("Acme"). */
  describe(recordId: string): string {
    const fields = this.sources.record(recordId)?.textFields;
    return fields ? Object.values(fields).join(", ") : "";
  }

  /** The records that name one of `named`, for evidence: "[R2] Globex". */
  naming(named: readonly string[]): string {
    const out: string[] = [];
    for (const r of this.sources.records) {
      if (this.of(r).some((s) => named.includes(s))) out.push(`[${r.id}] ${this.describe(r.id)}`);
    }
    return out.join("; ");
  }

  /**
   * Whether a record is about another subject than `named`: it names
   * subjects, none of them among `named` (a record that names none is about
   * no other one).
   */
  aboutOther(record: SourceRecord, named: readonly string[]): boolean {
    if (named.length === 0) return false;
    const own = this.of(record);
    return own.length > 0 && !own.some((s) => named.includes(s));
  }
}

const NO_SUBJECTS: readonly string[] = Object.freeze([]);

function subjectsOf(record: SourceRecord): readonly string[] {
  const fields = record.textFields;
  if (!fields) return NO_SUBJECTS;
  const out = new Set<string>();
  for (const value of Object.values(fields)) {
    for (const t of entityTokens(namesIn(value).join(" "))) out.add(t);
  }
  return out.size === 0 ? NO_SUBJECTS : [...out];
}
