// The "Copy link" button: the address of the current state onto the clipboard.

/**
 * On click, wait for `currentLink` (the address once the newest state is in
 * it), copy it, and say so in `status`.
 */
export function copyLinkOnClick(
  button: HTMLButtonElement,
  status: HTMLElement,
  currentLink: () => Promise<string>,
): void {
  button.addEventListener("click", async () => {
    const link = await currentLink();
    try {
      await navigator.clipboard.writeText(link);
      status.textContent = "Link copied.";
    } catch {
      status.textContent = "Could not copy: the link is in the address bar.";
    }
  });
}
