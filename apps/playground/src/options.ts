// The check options the playground offers, their labels and defaults.

/** The options a user can switch, by their `CheckOptions` name. */
export interface PlaygroundOptions {
  readonly requireCitations: boolean;
  readonly allowRounding: boolean;
  readonly allowDerived: boolean;
  readonly checkTableRows: boolean;
}

/** The name of one option. */
export type OptionName = keyof PlaygroundOptions;

/** Each option with the label and hint its checkbox shows, in the order shown. */
export const OPTION_FIELDS: readonly {
  readonly name: OptionName;
  readonly label: string;
  readonly hint: string;
}[] = [
  {
    name: "requireCitations",
    label: "Require citations",
    hint: "a figure whose sentence cites no source fails",
  },
  {
    name: "allowRounding",
    label: "Allow rounding",
    hint: "a rounding at the precision the answer states passes",
  },
  {
    name: "allowDerived",
    label: "Allow derived figures",
    hint: "% change, share, difference, sum, ratio, average",
  },
  {
    name: "checkTableRows",
    label: "Check table rows",
    hint: "a figure must be in the row, period and entity named",
  },
];

/** The options as crossfoot's defaults have them. */
export const DEFAULT_OPTIONS: PlaygroundOptions = {
  requireCitations: false,
  allowRounding: true,
  allowDerived: true,
  checkTableRows: true,
};

/** Options from any value: each known boolean taken, the rest the defaults. */
export function readOptions(value: unknown): PlaygroundOptions {
  const given = (typeof value === "object" && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const pick = (name: OptionName) =>
    typeof given[name] === "boolean" ? (given[name] as boolean) : DEFAULT_OPTIONS[name];
  return {
    requireCitations: pick("requireCitations"),
    allowRounding: pick("allowRounding"),
    allowDerived: pick("allowDerived"),
    checkTableRows: pick("checkTableRows"),
  };
}
