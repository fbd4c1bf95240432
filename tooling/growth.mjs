/**
 * How `work` grows: the best of five runs of `work(4n)` over the best of
 * five of `work(n)`, in processor time (user and system), after one warm-up
 * run. About 4 when the work is linear, 16 when quadratic. Processor time,
 * not wall time: other work on the machine (other test files run beside
 * this one) slows the wall clock, not this process. Used by the packages'
 * linear-time tests, which hold the ratio under a bound. Five runs, not
 * three: on a loaded machine a run of a few milliseconds can take twice its
 * usual processor time (caches shared with other work, the collector's
 * threads), and the best of five rarely meets such runs at both sizes.
 *
 * @param {(n: number) => unknown} work
 * @param {number} n
 * @returns {number}
 */
export function growth(work, n) {
  const best = (size) => {
    let fastest = Number.POSITIVE_INFINITY;
    for (let run = 0; run < 5; run++) {
      const started = process.cpuUsage();
      work(size);
      const used = process.cpuUsage(started);
      fastest = Math.min(fastest, (used.user + used.system) / 1000);
    }
    return fastest;
  };
  work(n); // warm up
  return best(4 * n) / Math.max(best(n), 1);
}
