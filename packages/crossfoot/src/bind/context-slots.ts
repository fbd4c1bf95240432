// The work binding keeps on a sentence's context while it lives: its slots and the Checker's memo.
// Reading makes contexts and leaves both opaque; binding gives them their types here.
import type { SourceRecord } from "@crossfoot/sources";
import type { SentenceContext } from "../read/sentence-context.js";
import type { BindingMemo } from "./binding-memo.js";
import type { DerivationScope } from "./derivation-scope.js";

/** The Checker's binding memo a context carries, if any (see SentenceContext.memo). */
export function memoOf(context: SentenceContext): BindingMemo | undefined {
  return context.memo as BindingMemo | undefined;
}

/**
 * The slots of a context with a memo, made on first use. Kept on the context
 * itself, not in maps keyed by it: contexts live for one answer, and a map
 * entry per context cost more (hashing a fresh object, clearing the maps for
 * the next answer) than the work it saved. Without a memo, nothing is kept.
 */
export function slotsOf(context: SentenceContext): ContextSlots | undefined {
  if (!context.memo) return undefined;
  let slots = context.slots as ContextSlots | undefined;
  if (slots === undefined || slots.owner !== context) {
    slots = {
      owner: context,
      wording: undefined,
      synonyms: undefined,
      named: undefined,
      derivation: undefined,
      unnamedDerivation: undefined,
    };
    context.slots = slots;
  }
  return slots;
}

/** What binding works out once per context: its bound-scope key, its synonyms, the rows it names. */
export interface ContextSlots {
  /** The context these slots belong to (a spread copy of a context is another context). */
  readonly owner: SentenceContext;
  /** The hash of what binding reads from the context (see by-wording.ts). */
  wording?: number;
  synonyms?: SentenceContext;
  named?: Map<readonly string[], ReadonlySet<string>>;
  /**
   * The scopes the context's figures derive in (see judge.ts), with and
   * without the named rows first, for the records they are sought in.
   */
  derivation?: ContextScopes;
  unnamedDerivation?: ContextScopes;
}

/** Derivation scopes kept on a context, for the records a sentence's figures are sought in. */
export interface ContextScopes {
  readonly records: ReadonlySet<SourceRecord>;
  readonly scopes: readonly DerivationScope[];
}
