import { describe, expect, test } from "vitest";
import { loadSources } from "../src/index.js";

describe("TableInfo.rowNames: the text cells beside a row's label", () => {
  test("should keep each data row's other text cells, dates and venues among them", () => {
    const set = loadSources([
      [
        ["Date", "Opponent", "Venue", "Attendance"],
        ["March 5, 2021", "vs. Easton Rovers", "Harbor Field", "4,812"],
        ["March 12, 2021", "at Millford", "Millford Park", "4,579"],
      ],
    ]);
    const [table] = set.tables("S1");
    expect(table?.rowLabels).toEqual(["vs. Easton Rovers", "at Millford"]);
    expect(table?.rowNames).toEqual([
      ["March 5, 2021", "Harbor Field"],
      ["March 12, 2021", "Millford Park"],
    ]);
  });

  test("should leave rowNames out when no row has text beside its label", () => {
    const set = loadSources([
      ["", "2024", "2023"],
      ["Revenue", "1,234", "1,100"],
    ]);
    expect(set.tables("S1")[0]?.rowNames).toBeUndefined();
  });
});
