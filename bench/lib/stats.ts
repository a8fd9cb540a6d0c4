/** The p-th percentile (0 to 100) of values sorted ascending; 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Two decimals, as the benchmarks report. */
export const round2 = (n: number) => Math.round(n * 100) / 100;
