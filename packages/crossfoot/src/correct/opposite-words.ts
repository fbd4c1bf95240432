// The word that states the other direction of a change, in the same tense and form: "rose" → "fell".

// Each pair reads both ways; the forms are kept apart so a sentence keeps its grammar.
const PAIRS: readonly (readonly [string, string])[] = [
  ["rose", "fell"],
  ["rise", "fall"],
  ["rises", "falls"],
  ["rising", "falling"],
  ["risen", "fallen"],
  ["increased", "decreased"],
  ["increase", "decrease"],
  ["increases", "decreases"],
  ["increasing", "decreasing"],
  ["grew", "shrank"],
  ["grow", "shrink"],
  ["grows", "shrinks"],
  ["growing", "shrinking"],
  ["grown", "shrunk"],
  ["up", "down"],
  ["higher", "lower"],
  ["gained", "lost"],
  ["climbed", "dropped"],
  ["widened", "narrowed"],
  ["widen", "narrow"],
  ["widens", "narrows"],
  ["widening", "narrowing"],
  ["improved", "worsened"],
  ["strengthened", "weakened"],
  ["expanded", "contracted"],
];

// One-way: a decrease word whose pair above is taken by another word.
const ONE_WAY: readonly (readonly [string, string])[] = [
  ["declined", "increased"],
  ["decline", "increase"],
  ["declines", "increases"],
  ["declining", "increasing"],
  ["dropped", "rose"],
  ["drop", "rise"],
  ["drops", "rises"],
];

const OPPOSITE: ReadonlyMap<string, string> = new Map([
  ...PAIRS.flatMap(([a, b]) => [[a, b] as const, [b, a] as const]),
  ...ONE_WAY,
]);

/** A direction word of a text and where it sits. */
export interface DirectionWord {
  readonly word: string;
  readonly start: number;
  readonly end: number;
  /** The word for the other direction, capitalised as `word` is. */
  readonly opposite: string;
}

/**
 * The words of `text[from, to)` that state a direction and have an opposite
 * in the same form, nearest `near` first.
 */
export function directionWords(
  text: string,
  from: number,
  to: number,
  near: number,
): DirectionWord[] {
  const found: DirectionWord[] = [];
  const word = /[A-Za-z]+/g;
  word.lastIndex = from;
  for (let m = word.exec(text); m !== null && m.index < to; m = word.exec(text)) {
    const written = m[0];
    const end = m.index + written.length;
    if (end > to) break;
    const opposite = OPPOSITE.get(written.toLowerCase());
    if (opposite === undefined) continue;
    found.push({ word: written, start: m.index, end, opposite: likeCase(written, opposite) });
  }
  const distance = (w: DirectionWord) => (w.end <= near ? near - w.end : w.start - near);
  return found.sort((a, b) => distance(a) - distance(b));
}

/** `word` capitalised as `model` is: "Rose" → "Fell", "UP" → "DOWN". */
function likeCase(model: string, word: string): string {
  if (model === model.toUpperCase() && model.length > 1) return word.toUpperCase();
  const first = model.charAt(0);
  return first === first.toUpperCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}
