/**
 * Every match of a global regular expression in `text`, in order: what
 * `[...text.matchAll(re)]` gives, without its cost. `matchAll` makes a new
 * RegExp object from `re` on every call (the spec's species constructor), and
 * V8 then initializes and looks up its compiled code afresh: about ten such
 * calls per eval case came to 2–3% of the case. A loop of `exec` on `re`
 * itself does not.
 *
 * `re` must have the `g` flag. Its `lastIndex` is 0 before and after, so a
 * module-level expression can be shared by every caller; no caller's code
 * runs between the `exec` calls, so they cannot interleave.
 */
export function allMatches(re: RegExp, text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    out.push(m);
    // An empty match would match again at the same place: step past it.
    if (m[0] === "") re.lastIndex++;
  }
  re.lastIndex = 0;
  return out;
}
