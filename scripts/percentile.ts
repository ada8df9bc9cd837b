/** The nearest-rank percentile of the benchmarks: `fraction` 0.5 for p50, 0.95 for p95; NaN of no values. */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}
