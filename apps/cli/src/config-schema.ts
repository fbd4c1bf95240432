import { type MetricDefinition, metricProblem } from "crossfoot";
import { z } from "zod";
import { POLICY_NAMES } from "./policy.js";

/**
 * What a config file may set: crossfoot's check options (the fields of its
 * `CheckOptionsSchema`), plus the CLI's `policy` and `tolerance`. Unknown keys
 * are rejected, so a misspelt option never passes silently.
 *
 * The check options are spelt out here rather than extended from
 * `CheckOptionsSchema`: using crossfoot's schema would make the bundled
 * command build every zod schema at start-up, config or not, and zod is most
 * of that start-up. A test proves both accept and reject the same options.
 */
export const ConfigSchema = z
  .object({
    requireCitations: z.boolean().optional(),
    allowRounding: z.boolean().optional(),
    allowDerived: z.boolean().optional(),
    checkTableRows: z.boolean().optional(),
    maxCoincidence: z.number().positive().optional(),
    metrics: z.array(z.custom<MetricDefinition>((m) => metricProblem(m) === undefined)).optional(),
    policy: z.enum(POLICY_NAMES).optional(),
    tolerance: z.number().min(0).lt(1).optional(),
  })
  .strict();

/** A validated config. */
export type Config = z.infer<typeof ConfigSchema>;
