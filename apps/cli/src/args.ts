/**
 * The command line's options, read strictly: the subset of `node:util`'s
 * `parseArgs` (strict mode, positionals allowed) the commands use. Node's
 * own is loaded and compiled on every start (about 6M instructions here, some
 * 3 ms of a start-up the issue wants under 150 ms), and a per-answer pipeline
 * step pays that each time; this is a few dozen lines.
 *
 * Read: `--name value`, `--name=value`, `-n value`, `-nvalue`, grouped short
 * flags (`-vh`), `--` (everything after it is positional) and `-` (a
 * positional: standard input). Refused with a message naming the option: an
 * unknown option, a value for a flag, a missing value, and a value that
 * starts with `-` after a space (ambiguous: write `--name=-value`), and an
 * option that takes one value given twice with different values (the same
 * value twice, or a flag twice, is read once).
 */

/** One option a command takes. */
export interface OptionSpec {
  /** A string takes a value; a boolean is a flag. */
  readonly type: "string" | "boolean";
  /** A one-letter alias (`o` for `-o`). */
  readonly short?: string;
  /** Whether it may be given more than once (its values are then a list, in order). */
  readonly multiple?: boolean;
}

type ValueOf<S extends OptionSpec> = S["type"] extends "string"
  ? S["multiple"] extends true
    ? string[]
    : string
  : S["multiple"] extends true
    ? boolean[]
    : boolean;

/** What was given: values by option name, positionals, and each option in order. */
export interface ParsedArgs<O extends Readonly<Record<string, OptionSpec>>> {
  readonly values: { -readonly [K in keyof O]?: ValueOf<O[K]> };
  readonly positionals: string[];
  /** Each option as given, in order (`--sources a -s b` gives two), with its value if it takes one. */
  readonly given: { readonly name: string; readonly value: string | undefined }[];
}

/** Read `args` against `options`; throws an Error whose message names the problem. */
export function parseCommandArgs<const O extends Readonly<Record<string, OptionSpec>>>(
  args: readonly string[],
  options: O,
): ParsedArgs<O> {
  const shorts = new Map<string, string>();
  for (const name of Object.keys(options)) {
    const short = options[name]?.short;
    if (short) shorts.set(short, name);
  }
  const values: Record<string, unknown> = {};
  const positionals: string[] = [];
  const given: { name: string; value: string | undefined }[] = [];
  const store = (name: string, value: string | boolean) => {
    const spec = options[name] as OptionSpec;
    if (spec.multiple) ((values[name] as unknown[] | undefined) ?? (values[name] = [])).push(value);
    else {
      // A single value given twice: the same value is read once; two values
      // are refused (which one was meant is not for the command to guess).
      const before = values[name];
      if (before !== undefined && before !== value) {
        throw new Error(
          `option '--${name}' is given twice with different values: '${String(before)}' and '${String(value)}'; give it once`,
        );
      }
      values[name] = value;
    }
    given.push({ name, value: typeof value === "string" ? value : undefined });
  };
  // The value after `--name` or `-n`, from the next argument.
  const nextValue = (shown: string, i: number): string => {
    const value = args[i];
    if (value === undefined) throw new Error(`option '${shown}' needs a value`);
    if (value.length > 1 && value.startsWith("-")) {
      throw new Error(
        `the value of '${shown}' is ambiguous: '${value}' looks like an option; to give it as the value, write ${shown.startsWith("--") ? `${shown}=${value}` : `${shown}${value}`}`,
      );
    }
    return value;
  };

  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === "--") {
      positionals.push(...args.slice(i + 1));
      break;
    }
    if (arg.startsWith("--")) {
      const eq = arg.indexOf("=");
      const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
      const spec = Object.hasOwn(options, name) ? options[name] : undefined;
      if (!spec) throw unknown(`--${name}`);
      if (spec.type === "boolean") {
        if (eq !== -1) throw new Error(`option '--${name}' takes no value`);
        store(name, true);
      } else if (eq !== -1) store(name, arg.slice(eq + 1));
      else store(name, nextValue(`--${name}`, ++i));
      continue;
    }
    if (arg.length > 1 && arg.startsWith("-")) {
      // Short options: flags may be grouped; one that takes a value takes the
      // rest of the argument, or the next one.
      for (let k = 1; k < arg.length; k++) {
        const letter = arg.charAt(k);
        const name = shorts.get(letter);
        if (name === undefined) throw unknown(`-${letter}`);
        if ((options[name] as OptionSpec).type === "boolean") {
          store(name, true);
          continue;
        }
        store(name, k + 1 < arg.length ? arg.slice(k + 1) : nextValue(`-${letter}`, ++i));
        break;
      }
      continue;
    }
    positionals.push(arg);
  }
  return { values: values as ParsedArgs<O>["values"], positionals, given };
}

function unknown(option: string): Error {
  return new Error(
    `unknown option '${option}' (an argument that starts with '-' and is not an option goes after '--': -- '${option}')`,
  );
}
