import { type Diagnostic, type Report, type ReportJson, ReportJsonSchema } from "crossfoot";
import type { ProviderMetadata } from "./types.js";

/** The provider-metadata key the report is attached under. */
export const METADATA_KEY = "crossfoot";

/** What the middleware attaches as `providerMetadata.crossfoot`. */
export interface CrossfootMetadata {
  /** The report's JSON form (`passed`, `score`, `counts`, `claims`, `issues`). */
  readonly report: ReportJson;
  /** What could not be read in the sources (empty when everything was read). */
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * The report and source diagnostics as provider metadata. A JSON round trip
 * makes them plain JSON values, which is what provider metadata must hold.
 */
export function toMetadata(
  report: Report,
  diagnostics: readonly Diagnostic[],
  existing: ProviderMetadata | undefined,
): ProviderMetadata {
  const value = JSON.parse(JSON.stringify({ report, diagnostics }));
  return { ...existing, [METADATA_KEY]: value };
}

/**
 * Read the report the middleware attached, validated against crossfoot's
 * `ReportJsonSchema`.
 *
 * @param providerMetadata `result.providerMetadata` of `generateText`, or the
 * awaited `providerMetadata` of `streamText`.
 * @returns the report's JSON form, or `undefined` when no check ran.
 * @throws when the attached value is not a valid report.
 * @example
 * const result = await generateText({ model, prompt, providerOptions: { crossfoot: { sources } } });
 * getCrossfootReport(result.providerMetadata)?.passed;
 */
export function getCrossfootReport(
  providerMetadata: Readonly<Record<string, unknown>> | undefined,
): ReportJson | undefined {
  const entry = providerMetadata?.[METADATA_KEY] as { report?: unknown } | undefined;
  if (entry === undefined) return undefined;
  return ReportJsonSchema.parse(entry.report) as ReportJson;
}
