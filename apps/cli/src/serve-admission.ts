/**
 * How many requests `crossfoot serve` holds at once: as many as it has
 * workers (`--concurrency`) plus a small queue (`--queue`). A request past
 * that is turned away at once (503 with Retry-After) rather than left to
 * wait while the server falls further behind; one inside it is read and
 * waits its turn for a worker. So memory is bounded by
 * `(concurrency + queue) × max-body-bytes` plus the work in hand.
 */
export class Admission {
  private held = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(readonly capacity: number) {}

  /** Take a place, or return false when every place is taken. */
  enter(): boolean {
    if (this.held >= this.capacity) return false;
    this.held++;
    return true;
  }

  /** Give a place back. */
  leave(): void {
    this.held--;
    if (this.held === 0) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const w of waiters) w();
    }
  }

  /** Requests held now. */
  get size(): number {
    return this.held;
  }

  /** Resolves once no request is held (at once if none is). */
  idle(): Promise<void> {
    if (this.held === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}
