export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  lowerIsBetter: boolean;
  /** One cell of a side-by-side table (run.ts prints them after the main one): e.g. row 'first 4096² render', column 'cold'. */
  side?: { row: string; column: string };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** The results that say where they sit side by side, as rows of columns (cells as 'value unit'). */
export function sideBySide(results: BenchResult[]): Record<string, Record<string, string>> {
  const rows: Record<string, Record<string, string>> = {};
  for (const { side, value, unit } of results) {
    if (side) (rows[side.row] ??= {})[side.column] = `${value} ${unit}`;
  }
  return rows;
}
