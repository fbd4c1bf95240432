const formatters = new Map<number, Intl.NumberFormat>();

/** Grouped digits without float noise: 2870000000 → "2,870,000,000", 11.98606 → "11.9861". */
export function formatValue(value: number, maxFractionDigits = 4): string {
  if (!Number.isFinite(value)) return String(value);
  // One formatter per precision: building an Intl.NumberFormat per call
  // (what toLocaleString does) costs more than the whole search.
  let formatter = formatters.get(maxFractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", { maximumFractionDigits: maxFractionDigits });
    formatters.set(maxFractionDigits, formatter);
  }
  return formatter.format(Number(value.toPrecision(12)));
}
