import type { Counter, Meter } from "@opentelemetry/api";

/** The counter of checked claims, by status. */
export const CLAIMS_COUNTER = "crossfoot.claims";
/** The counter of checks, by whether they passed. */
export const CHECKS_COUNTER = "crossfoot.checks";

/** The counters crossfoot records on one meter. */
export interface Instruments {
  readonly claims: Counter;
  readonly checks: Counter;
}

const byMeter = new WeakMap<Meter, Instruments>();

/** The counters of a meter, made once per meter. */
export function instrumentsOf(meter: Meter): Instruments {
  let instruments = byMeter.get(meter);
  if (!instruments) {
    instruments = {
      claims: meter.createCounter(CLAIMS_COUNTER, {
        description: "Figures checked by crossfoot, by status",
        unit: "{claim}",
      }),
      checks: meter.createCounter(CHECKS_COUNTER, {
        description: "Answers checked by crossfoot, by whether every figure passed",
        unit: "{check}",
      }),
    };
    byMeter.set(meter, instruments);
  }
  return instruments;
}
