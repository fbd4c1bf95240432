// The upload button: a chosen file's text into the sources box.

/**
 * When a file is chosen, put its text into `target` and call `onLoaded`;
 * `onFailed` hears why a file could not be read.
 */
export function readFileInto(
  input: HTMLInputElement,
  target: HTMLTextAreaElement,
  onLoaded: () => void,
  onFailed: (message: string) => void,
): void {
  input.addEventListener("change", async () => {
    const file = input.files?.[0];
    if (!file) return;
    try {
      target.value = await file.text();
      onLoaded();
    } catch (error) {
      onFailed(`${file.name} could not be read: ${String((error as Error)?.message ?? error)}`);
    } finally {
      // The same file chosen again still fires "change".
      input.value = "";
    }
  });
}
