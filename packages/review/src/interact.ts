/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// What makes the review view come alive: selecting a figure highlights the places that prove or contradict it and shows its panel; filters dim the figures of other statuses.

/**
 * Wire every review view of `root` (a `Document`), now and as views are
 * added later: one set of listeners on the root, found by delegation.
 * Self-contained (it names nothing outside itself), so its source is also
 * the page's inline script, {@link REVIEW_SCRIPT}.
 */
export function attachReview(root: unknown): void {
  const doc = root as Document;
  const ROLES = ["proves", "contradicts", "near"];
  const clear = (section: Element) => {
    for (const el of section.querySelectorAll(
      ".cf-hl-proves,.cf-hl-contradicts,.cf-hl-near,.cf-hl-focus",
    ))
      el.classList.remove("cf-hl-proves", "cf-hl-contradicts", "cf-hl-near", "cf-hl-focus");
  };
  const placesOf = (section: Element, key: string) =>
    section.querySelectorAll(`[data-place="${key.replace(/["\\]/g, "")}"]`);
  const select = (mark: HTMLElement) => {
    const section = mark.closest("[data-cf-review]");
    if (!section) return;
    clear(section);
    for (const other of section.querySelectorAll(".cf-claim"))
      other.setAttribute("aria-pressed", "false");
    mark.setAttribute("aria-pressed", "true");
    let first: Element | undefined;
    for (const role of ROLES) {
      for (const key of (mark.getAttribute(`data-${role}`) ?? "").split(" ")) {
        if (key === "") continue;
        for (const el of placesOf(section, key)) {
          el.classList.add(`cf-hl-${role}`);
          first ??= el;
        }
      }
    }
    for (const panel of section.querySelectorAll(".cf-detail"))
      (panel as HTMLElement).hidden =
        panel.getAttribute("data-for") !== mark.getAttribute("data-claim");
    const hint = section.querySelector(".cf-hint") as HTMLElement | null;
    if (hint) hint.hidden = true;
    first?.scrollIntoView({ block: "nearest", inline: "nearest" });
  };
  const filter = (button: HTMLElement) => {
    const section = button.closest("[data-cf-review]");
    if (!section) return;
    for (const other of section.querySelectorAll(".cf-filter"))
      other.setAttribute("aria-pressed", "false");
    button.setAttribute("aria-pressed", "true");
    const f = button.getAttribute("data-filter");
    for (const mark of section.querySelectorAll(".cf-claim")) {
      const shown =
        f === "all" ||
        (f === "failing"
          ? mark.classList.contains("cf-fail")
          : mark.getAttribute("data-status") === f);
      mark.classList.toggle("cf-dim", !shown);
    }
  };
  const focusPlace = (button: HTMLElement) => {
    const section = button.closest("[data-cf-review]");
    const key = button.getAttribute("data-target");
    if (!section || !key) return;
    for (const el of section.querySelectorAll(".cf-hl-focus")) el.classList.remove("cf-hl-focus");
    const places = placesOf(section, key);
    for (const el of places) el.classList.add("cf-hl-focus");
    places[0]?.scrollIntoView({ block: "nearest", inline: "nearest" });
  };
  doc.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const mark = target?.closest?.(".cf-claim");
    if (mark) return select(mark as HTMLElement);
    const button = target?.closest?.(".cf-filter");
    if (button) return filter(button as HTMLElement);
    const op = target?.closest?.(".cf-op[data-target]");
    if (op) focusPlace(op as HTMLElement);
  });
  doc.addEventListener("keydown", (event) => {
    const target = event.target as Element | null;
    if ((event.key === "Enter" || event.key === " ") && target?.classList?.contains("cf-claim")) {
      event.preventDefault();
      select(target as HTMLElement);
    }
  });
}

/**
 * {@link attachReview} as an inline script for a self-contained page: its
 * own source, called on the document.
 */
export const REVIEW_SCRIPT = `(${attachReview.toString()})(document);`;
