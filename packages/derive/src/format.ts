/** Grouped digits without float noise: 2870000000 → "2,870,000,000", 11.98606 → "11.9861". */
export function formatValue(value: number, maxFractionDigits = 4): string {
  if (!Number.isFinite(value)) return String(value);
  return Number(value.toPrecision(12)).toLocaleString("en-US", {
    maximumFractionDigits: maxFractionDigits,
  });
}
