import type { Currency, Scale, UnitDefinition, UnitPack } from "@crossfoot/units";
import { isAsciiRange, isLetter, lowerAscii } from "./chars.js";
import { ExactWordMap, WordMap } from "./wordset.js";

/**
 * A unit pack compiled into lookups, once per pack: extraction never scans a
 * word list per number.
 */
export interface Vocabulary {
  /** The scale a word names, honouring `caseSensitive` and pack order. */
  scale(word: string): Scale | undefined;
  /** The unit a token names (case-sensitive first, then lower case for long aliases). */
  unit(token: string): UnitDefinition | undefined;
  /** {@link Vocabulary.scale} of `text[start, end)`, cut out of the text only when a scale word has its shape. */
  scaleAt(text: string, start: number, end: number): Scale | undefined;
  /** {@link Vocabulary.unit} of `text[start, end)`, cut out of the text only when a unit has its shape. */
  unitAt(text: string, start: number, end: number): UnitDefinition | undefined;
  /** Multi-word unit aliases ("square metres", "degrees Celsius"), longest first, lower case. */
  readonly phrases: readonly { readonly words: string; readonly unit: UnitDefinition }[];
  /** Full scale words ("million", "lakh"), lower case, for numbers written in words. */
  readonly scaleWords: ReadonlyMap<string, Scale>;
  /** Multi-word unit aliases by the char code of their first (lower-case) letter. */
  readonly phrasesByFirst: ReadonlyMap<
    number,
    readonly { readonly words: string; readonly unit: UnitDefinition }[]
  >;
  /** 1 at each code below 128 that starts a multi-word unit alias: most words start none, and skip the map look-up. */
  readonly phraseFirsts: Uint8Array;
  /** Currency symbols by the char code of their last character, longest first. */
  readonly symbolsByLast: ReadonlyMap<
    number,
    readonly { readonly symbol: string; readonly currency: Currency }[]
  >;
  /**
   * 1 at each code below 128 that ends some currency symbol: most figures
   * follow a letter or space that ends none, and skip the map look-up.
   */
  readonly symbolLasts: Uint8Array;
  /** Three-letter currency codes written after an amount ("5 million USD"). */
  readonly codes: ReadonlyMap<string, Currency>;
  /** Currency names written after an amount, lower case, words joined by one space ("us dollars"). */
  readonly currencyNames: ReadonlyMap<string, Currency>;
  /** The first words of {@link currencyNames} ("us", "hong", "euros"), looked up by span. */
  readonly currencyNameFirsts: WordMap<true>;
  /** Symbol of the factor-1 unit of each dimension: the unit quantity values are in. */
  readonly baseSymbols: ReadonlyMap<string, string>;
}

// Dimensions extraction reads as kinds (percent, pp, bps), not as quantities.
const KIND_DIMENSIONS = new Set(["percent", "proportion_change"]);

function compile(pack: UnitPack): Vocabulary {
  const exactScales = new Map<string, { scale: Scale; index: number }>();
  const lowerScales = new Map<string, { scale: Scale; index: number }>();
  const scaleWords = new Map<string, Scale>();
  pack.scales.forEach((scale, index) => {
    const map = scale.caseSensitive ? exactScales : lowerScales;
    const key = scale.caseSensitive ? scale.word : scale.word.toLowerCase();
    if (!map.has(key)) map.set(key, { scale, index });
    if (!scale.attachedOnly && scale.word.length >= 4 && !scaleWords.has(key)) {
      scaleWords.set(key.toLowerCase(), scale);
    }
  });
  const exactUnits = new Map<string, UnitDefinition>();
  const lowerUnits = new Map<string, UnitDefinition>();
  const phrases: { words: string; unit: UnitDefinition }[] = [];
  const baseSymbols = new Map<string, string>();
  for (const unit of pack.units) {
    if (unit.factor === 1 && !unit.offset && !baseSymbols.has(unit.dimension)) {
      baseSymbols.set(unit.dimension, unit.symbol);
    }
    if (KIND_DIMENSIONS.has(unit.dimension)) continue;
    for (const alias of unit.aliases) {
      if (alias.includes(" ")) {
        const words = alias.toLowerCase();
        if (!phrases.some((p) => p.words === words)) phrases.push({ words, unit });
        continue;
      }
      if (!exactUnits.has(alias)) exactUnits.set(alias, unit);
      const lower = alias.toLowerCase();
      if (alias === lower && alias.length >= 3 && !lowerUnits.has(lower))
        lowerUnits.set(lower, unit);
    }
  }
  phrases.sort((a, b) => b.words.length - a.words.length);
  const phrasesByFirst = new Map<number, { words: string; unit: UnitDefinition }[]>();
  const phraseFirsts = new Uint8Array(128);
  for (const p of phrases) {
    const c = p.words.charCodeAt(0);
    if (c < 128) phraseFirsts[c] = 1;
    const list = phrasesByFirst.get(c) ?? [];
    list.push(p);
    phrasesByFirst.set(c, list);
  }
  const symbolsByLast = new Map<number, { symbol: string; currency: Currency; order: number }[]>();
  const symbolLasts = new Uint8Array(128);
  const codes = new Map<string, Currency>();
  const currencyNames = new Map<string, Currency>();
  let order = 0;
  for (const currency of pack.currencies) {
    for (const symbol of currency.symbols) {
      const c = symbol.charCodeAt(symbol.length - 1);
      const list = symbolsByLast.get(c) ?? [];
      list.push({ symbol, currency, order: order++ });
      symbolsByLast.set(c, list);
      if (c < 128) symbolLasts[c] = 1;
      if (/^[A-Z]{3}$/.test(symbol) && !codes.has(symbol)) codes.set(symbol, currency);
    }
    for (const name of currency.names ?? []) {
      if (!currencyNames.has(name)) currencyNames.set(name, currency);
    }
  }
  const firstWords = new Map<string, true>();
  for (const name of currencyNames.keys()) firstWords.set(name.split(" ")[0] as string, true);
  const currencyNameFirsts = new WordMap(firstWords);
  // (first letter, length) shapes of the words each map holds, for ASCII
  // words: most words after a figure are no scale or unit, and are then
  // turned away without being cut out and lower-cased.
  const scaleShapes = new ShapeSet();
  for (const key of exactScales.keys()) scaleShapes.add(key.charCodeAt(0), key.length);
  for (const key of lowerScales.keys()) scaleShapes.add(key.charCodeAt(0), key.length);
  const exactUnitShapes = new ShapeSet();
  for (const key of exactUnits.keys()) exactUnitShapes.addExact(key.charCodeAt(0), key.length);
  const lowerUnitShapes = new ShapeSet();
  for (const key of lowerUnits.keys()) lowerUnitShapes.add(key.charCodeAt(0), key.length);
  // The same maps looked up by span, for ASCII spans (where lower-casing keeps
  // each code unit): no word is cut out of the text to be looked up.
  const exactScalesAt = new ExactWordMap(exactScales);
  const lowerScalesAt = new WordMap(lowerScales);
  const exactUnitsAt = new ExactWordMap(exactUnits);
  const lowerUnitsAt = new WordMap(lowerUnits);
  const vocabulary: Vocabulary = {
    scaleAt(text, start, end) {
      if (!isAsciiRange(text, start, end)) return vocabulary.scale(text.slice(start, end));
      // An exact key has the token's first letter; a lower-case key its lower-cased one.
      if (!scaleShapes.hasLower(text.charCodeAt(start), end - start)) return undefined;
      const a = exactScalesAt.getAt(text, start, end);
      const b = lowerScalesAt.getAt(text, start, end);
      if (a && b) return a.index < b.index ? a.scale : b.scale;
      return (a ?? b)?.scale;
    },
    unitAt(text, start, end) {
      if (!isAsciiRange(text, start, end)) return vocabulary.unit(text.slice(start, end));
      const c = text.charCodeAt(start);
      const length = end - start;
      if (!exactUnitShapes.hasExact(c, length) && !lowerUnitShapes.hasLower(c, length))
        return undefined;
      return exactUnitsAt.getAt(text, start, end) ?? lowerUnitsAt.getAt(text, start, end);
    },
    scale(word) {
      const a = exactScales.get(word);
      const b = lowerScales.get(word.toLowerCase());
      if (a && b) return a.index < b.index ? a.scale : b.scale;
      return (a ?? b)?.scale;
    },
    unit(token) {
      return exactUnits.get(token) ?? lowerUnits.get(token.toLowerCase());
    },
    phrases,
    scaleWords,
    phrasesByFirst,
    phraseFirsts,
    symbolsByLast,
    symbolLasts,
    codes,
    currencyNames,
    currencyNameFirsts,
    baseSymbols,
  };
  return vocabulary;
}

/**
 * (first character, length) pairs of a word list, for ASCII words up to 63
 * long; a longer or non-ASCII word makes every look-up answer yes, so the
 * set only ever turns away words the list cannot hold.
 */
class ShapeSet {
  private readonly bits = new Uint8Array(128 * 64);
  private all = false;

  /** Add a word by its first character lower-cased (as compared after lower-casing). */
  add(first: number, length: number): void {
    if (first >= 0x80 || length > 63) this.all = true;
    else this.bits[lowerAscii(first) * 64 + length] = 1;
  }

  /** Add a word by its first character as written (compared exactly). */
  addExact(first: number, length: number): void {
    if (first >= 0x80 || length > 63) this.all = true;
    else this.bits[first * 64 + length] = 1;
  }

  /** Whether an ASCII word with this first character, lower-cased, and length may be in the list. */
  hasLower(first: number, length: number): boolean {
    return this.all || (length <= 63 && this.bits[lowerAscii(first) * 64 + length] === 1);
  }

  /** Whether an ASCII word with this first character, as written, and length may be in the list. */
  hasExact(first: number, length: number): boolean {
    return this.all || (length <= 63 && this.bits[first * 64 + length] === 1);
  }
}

const cache = new WeakMap<UnitPack, Vocabulary>();

/** The compiled vocabulary of a pack (cached per pack value). */
export function vocabularyOf(pack: UnitPack): Vocabulary {
  let v = cache.get(pack);
  if (!v) {
    v = compile(pack);
    cache.set(pack, v);
  }
  return v;
}

/** Characters a unit token may hold besides letters: `°C`, `µs`, `m²`, `km/h`. */
export function isUnitChar(code: number): boolean {
  return (
    isLetter(code) ||
    code === 0xb0 || // °
    code === 0xb5 || // µ
    code === 0xb2 || // ²
    code === 0xb3 || // ³
    code === 0x2103 || // ℃
    code === 0x2109 // ℉
  );
}

/**
 * End of a unit token from `i`: letters and unit characters, an inner `/`
 * between letters (`km/h`), and a final `2`/`3` after letters (`m2`, `km3`).
 */
export function unitTokenEnd(text: string, i: number): number {
  let j = i;
  for (;;) {
    while (j < text.length && isUnitChar(text.charCodeAt(j))) j++;
    if (text.charCodeAt(j) === 47 && j > i && isLetter(text.charCodeAt(j + 1))) {
      j++;
      continue;
    }
    break;
  }
  const c = text.charCodeAt(j);
  if (j > i && (c === 50 || c === 51) && isLetter(text.charCodeAt(j - 1))) {
    const d = text.charCodeAt(j + 1);
    if (!(d >= 48 && d <= 57) && !isLetter(d)) j++;
  }
  return j;
}
