/**
 * The period a label names, with a sortable key: `revenue_2024` → 2024,
 * `FY2023` → 2023, `Q3 2024` → 2024Q3. Returns undefined when the label names
 * no year. Labels are short, so the bounded patterns here stay linear.
 */
export function periodOf(label: string): { period: string; key: string } | undefined {
  const quarter = /(?:^|[^A-Za-z0-9])(Q[1-4])[\s_-]*((?:19|20|21)\d\d)(?!\d)/i.exec(label);
  if (quarter?.[1] && quarter[2]) {
    return {
      period: `${quarter[1].toUpperCase()} ${quarter[2]}`,
      key: `${quarter[2]}Q${quarter[1][1]}`,
    };
  }
  const year = /(?:^|[^0-9])((?:FY|CY|fy|cy)?)[\s_-]?((?:18|19|20|21)\d\d)(?!\d)/.exec(label);
  if (year?.[2]) {
    return { period: `${year[1] ? year[1].toUpperCase() : ""}${year[2]}`, key: year[2] };
  }
  return undefined;
}
