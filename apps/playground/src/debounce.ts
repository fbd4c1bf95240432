// Wait for a pause in typing before acting on it.

/** A function that runs `action` once `ms` have passed without another call; `flush` runs it now. */
export interface Debounced {
  (): void;
  /** Run a pending call now; nothing when none is pending. */
  flush(): void;
}

/** `action`, run once the calls have paused for `ms` milliseconds. */
export function debounce(action: () => void, ms: number): Debounced {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    action();
  };
  const debounced = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  const flush = () => {
    if (timer !== undefined) run();
  };
  return Object.assign(debounced, { flush });
}
