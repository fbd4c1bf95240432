// NamedMetrics alone: derivation hints and the metric readers both use it; it imports neither.
import type { MetricDefinition } from "@crossfoot/derive";

/** The metrics a figure's sentence names for it (see metricsOfFigures in metric-names.ts). */
export interface NamedMetrics {
  readonly metrics: readonly MetricDefinition[];
  /**
   * The figure is a level the metric reached, not a change of it: no
   * direction word, or one followed by "to" ("improved to 16.6%").
   */
  readonly level: boolean;
}
