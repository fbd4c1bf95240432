import type { MetricDefinition } from "./types.js";

// The lines the built-in metrics read, by the names their formulas use:
// the labels income statements, balance sheets and cash flow statements
// give them, best first. Qualifiers ("Total", "Net") need not be written.
const REVENUE = ["revenue", "sales", "net revenue", "net sales", "operating revenue"];
const COST_OF_SALES = [
  "cost of sales",
  "cost of revenue",
  "cost of goods sold",
  "cost of products sold",
  "cost of merchandise sold",
];
const GROSS_PROFIT = ["gross profit", "gross margin"];
const OPERATING_INCOME = ["operating income", "income from operations", "operating profit"];
const NET_INCOME = ["net income", "net earnings", "net profit"];
const CURRENT_ASSETS = ["current assets"];
const CURRENT_LIABILITIES = ["current liabilities"];
const INVENTORY = ["inventory", "inventories", "merchandise inventories"];
const RECEIVABLES = [
  "accounts receivable",
  "receivables",
  "trade receivables",
  "trade accounts receivable",
];
const PAYABLES = ["accounts payable", "trade payables", "trade accounts payable"];
const CASH = ["cash and cash equivalents", "cash"];
const SECURITIES = ["short term investments", "marketable securities"];
const TOTAL_ASSETS = ["total assets"];
const TOTAL_LIABILITIES = ["total liabilities"];
const DEBT = ["total debt", "debt"];
const EQUITY = [
  "stockholders equity",
  "shareholders equity",
  "equity",
  "stockholders equity attributable to parent",
];
const OPERATING_CASH_FLOW = [
  "net cash provided by operating activities",
  "net cash from operating activities",
  "cash provided by operating activities",
  "net cash generated from operating activities",
];
const CAPEX = [
  "capital expenditures",
  "capital expenditure",
  "purchases of property plant and equipment",
  "purchase of property plant and equipment",
  "additions to property plant and equipment",
  "payments for property plant and equipment",
];
const INCOME_TAX = [
  "provision for income taxes",
  "income tax expense",
  "income taxes",
  "provision for income tax",
];
const PRETAX_INCOME = [
  "income before income taxes",
  "earnings before income taxes",
  "income before provision for income taxes",
  "pretax income",
];
const DEPRECIATION = ["depreciation and amortization"];
const INTEREST_EXPENSE = ["interest expense"];
const DIVIDENDS = ["dividends paid", "cash dividends paid"];
const SHARES = [
  "shares outstanding",
  "common shares outstanding",
  "weighted average shares outstanding diluted",
  "diluted weighted average shares outstanding",
];

const days = (balance: string, flow: string) => [
  `365 * avg(${balance}) / ${flow}`,
  `365 * ${balance} / ${flow}`,
];

/**
 * The built-in financial metrics: margins, liquidity and leverage ratios,
 * returns on average balances, turnovers and days, cash flow measures and
 * per-share figures, each with the phrases that name it and its formulas.
 */
export const FINANCIAL_METRICS: readonly MetricDefinition[] = [
  {
    name: "gross margin",
    names: ["gross margin", "gross profit margin", "gross margin percentage"],
    inputs: { gross_profit: GROSS_PROFIT, revenue: REVENUE, cost_of_sales: COST_OF_SALES },
    formulas: ["gross_profit / revenue * 100", "(revenue - cost_of_sales) / revenue * 100"],
    kind: "percent",
  },
  {
    name: "operating margin",
    names: [
      "operating margin",
      "operating profit margin",
      "operating income margin",
      "ebit margin",
    ],
    inputs: { operating_income: OPERATING_INCOME, revenue: REVENUE },
    formulas: ["operating_income / revenue * 100"],
    kind: "percent",
  },
  {
    name: "net margin",
    names: ["net margin", "net profit margin", "net income margin", "profit margin"],
    inputs: { net_income: NET_INCOME, revenue: REVENUE },
    formulas: ["net_income / revenue * 100"],
    kind: "percent",
  },
  {
    name: "current ratio",
    names: ["current ratio"],
    inputs: { current_assets: CURRENT_ASSETS, current_liabilities: CURRENT_LIABILITIES },
    formulas: ["current_assets / current_liabilities"],
    kind: "ratio",
  },
  {
    name: "quick ratio",
    names: ["quick ratio", "acid test ratio", "acid test"],
    inputs: {
      current_assets: CURRENT_ASSETS,
      inventory: INVENTORY,
      current_liabilities: CURRENT_LIABILITIES,
      cash: CASH,
      securities: SECURITIES,
      receivables: RECEIVABLES,
    },
    formulas: [
      "(current_assets - inventory) / current_liabilities",
      "(cash + securities + receivables) / current_liabilities",
    ],
    kind: "ratio",
  },
  {
    name: "debt-to-equity",
    names: ["debt to equity", "debt to equity ratio", "debt equity ratio"],
    inputs: { debt: DEBT, liabilities: TOTAL_LIABILITIES, equity: EQUITY },
    formulas: ["debt / equity", "liabilities / equity"],
    kind: "ratio",
  },
  {
    name: "return on assets",
    names: ["return on assets", "return on average assets", "roa"],
    inputs: { net_income: NET_INCOME, assets: TOTAL_ASSETS },
    formulas: ["net_income / avg(assets) * 100", "net_income / assets * 100"],
    kind: "percent",
  },
  {
    name: "return on equity",
    names: ["return on equity", "return on average equity", "roe"],
    inputs: { net_income: NET_INCOME, equity: EQUITY },
    formulas: ["net_income / avg(equity) * 100", "net_income / equity * 100"],
    kind: "percent",
  },
  {
    name: "inventory turnover",
    names: ["inventory turnover", "inventory turnover ratio", "inventory turn"],
    inputs: { cost_of_sales: COST_OF_SALES, inventory: INVENTORY },
    formulas: ["cost_of_sales / avg(inventory)", "cost_of_sales / inventory"],
    kind: "ratio",
  },
  {
    name: "receivables turnover",
    names: ["receivables turnover", "receivable turnover", "accounts receivable turnover"],
    inputs: { revenue: REVENUE, receivables: RECEIVABLES },
    formulas: ["revenue / avg(receivables)", "revenue / receivables"],
    kind: "ratio",
  },
  {
    name: "asset turnover",
    names: ["asset turnover", "total asset turnover", "asset turnover ratio"],
    inputs: { revenue: REVENUE, assets: TOTAL_ASSETS },
    formulas: ["revenue / avg(assets)", "revenue / assets"],
    kind: "ratio",
  },
  {
    name: "days sales outstanding",
    names: ["days sales outstanding", "days of sales outstanding", "dso"],
    inputs: { receivables: RECEIVABLES, revenue: REVENUE },
    formulas: days("receivables", "revenue"),
    kind: "days",
  },
  {
    name: "days inventory outstanding",
    names: ["days inventory outstanding", "days in inventory", "days of inventory", "dio"],
    inputs: { inventory: INVENTORY, cost_of_sales: COST_OF_SALES },
    formulas: days("inventory", "cost_of_sales"),
    kind: "days",
  },
  {
    name: "days payable outstanding",
    names: ["days payable outstanding", "days payables outstanding", "dpo"],
    inputs: { payables: PAYABLES, cost_of_sales: COST_OF_SALES },
    formulas: days("payables", "cost_of_sales"),
    kind: "days",
  },
  {
    name: "cash conversion cycle",
    names: ["cash conversion cycle", "ccc"],
    inputs: {
      receivables: RECEIVABLES,
      revenue: REVENUE,
      inventory: INVENTORY,
      payables: PAYABLES,
      cost_of_sales: COST_OF_SALES,
    },
    formulas: [
      "365 * avg(receivables) / revenue + 365 * avg(inventory) / cost_of_sales - 365 * avg(payables) / cost_of_sales",
      "365 * receivables / revenue + 365 * inventory / cost_of_sales - 365 * payables / cost_of_sales",
    ],
    kind: "days",
  },
  {
    name: "capital expenditures as a share of revenue",
    names: [
      "capex as a percentage of revenue",
      "capex as a percentage of sales",
      "capital expenditures as a percentage of revenue",
      "capital expenditures as a percentage of sales",
      "capex to revenue",
      "capex intensity",
      "capital intensity",
    ],
    inputs: { capex: CAPEX, revenue: REVENUE },
    formulas: ["abs(capex) / revenue * 100"],
    kind: "percent",
  },
  {
    name: "effective tax rate",
    names: ["effective tax rate", "effective income tax rate"],
    inputs: { income_tax: INCOME_TAX, pretax_income: PRETAX_INCOME },
    formulas: ["income_tax / pretax_income * 100"],
    kind: "percent",
  },
  {
    name: "EBITDA margin",
    names: ["ebitda margin"],
    inputs: { operating_income: OPERATING_INCOME, depreciation: DEPRECIATION, revenue: REVENUE },
    formulas: ["(operating_income + abs(depreciation)) / revenue * 100"],
    kind: "percent",
  },
  {
    name: "EBITDA",
    names: ["ebitda"],
    inputs: {
      operating_income: OPERATING_INCOME,
      depreciation: DEPRECIATION,
      net_income: NET_INCOME,
      income_tax: INCOME_TAX,
      interest_expense: INTEREST_EXPENSE,
    },
    formulas: [
      "operating_income + abs(depreciation)",
      "net_income + income_tax + abs(interest_expense) + abs(depreciation)",
    ],
    kind: "currency",
  },
  {
    name: "free cash flow",
    names: ["free cash flow", "fcf"],
    inputs: { operating_cash_flow: OPERATING_CASH_FLOW, capex: CAPEX },
    formulas: ["operating_cash_flow - abs(capex)"],
    kind: "currency",
  },
  {
    name: "free cash flow per share",
    names: ["free cash flow per share", "fcf per share"],
    inputs: { operating_cash_flow: OPERATING_CASH_FLOW, capex: CAPEX, shares: SHARES },
    formulas: ["(operating_cash_flow - abs(capex)) / shares"],
    kind: "currency",
  },
  {
    name: "book value per share",
    names: ["book value per share"],
    inputs: { equity: EQUITY, shares: SHARES },
    formulas: ["equity / shares"],
    kind: "currency",
  },
  {
    name: "dividend payout ratio",
    names: ["dividend payout ratio", "payout ratio", "dividend payout"],
    inputs: { dividends: DIVIDENDS, net_income: NET_INCOME },
    formulas: ["abs(dividends) / net_income * 100"],
    kind: "percent",
  },
  {
    name: "interest coverage",
    names: ["interest coverage", "interest coverage ratio", "times interest earned"],
    inputs: { operating_income: OPERATING_INCOME, interest_expense: INTEREST_EXPENSE },
    formulas: ["operating_income / abs(interest_expense)"],
    kind: "ratio",
  },
];
