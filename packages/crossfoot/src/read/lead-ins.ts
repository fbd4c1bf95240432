import type { Mention, Sentence } from "@crossfoot/extract";
import { periodOf } from "@crossfoot/sources";
import { readContentWords } from "./content-words.js";
import type { SentenceContext } from "./sentence-context.js";

// An item that speaks of a period relative to another names one of its own.
const RELATIVE_PERIOD =
  /\b(?:(?:prior|previous|preceding|last|past)[\s-]+(?:fiscal\s+)?(?:year|quarter|period)|(?:a|one)\s+year\s+(?:earlier|ago|before)|year[\s-]+ago)\b/i;

/**
 * A list item's context with what the line leading into it names: its
 * periods, when the item names no period of its own ("For fiscal 2024, the
 * company reported:" over "- Revenue: $5,120").
 */
export function withLeadIn(
  context: SentenceContext,
  lead: SentenceContext,
  text: string,
): SentenceContext {
  if (lead.periods.size === 0 && lead.quarters.size === 0) return context;
  if (context.periods.size > 0 || context.quarters.size > 0 || RELATIVE_PERIOD.test(text))
    return context;
  return {
    ...context,
    periods: lead.periods,
    ends: lead.ends,
    yearMentions: lead.yearMentions,
    quarters: lead.quarters,
  };
}

/**
 * A figure's context in a cell of a Markdown table the answer writes: the
 * period its column header names ("2024"), or else the header's words
 * ("Revenue"), which name the figure's line.
 */
export function withHeaderCell(context: SentenceContext, header: string): SentenceContext {
  const key = periodOf(header)?.key;
  if (key !== undefined) return { ...context, periods: new Set([key]), ends: undefined };
  const words = readContentWords(header);
  if (words.length === 0) return context;
  return {
    ...context,
    words: new Set([...context.words, ...words]),
    sequence: [...context.sequence, ...words],
  };
}

/** A lead-in's context and citation scope, as the items under it take them. */
export interface LeadIn<S> {
  readonly context: SentenceContext;
  readonly scope: S;
}

/**
 * The lead-ins of one answer's sentences, worked out as the sentences are
 * checked in order: a lead-in always comes before the lines under it, so
 * its mentions and citation scope are known when an item asks for them.
 */
export class LeadIns<S> {
  private readonly mentions: (readonly Mention[] | undefined)[] = [];
  private readonly scopes: (S | undefined)[] = [];
  private readonly contexts: (SentenceContext | undefined)[] = [];

  /**
   * @param sentences the answer's sentences
   * @param leadIns for each sentence, the sentence leading into it or -1 (see answerLayout)
   * @param read a sentence's own periods, from its text and mentions
   */
  constructor(
    private readonly sentences: readonly Sentence[],
    private readonly leadIns: readonly number[],
    private readonly read: (text: string, mentions: readonly Mention[]) => SentenceContext,
  ) {}

  /**
   * Note sentence `index`'s mentions and citation scope (`own`; whether it
   * cites anything, `cites`), and return what its lead-in gives it, if any.
   */
  leadOf(
    index: number,
    mentions: readonly Mention[],
    own: S,
    cites: boolean,
  ): LeadIn<S> | undefined {
    this.mentions[index] = mentions;
    const lead = this.leadIns[index] ?? -1;
    const scope = lead >= 0 ? this.scopes[lead] : undefined;
    this.scopes[index] = cites || scope === undefined ? own : scope;
    if (lead < 0 || scope === undefined) return undefined;
    return { context: this.contextOf(lead), scope };
  }

  /** A lead-in's periods, with those of the lead-in over it when it names none. */
  private contextOf(index: number): SentenceContext {
    let context = this.contexts[index];
    if (context === undefined) {
      const sentence = this.sentences[index] as Sentence;
      context = this.read(sentence.text, this.mentions[index] ?? []);
      const over = this.leadIns[index] ?? -1;
      if (over >= 0 && over < index)
        context = withLeadIn(context, this.contextOf(over), sentence.text);
      this.contexts[index] = context;
    }
    return context;
  }
}
