import { CheckOptionsSchema, ReportJsonSchema } from "crossfoot";
import { z } from "zod";

/** One source as an agent passes it: a passage of text, or a record. */
export const SourceSchema = z.union([
  z.string().describe("A passage of text. Cite it by position: [1] or [S1] for the first source."),
  z
    .object({
      id: z
        .string()
        .min(1)
        .optional()
        .describe("The id the answer cites, as [id]; default S1, S2, … by position"),
      text: z
        .string()
        .optional()
        .describe("Text; tables in it (Markdown, HTML, CSV, JSON) are read cell by cell"),
      fields: z
        .record(z.string(), z.union([z.number(), z.string()]))
        .optional()
        .describe(
          "Named values, e.g. { revenue_2024: 3214000000 }; names ending _pct are percentages",
        ),
      rows: z
        .array(z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]))
        .optional()
        .describe("A table: row objects, or arrays with a header row"),
      unit: z
        .string()
        .optional()
        .describe('The unit the values are stated in, e.g. "millions" or "(in thousands)"'),
    })
    .strict()
    .describe("A record with an id the answer cites"),
]);

/** The arguments of `check_numbers`. */
export const CheckNumbersInputSchema = z
  .object({
    answer: z.string().describe("The answer whose numbers to check, with its citations"),
    sources: z.array(SourceSchema).min(1).describe("The sources the answer was written from"),
    options: CheckOptionsSchema.optional().describe(
      "requireCitations, allowRounding (false for strict mode), allowDerived, checkTableRows, maxCoincidence",
    ),
  })
  .strict();

/** What could not be read in the sources. */
export const DiagnosticSchema = z.object({
  recordId: z.string(),
  path: z.string(),
  message: z.string(),
  table: z.number().optional(),
  row: z.number().optional(),
  column: z.string().optional(),
});

/** The structured result of `check_numbers`: crossfoot's report JSON and the source diagnostics. */
export const CheckNumbersOutputSchema = ReportJsonSchema.extend({
  diagnostics: z.array(DiagnosticSchema),
});

/** The arguments of `check_numbers`. */
export type CheckNumbersInput = z.infer<typeof CheckNumbersInputSchema>;
/** The structured content of a `check_numbers` result. */
export type CheckNumbersOutput = z.infer<typeof CheckNumbersOutputSchema>;
