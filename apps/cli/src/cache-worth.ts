/**
 * Whether this run checked a figure. A V8 code cache holds the functions the
 * run that wrote it had compiled (compile-cache.ts): a run that checked no
 * figure (an answer without numbers, an input error) compiled little of the
 * checker, and a cache it writes would leave every later start to compile
 * the rest. The command notes a checked figure under this symbol, shared by
 * the bin and the bundled CLI through the global object.
 */
export const FIGURES_CHECKED = Symbol.for("crossfoot.cli.figuresChecked");

/** Note that this run checked at least one figure. */
export function noteFiguresChecked(): void {
  (globalThis as Record<symbol, unknown>)[FIGURES_CHECKED] = true;
}

/** Whether {@link noteFiguresChecked} was called in this process. */
export function figuresChecked(): boolean {
  return (globalThis as Record<symbol, unknown>)[FIGURES_CHECKED] === true;
}
