// What Node's CommonJS loader wraps a module's code in (`Module.wrap`),
// written out so the bin need not load node:module. The build writes the files
// the bin runs through the code cache (cli.cjs and the files it requires from
// beside it) already wrapped: wrapping one at start-up would join three
// strings, which V8 then copies into one (a fresh 200-odd KB, page by page)
// before compiling.

/** The text before a module's code. */
export const WRAPPER_HEAD = "(function (exports, require, module, __filename, __dirname) { ";
/** The text after it. */
export const WRAPPER_TAIL = "\n});";
