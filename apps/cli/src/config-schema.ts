import { CheckOptionsSchema } from "crossfoot";
import { z } from "zod";
import { POLICY_NAMES } from "./policy.js";

/**
 * What a config file may set: crossfoot's check options (`CheckOptionsSchema`),
 * plus the CLI's `policy` and `tolerance`. Unknown keys are rejected, so a
 * misspelt option never passes silently.
 */
export const ConfigSchema = CheckOptionsSchema.extend({
  policy: z.enum(POLICY_NAMES).optional(),
  tolerance: z.number().min(0).lt(1).optional(),
});

/** A validated config. */
export type Config = z.infer<typeof ConfigSchema>;
