import { DeriveCache } from "@crossfoot/derive";
import type { SourceSet, SourceValue } from "@crossfoot/sources";
import { RecordSubjects } from "../places/record-subjects.js";
import { TextPlaces } from "../places/text-places.js";
import { BindingMemo } from "./binding-memo.js";
import { ByWording } from "./by-wording.js";
import type { DerivationScope, ScopeOperands } from "./derivation-scope.js";

/**
 * What one Checker works out once and reuses for every answer it checks:
 * the values each group of records offers a derivation, those values bound
 * to a sentence's wording, the operands built from them, and the derivation
 * engine's own work. It lives and dies with its Checker (plain maps, no
 * global weak maps for the collector to trace).
 */
export class CheckCache {
  /** Reading scopes by record ids. */
  readonly scopes = new Map<string, readonly (readonly SourceValue[])[]>();
  /** Bound scopes (narrowest first) by scope and sentence wording. */
  readonly bound = new Map<readonly SourceValue[], ByWording<readonly DerivationScope[]>>();
  /** Derivation operands by scope and the kind of claim that combines them. */
  readonly operands = new Map<readonly SourceValue[], ScopeOperands>();
  /** The derivation engine's reuse across targets. */
  readonly derive = new DeriveCache();
  /** Binding's row-list and context work. */
  readonly binding = new BindingMemo();
  /** Each matched value's value of its line in the period before, once looked up (null: none). */
  readonly earlier = new Map<SourceValue, SourceValue | null>();
  /** Where each text value sits in its source sentence. */
  readonly places: TextPlaces;
  /** The subjects each record's text fields name. */
  readonly subjects: RecordSubjects;
  /** Where a text value's sentence starts in its record: sums of text values stay within one. */
  readonly sentenceOf = (v: SourceValue): number | undefined => this.places.of(v)?.sentenceStart;

  /** @param sources the Checker's sources, which the work kept here is about. */
  constructor(sources: SourceSet) {
    this.places = new TextPlaces(sources);
    this.subjects = new RecordSubjects(sources);
  }

  /**
   * Called as each answer starts. Bound scopes are made afresh for sentences
   * of new wording (and the oldest dropped, see judge.ts), and the operands
   * and derivation pools kept for them would otherwise outlive them: past a
   * bound, everything kept on scopes is let go and made again when next
   * needed, so a Checker that reads answer after answer stays within a fixed
   * size. (Dropping it all at once, rather than tracking which scopes still
   * live, costs one rebuild of the few scopes in use every few hundred new
   * sentences.)
   */
  startAnswer(): void {
    this.binding.startAnswer();
    // The derivation engine's pools are kept on the operand lists: they go together.
    if (this.operands.size > MAX_SCOPE_LISTS || this.scopes.size > MAX_SCOPE_LISTS) {
      this.scopes.clear();
      this.bound.clear();
      this.operands.clear();
      this.derive.clear();
    }
  }
}

/** How many scopes' operand lists and derivation pools a Checker keeps before it lets them all go. */
const MAX_SCOPE_LISTS = 256;
