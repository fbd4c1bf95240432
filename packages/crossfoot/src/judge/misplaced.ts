import type { SourceValue } from "@crossfoot/sources";
import { formatNumber } from "@crossfoot/verdict";
import { type Binding } from "../bind/binding.js";
import type { SentenceScope } from "../bind/sentence-scope.js";
import { sourceRef } from "../places/refs.js";
import { lineOf } from "../places/source-lines.js";
import type { Judgement } from "../prove/judgement.js";

/**
 * The verdict for a figure whose value the sources hold, but elsewhere than
 * its sentence says: in another period (`wrong_period`), about another
 * subject (`wrong_entity`) or in another row or column (`wrong_row`).
 * Undefined for a binding that is not one of these.
 */
export function misplaced(
  binding: Binding | undefined,
  sentence: SentenceScope,
): Judgement | undefined {
  if (binding === undefined || binding.type === "bound") return undefined;
  const v = binding.match.value;
  switch (binding.type) {
    case "wrong_period":
      return elsewhere(
        "wrong_period",
        `value is in [${v.recordId}] ${v.label}, which belongs to ${periodOfValue(v, sentence)}, but the sentence names ${binding.named.join(", ")}`,
        v,
        sentence,
      );
    case "wrong_entity": {
      const o = binding.other;
      // The subject's names, which a label cut to the words beside the figure may miss.
      const named = (x: SourceValue) => {
        const names = sentence.cache.places.of(x)?.strongNames ?? [];
        return names.length > 0 ? ` (about ${names.join(" ")})` : "";
      };
      const about =
        binding.unknownName !== undefined
          ? `${binding.unknownName}, which no source gives a figure`
          : `[${o.recordId}] ${o.label}${named(o)} = ${formatNumber(o.value)}`;
      return elsewhere(
        "wrong_entity",
        `value is in [${v.recordId}] ${v.label}${named(v)}, but the sentence speaks of ${about}`,
        v,
        sentence,
      );
    }
    case "wrong_record_subject":
      return elsewhere(
        "wrong_entity",
        `value is in [${v.recordId}] ${v.label} (about ${binding.about}), but the sentence speaks of ${binding.named}`,
        v,
        sentence,
      );
    case "wrong_row":
      return elsewhere(
        "wrong_row",
        binding.column
          ? `value is in column "${v.columnLabel}" ([${v.recordId}] ${v.label}), but the sentence names column "${binding.namedRow}"`
          : `value is in row "${lineOf(v)}" ([${v.recordId}] ${v.label}), but the sentence names row "${binding.namedRow}"`,
        v,
        sentence,
      );
  }
}

/** A verdict for value `v`, found elsewhere than the sentence says, with its evidence. */
function elsewhere(
  status: "wrong_period" | "wrong_entity" | "wrong_row",
  evidence: string,
  v: SourceValue,
  sentence: SentenceScope,
): Judgement {
  return {
    status,
    evidence,
    details: { type: "elsewhere", source: sourceRef(v), cited: sentence.citedIds },
    source: v,
  };
}

/** The period binding read for a value: a text figure's is its place's ("up from $40 million" in a 2024 sentence is 2023's). */
function periodOfValue(v: SourceValue, sentence: SentenceScope): string | undefined {
  const place = v.location.type === "text" ? sentence.cache.places.of(v)?.period : undefined;
  return place ?? v.period ?? v.periodKey;
}
